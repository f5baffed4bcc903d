/**
 * An import's rows with their outcomes: the counts by outcome as chips that show only that outcome's rows, and the
 * rows a page at a time (Import/Rows): line, outcome, what an update changes (before → after) or why a row is refused,
 * and the row's cells. Refused rows are tinted, their outcome written too.
 */
import { Alert, Box, Chip, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import type { ImportOutcome, ImportRow, ImportStatus } from '../../contract/imports';
import { errorMessage } from '../components/useAlert';
import type { ResourceDescriptor } from '../declare/defineResource';
import { fieldLabel } from './importFields';
import { ROWS_PAGE, useImportRows } from './queries';

/** A value an update changes, as text: empty, yes or no, or as the API holds it. */
function valueText(value: unknown, translate: TranslateFunction): string {
  if (value === null || value === undefined || value === '') return translate('resources.imports.preview.empty');
  if (typeof value === 'boolean') return translate(value ? 'app.format.yes' : 'app.format.no');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What applying the row does to its record: each changed field, or why it is refused. */
function RowChanges({ row, descriptor }: { row: ImportRow; descriptor: ResourceDescriptor }) {
  const translate = useTranslate();
  if (row.message) return <>{row.message}</>;
  return (
    <>
      {row.changes.map((c) => (
        <Box key={c.field}>
          {fieldLabel(descriptor, c.field, translate)}: {valueText(c.before, translate)} → {valueText(c.after, translate)}
        </Box>
      ))}
    </>
  );
}

interface Props {
  descriptor: ResourceDescriptor;
  status: ImportStatus;
  /** The outcomes counted: a check's (insert, update…) or an apply's (inserted, updated…). */
  outcomes: readonly ImportOutcome[];
}

export function ImportPreview({ descriptor, status, outcomes }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.imports.${key}`, args);
  const [outcome, setOutcome] = useState<ImportOutcome>();
  const [page, setPage] = useState(0);
  const rows = useImportRows(status, outcome, page);
  const show = (o: ImportOutcome) => {
    setOutcome(o === outcome ? undefined : o);
    setPage(0);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('preview.counts')}>
        {outcomes.map((o) => (
          <Chip
            key={o}
            label={`${t(`outcomes.${o}`)}: ${status.counts[o]}`}
            // Chosen, filled in the default grey: the warning colour filled reads poorly under its text in the dark theme.
            color={o === 'refused' && o !== outcome ? 'warning' : 'default'}
            variant={o === outcome ? 'filled' : 'outlined'}
            onClick={() => show(o)}
            aria-pressed={o === outcome}
            sx={{ color: 'text.primary' }}
          />
        ))}
      </Stack>
      {rows.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {rows.isError && (
        <Alert severity="error" role="alert">
          {translate(errorMessage(rows.error), { _: errorMessage(rows.error) })}
        </Alert>
      )}
      {/* Wider than a phone, it scrolls sideways: the keyboard scrolls it too (axe's scrollable-region-focusable). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('preview.caption')}>
        <Table size="small" aria-label={t('preview.caption')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('preview.line')}</TableCell>
              <TableCell>{t('preview.outcome')}</TableCell>
              <TableCell>{t('preview.changes')}</TableCell>
              <TableCell>{t('preview.cells')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('preview.no_rows')}</TableCell>
              </TableRow>
            )}
            {rows.data?.items.map((row) => {
              const cells = row.cells.join(' | ');
              return (
                <TableRow key={row.row} sx={row.outcome === 'refused' ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.15) } : undefined}>
                  <TableCell component="th" scope="row">
                    {row.row}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: row.outcome === 'refused' ? 600 : undefined }}>{t(`outcomes.${row.outcome}`)}</TableCell>
                  <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                    <RowChanges row={row} descriptor={descriptor} />
                  </TableCell>
                  <TableCell title={cells} sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {cells}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {rows.data && rows.data.count > ROWS_PAGE && (
        <TablePagination
          component="div"
          count={rows.data.count}
          page={page}
          rowsPerPage={ROWS_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
    </Stack>
  );
}
