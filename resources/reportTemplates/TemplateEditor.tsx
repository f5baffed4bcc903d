/**
 * The template editor: the text, its placeholders listed and checked against
 * the area's catalogue (unknown and malformed ones flagged before saving), the
 * area's known placeholders to insert, and a preview of the template as it will
 * render, with sample values, shown only through SafeHtml.
 */
import { Alert, Box, Chip, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { placeholdersOf, renderSample, templateTokens } from '../../contract/reportPlaceholders';
import { SafeHtml } from '../../src/components/SafeHtml';

interface Props {
  value: string;
  area: number;
  onChange: (value: string) => void;
  maxLength?: number;
}

export function TemplateEditor({ value, area, onChange, maxLength }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLTextAreaElement>(null);
  const tokens = templateTokens(value, area);
  const bad = tokens.filter((t) => t.status !== 'known');
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.reportTemplates.editor.${key}`, args);

  const insert = (name: string) => {
    const el = input.current;
    const at = el ? el.selectionStart : value.length;
    const end = el ? el.selectionEnd : value.length;
    onChange(`${value.slice(0, at)}{{${name}}}${value.slice(end)}`);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          label={translate('resources.reportTemplates.fields.template')}
          multiline
          minRows={8}
          maxRows={16}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputRef={input}
          error={bad.length > 0}
          slotProps={{ htmlInput: { maxLength, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
        <Box>
          <Typography variant="subtitle2" gutterBottom>{t('available')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {Object.keys(placeholdersOf(area)).map((name) => (
              <Chip key={name} size="small" variant="outlined" label={`{{${name}}}`} onClick={() => insert(name)} aria-label={t('insert', { placeholder: `{{${name}}}` })} />
            ))}
          </Stack>
        </Box>
      </Stack>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {bad.length > 0 ? (
          <Alert severity="error" role="alert">
            {bad.map((b) => (
              <div key={b.index}>{t(b.status, { placeholder: b.raw })}</div>
            ))}
          </Alert>
        ) : (
          <Alert severity="success" role="status">{t(tokens.length ? 'all_known' : 'none')}</Alert>
        )}
        <Box>
          <Typography variant="subtitle2">{t('placeholders')}</Typography>
          <List dense aria-label={t('placeholders')} sx={{ py: 0 }}>
            {tokens.map((token) => (
              <ListItem key={token.index} disableGutters sx={{ py: 0, gap: 1 }}>
                <Box component="code" sx={{ fontSize: 13 }}>{token.raw}</Box>
                <Chip size="small" color={token.status === 'known' ? 'success' : 'error'} label={t(`status.${token.status}`)} />
              </ListItem>
            ))}
          </List>
        </Box>
        <Box>
          <Typography variant="subtitle2" gutterBottom>{t('preview')}</Typography>
          <Box role="region" aria-label={t('preview')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 80, overflowWrap: 'anywhere' }}>
            <SafeHtml html={renderSample(value, area)} />
          </Box>
        </Box>
      </Stack>
    </Stack>
  );
}
