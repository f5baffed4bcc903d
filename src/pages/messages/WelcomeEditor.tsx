/**
 * The calibration homepage message in one language: its text, saved at the version it was read at (a stale
 * save is refused and the text reloaded), and a preview of what users will see, sanitised by SafeHtml.
 */
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { messagesContract as c, WELCOME_TEXT_MAX, type WelcomeLanguage } from '../../../contract/messages';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { SafeHtml } from '../../components/SafeHtml';
import { errorMessage, useAlert } from '../../components/useAlert';

const t = (key: string) => `resources.calibrationHomepageMessage.${key}`;

export function WelcomeEditor({ languageCode, active }: { languageCode: WelcomeLanguage; active: boolean }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['calibrationWelcome', languageCode];
  const { data, refetch } = useQuery({
    queryKey,
    queryFn: () => dataProvider.call(c.getTranslatedCalibrationWelcomeMessage, { query: { languageCode } }),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = draft ?? data?.Text ?? '';
  const dirty = draft !== null && draft !== data?.Text;
  const language = translate(t(`languages.${languageCode}`));

  const save = async () => {
    if (!data) return;
    if (text.trim() === '') return setProblem(translate('app.validation.required'));
    setSaving(true);
    try {
      const saved = await dataProvider.call(c.saveCalibrationWelcomeMessage, { body: { LanguageCode: languageCode, Text: text, version: data.version } });
      queryClient.setQueryData(queryKey, saved);
      setDraft(null);
      setProblem(null);
      alert.success('app.alerts.saved');
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.body?.code === 'stale') {
        alert.error('app.alerts.stale');
        setDraft(null);
        await refetch();
      } else {
        const named = error instanceof HttpError ? (error.body?.errors as { field: string; message: string }[] | undefined)?.find((e) => e.field === 'Text') : undefined;
        if (named) setProblem(named.message);
        alert.error(errorMessage(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-label={language}>
      <CardHeader title={language} slotProps={{ title: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } } }} />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          label={translate(t('fields.Text'))}
          multiline
          minRows={5}
          maxRows={14}
          fullWidth
          value={text}
          error={Boolean(problem)}
          helperText={problem ?? translate(t('length'), { count: text.length, max: WELCOME_TEXT_MAX })}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          slotProps={{
            // Read-only while the text loads, not disabled: the disabled greys (label, count) fail the contrast users need.
            htmlInput: { maxLength: WELCOME_TEXT_MAX, spellCheck: true, lang: languageCode, readOnly: !data, 'aria-busy': !data },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => setDraft(null)} disabled={!dirty || saving}>{translate('app.list.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={!dirty || saving}>{translate('app.list.save')}</Button>
        </Stack>
        <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 2, color: 'text.secondary' }}>{translate(t('preview'))}</Typography>
        {!active && <Alert severity="info" sx={{ mb: 1 }}>{translate(t('hidden'))}</Alert>}
        {/* A hidden message's preview is framed dashed, not faded: faded text fails the contrast users need to read it. */}
        <Box
          data-testid={`preview-${languageCode}`}
          lang={languageCode}
          sx={{ border: 1, borderStyle: active ? 'solid' : 'dashed', borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default', '& p': { m: 0, mb: 1 }, '& p:last-child': { mb: 0 } }}
        >
          <SafeHtml html={text} />
        </Box>
      </CardContent>
    </Card>
  );
}
