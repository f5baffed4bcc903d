/**
 * The one editable translation table (both screens, every kind of item): the English text, what else names the
 * row, an editable translation and the row's status. Loading resets every row to not translated (spec §4);
 * typing marks a row translated; Save sends only those; "Fill from translation memory" fills the untranslated
 * rows from texts translated elsewhere and says how many it filled and how many remain. A fill reloads the rows,
 * so it waits until the edits are saved or discarded.
 */
import { Alert, Box, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import type { FieldDef } from '../../src/declare/defineResource';
import { RowHistoryButton } from '../../src/history/RowHistoryButton';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';
import { ImportButton } from '../../src/imports/ImportButton';
import { listRecords, translationList } from './translationList';
import type { TranslationKind } from './kinds';
import type { Language } from './LanguagePicker';
import { rowStatus, type TranslationRow } from './translationModel';
import { useTranslationRows } from './useTranslationRows';

/** How a translation's history entry reads: its language, its text, and where the text came from. */
const historyFields = (languages: readonly Language[]): readonly FieldDef[] => [
  { source: 'languageCode', kind: 'text', choices: languages.map((l) => ({ id: l.code, name: l.name })) },
  { source: 'translation', kind: 'text' },
  { source: 'source', kind: 'text', choices: ['edit', 'memory'].map((id) => ({ id, name: `resources.translations.sources.${id}` })) },
];

interface Props {
  kind: TranslationKind;
  /** The language shown, of the catalogue's `languages` (which name a language's code in its entries' history). */
  language: Language;
  languages: readonly Language[];
  /** Told how many rows are edited and not saved, whenever that changes (the page keeps the language while any are). */
  onEdited?: (kind: TranslationKind['key'], count: number) => void;
}

export function TranslationTable({ kind, language: { code: language, name: languageName, id: languageId }, languages, onEdited }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const { rows, state, edit, save, fill, reload, editedCount } = useTranslationRows(kind, language);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.translations.${key}`, args);
  const title = t(`kinds.${kind.key}`);
  const list = useMemo(() => translationList(kind), [kind]);
  useEffect(() => onEdited?.(kind.key, editedCount), [onEdited, kind.key, editedCount]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      alert.error(errorMessage(error));
    }
    setBusy(false);
  };
  const onSave = () =>
    run(async () => {
      const saved = await save();
      alert.success('resources.translations.table.saved', { count: saved });
    });
  const onFill = () =>
    run(async () => {
      const { filled, remaining } = await fill();
      alert.success('resources.translations.table.filled', { filled, remaining });
    });
  const label = (row: TranslationRow) => t('table.translation_of', { source: [row.source, ...row.context].join(' · ') });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={onSave} disabled={busy || editedCount === 0}>
          {t('table.save', { count: editedCount })}
        </Button>
        <Button onClick={reload} disabled={busy || editedCount === 0}>
          {t('table.discard')}
        </Button>
        {kind.fill && (
          <Button variant="outlined" onClick={onFill} disabled={busy || editedCount > 0} aria-describedby={editedCount > 0 ? hintId : undefined}>
            {t('table.fill')}
          </Button>
        )}
        <ExportCsvButton descriptor={list} columns={list.fields} rows={() => listRecords(kind, rows)} />
        <ImportButton descriptor={list} filter={{ languageCode: language }} disabled={busy || editedCount > 0} onApplied={reload} />
        {kind.fill && editedCount > 0 && (
          <Typography variant="body2" color="text.secondary" id={hintId}>
            {t('table.fill_after_save')}
          </Typography>
        )}
      </Stack>
      {(state.status === 'loading' || busy) && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {state.status === 'error' && <Alert severity="error">{translate(errorMessage(state.error), { _: errorMessage(state.error) })}</Alert>}
      {state.status === 'ready' && rows.length === 0 && <Typography color="text.secondary">{t('table.empty')}</Typography>}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {kind.contextColumns.map((column) => (
                  <TableCell key={column}>{t(`fields.${column}`)}</TableCell>
                ))}
                <TableCell>{t('fields.name')}</TableCell>
                <TableCell>{t('table.translation_in', { language: languageName })}</TableCell>
                <TableCell>{t('fields.isTranslated')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} selected={row.isTranslated}>
                  {row.context.map((value, i) => (
                    <TableCell key={kind.contextColumns[i]}>{value}</TableCell>
                  ))}
                  <TableCell lang="en">{row.source}</TableCell>
                  <TableCell sx={{ minWidth: 280 }}>
                    <TextField
                      size="small"
                      fullWidth
                      value={row.translation}
                      onChange={(e) => edit(row.id, e.target.value)}
                      placeholder={row.source}
                      slotProps={{ htmlInput: { 'aria-label': label(row), lang: language, maxLength: 2000 } }}
                    />
                  </TableCell>
                  <TableCell>{t(`status.${rowStatus(row)}`)}</TableCell>
                  <TableCell padding="none">
                    <RowHistoryButton
                      target={{
                        area: 'translations',
                        entity: kind.entity,
                        recordId: row.id,
                        scopeId: languageId,
                        kinds: { [kind.entity]: { resource: 'translations', fields: historyFields(languages), byScope: true } },
                        shownBy: [],
                        // The rows are the table's own: read again after a revert, unless edits would be lost.
                        onReverted: () => editedCount === 0 && reload(),
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
