/**
 * A translation screen: the language (kept in the URL, `?language=es`; Spanish first when the catalogue has
 * it) and a table for each kind of item the screen translates. Changing the language loads the tables afresh,
 * so it waits while any table has edits not saved.
 */
import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLatestSearchParams } from '../../src/components/useLatestSearchParams';
import { errorMessage } from '../../src/components/useAlert';
import type { TranslationKind } from './kinds';
import { LanguagePicker, useTargetLanguages } from './LanguagePicker';
import { TranslationTable } from './TranslationTable';

export function TranslationsPage({ screen, kinds }: { screen: 'translation' | 'serviceElementTranslation'; kinds: TranslationKind[] }) {
  const translate = useTranslate();
  const [params, setParams] = useLatestSearchParams();
  const languages = useTargetLanguages();
  const list = languages.data ?? [];
  const [edited, setEdited] = useState<Record<string, number>>({});
  const onEdited = useCallback((kind: string, count: number) => setEdited((all) => (all[kind] === count ? all : { ...all, [kind]: count })), []);
  const locked = Object.values(edited).some((count) => count > 0);
  const language = list.find((l) => l.code === params.get('language')) ?? list.find((l) => l.code === 'es') ?? list[0];
  const choose = (code: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('language', code);
      return next;
    });

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate(`menu.items.${screen}`)} />
      <Typography variant="h5" component="h1">
        {translate(`resources.translations.page.${screen}`)}
      </Typography>
      {languages.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {languages.isError && <Alert severity="error">{translate(errorMessage(languages.error), { _: errorMessage(languages.error) })}</Alert>}
      {languages.isSuccess && !language && <Typography color="text.secondary">{translate('resources.translations.page.no_languages')}</Typography>}
      {language && (
        <>
          <LanguagePicker languages={list} value={language.code} onChange={choose} locked={locked} />
          <Typography variant="body2" color="text.secondary">
            {translate('resources.translations.page.help')}
          </Typography>
          {kinds.map((kind) => (
            <TranslationTable key={`${kind.key}/${language.code}`} kind={kind} language={language} languages={list} onEdited={onEdited} />
          ))}
        </>
      )}
    </Stack>
  );
}
