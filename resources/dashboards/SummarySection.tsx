/**
 * The statistics dashboard's summary (DashboardSummaryChoices): a category switch with spec §9's choices; the counts
 * per value of each category asked as a bar chart with its table (a bar leads to its requests), and for Time Stats
 * (and All) the median and 90th percentile of the response and completion times.
 */
import { Box, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Summary } from '../../contract/dashboard';
import type { DashboardCategoryKey } from '../../contract/dashboardSchema';
import { CATEGORY_COLUMNS, DASHBOARD_CATEGORIES } from '../../contract/dashboardChoices';
import { ChartView } from './ChartView';
import type { ChartItem } from './chartText';
import type { DashboardView } from './dashboardState';
import { useSummary } from './useDashboardData';
import type { ViewChange } from './useDashboardView';

const CATEGORY_IDS = Object.values(DASHBOARD_CATEGORIES);
const keyOf = (id: number) => (Object.keys(DASHBOARD_CATEGORIES) as DashboardCategoryKey[]).find((k) => DASHBOARD_CATEGORIES[k] === id);
/** The statistics column a summary group counts by (CATEGORY_COLUMNS), so a bar leads to its rows. */
export const categoryColumn = (category: number) => {
  const key = keyOf(category);
  return key && key !== 'all' && key !== 'timeStats' ? CATEGORY_COLUMNS[key] : undefined;
};

function TimeStats({ stats }: { stats: NonNullable<Summary['timeStats']> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.dashboards.summary.${key}`, options);
  const minutes = (m: number | null) => (m === null ? t('noFigure') : t('minutes', { n: new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { maximumFractionDigits: 1 }).format(m) }));
  const rows = [
    ['response', stats.response],
    ['completion', stats.completion],
  ] as const;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="time-stats-title" sx={{ p: 2 }}>
      <Typography id="time-stats-title" variant="subtitle1" component="h3">
        {t('timeStats')}
      </Typography>
      <Typography variant="body2" data-testid="time-stats-summary">
        {t('timeSentence', { response: minutes(stats.response.medianMinutes), completion: minutes(stats.completion.medianMinutes) })}
      </Typography>
      {/* On a phone the table scrolls in its box (the keyboard's too), not the page. */}
      <Box role="region" tabIndex={0} aria-labelledby="time-stats-title" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="time-stats-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('measure')}</TableCell>
              <TableCell align="right">{t('requests')}</TableCell>
              <TableCell align="right">{t('median')}</TableCell>
              <TableCell align="right">{t('p90')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([key, d]) => (
              <TableRow key={key}>
                <TableCell>{t(key)}</TableCell>
                <TableCell align="right">{d.count}</TableCell>
                <TableCell align="right">{minutes(d.medianMinutes)}</TableCell>
                <TableCell align="right">{minutes(d.p90Minutes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

export function CategorySelect({ value, onChange }: { value: number; onChange: (category: number) => void }) {
  const translate = useTranslate();
  return (
    <TextField select fullWidth={false} size="small" label={translate('resources.dashboards.summary.category')} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 200 }}>
      {CATEGORY_IDS.map((id) => (
        <MenuItem key={id} value={id}>
          {translate(`resources.dashboards.categories.${id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SummarySection({ view, update, toRows }: { view: DashboardView; update: (c: ViewChange) => void; toRows: (column: string, item: ChartItem) => void }) {
  const translate = useTranslate();
  const { data } = useSummary(view, true);
  return (
    <Stack spacing={2} component="section" aria-labelledby="summary-title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="summary-title" variant="h6" component="h2">
          {translate('resources.dashboards.summary.title')}
        </Typography>
        <CategorySelect value={view.category} onChange={(category) => update({ category })} />
      </Stack>
      {data?.groups.map((g) => {
        const column = categoryColumn(g.category);
        return (
          <ChartView
            key={g.category}
            title={translate(`resources.dashboards.categories.${g.category}`)}
            kind="bar"
            items={g.items}
            more={g.more}
            total={data.total}
            noun="statistics"
            onItem={column ? (item) => toRows(column, item) : undefined}
          />
        );
      })}
      {data?.timeStats && <TimeStats stats={data.timeStats} />}
    </Stack>
  );
}
