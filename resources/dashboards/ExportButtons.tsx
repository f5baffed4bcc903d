/**
 * The dashboard's exports as CSV or XLSX: its rows (its Export* call: the ad hoc query, the visible columns in their
 * order, the console's language) and, on statistics, the summary's table (ExportServiceRequestStatistics). Each
 * download is streamed (./streamDownload.ts) with its progress shown and a Cancel that aborts it (the server stops).
 */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { accessToken, refresh } from '../../authProvider/session';
import { dashboardContract as c, EXPORT_DASHBOARD, type ExportFormat } from '../../contract/dashboard';
import type { DashboardName } from '../../contract/dashboardSchema';
import type { Endpoint } from '../../contract/define';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { formatNumber } from './chartText';
import type { DashboardView } from './dashboardState';
import { type ExportInput, type Progress, saveBlob, streamDownload } from './streamDownload';

const rowsExport = (name: DashboardName) => {
  const key = (Object.keys(EXPORT_DASHBOARD) as (keyof typeof EXPORT_DASHBOARD)[]).find((k) => EXPORT_DASHBOARD[k] === name);
  return key ? c[key] : undefined;
};

interface Running {
  progress: Progress;
  abort: AbortController;
}

export function ExportButtons({ name, view, columns }: { name: DashboardName; view: DashboardView; columns: string[] }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.dashboards.exports.${key}`, options);
  const [locale] = useLocaleState();
  const language = locale === 'es' ? 'es' : 'en';
  const alert = useAlert();
  const [running, setRunning] = useState<Running | null>(null);
  const busy = useRef(false);

  const run = async (endpoint: Endpoint, input: ExportInput, format: ExportFormat, fallbackName: string) => {
    if (busy.current) return;
    busy.current = true;
    const abort = new AbortController();
    setRunning({ abort, progress: { rows: format === 'csv' ? 0 : null, bytes: 0, totalRows: null } });
    try {
      const file = await streamDownload(
        endpoint,
        input,
        { csv: format === 'csv', signal: abort.signal, fallbackName: `${fallbackName}.${format}`, onProgress: (progress) => setRunning({ abort, progress }) },
        { fetch: (...args) => fetch(...args), token: accessToken, refresh, language },
      );
      saveBlob(file);
      alert.success('resources.dashboards.exports.done', { filename: file.filename });
    } catch (error) {
      if (abort.signal.aborted) alert.warning('resources.dashboards.exports.cancelled');
      else alert.error(errorMessage(error));
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  const rowsEndpoint = rowsExport(name);
  const exportRows = (format: ExportFormat) =>
    rowsEndpoint &&
    run(rowsEndpoint, { body: { startDate: view.startDate, endDate: view.endDate, conditions: view.conditions, orderBy: view.orderBy, sortBy: view.sortBy, columns, format, language } }, format, name);
  const exportAll = (format: ExportFormat) =>
    run(c.exportServiceRequests, { query: { startDate: view.startDate, endDate: view.endDate, format, language } }, format, 'service-requests');
  const exportSummary = (format: ExportFormat) =>
    run(c.exportServiceRequestStatistics, { body: { startDate: view.startDate, endDate: view.endDate, category: view.category, format, language } }, format, `${name}-summary`);

  const p = running?.progress;
  const status = !p
    ? ''
    : p.rows !== null
      ? p.totalRows !== null
        ? t('rowsOf', { rows: formatNumber(p.rows, locale), total: formatNumber(p.totalRows, locale) })
        : t('rows', { rows: formatNumber(p.rows, locale) })
      : t('bytes', { kb: formatNumber(Math.round(p.bytes / 1024), locale) });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="exports-title" sx={{ p: 2 }}>
      <Typography id="exports-title" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, my: 1 }}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} startIcon={<DownloadIcon />} variant="outlined" disabled={!!running} onClick={() => exportRows(format)}>
            {t(`rows_${format}`)}
          </Button>
        ))}
        {name === 'statistics' &&
          (['csv', 'xlsx'] as const).map((format) => (
            <Button key={`s-${format}`} startIcon={<DownloadIcon />} variant="outlined" disabled={!!running} onClick={() => exportSummary(format)}>
              {t(`summary_${format}`)}
            </Button>
          ))}
        {name === 'statistics' &&
          (['csv', 'xlsx'] as const).map((format) => (
            <Button key={`a-${format}`} startIcon={<DownloadIcon />} variant="outlined" disabled={!!running} onClick={() => exportAll(format)}>
              {t(`all_${format}`)}
            </Button>
          ))}
      </Stack>
      <Box role="status" aria-live="polite" data-testid="export-progress">
        {p && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <LinearProgress
                aria-label={t('progress')}
                variant={p.rows !== null && p.totalRows ? 'determinate' : 'indeterminate'}
                value={p.rows !== null && p.totalRows ? Math.min(100, (100 * p.rows) / p.totalRows) : undefined}
              />
              <Typography variant="body2">{status}</Typography>
            </Box>
            <Button color="warning" onClick={() => running?.abort.abort()}>
              {t('cancel')}
            </Button>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
