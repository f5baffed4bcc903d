/**
 * A dashboard's charts as its schema declares them (DashboardChart each): a bar or slice leads to its rows (the
 * chart's condition `column eq value` added), a month to that month's range.
 */
import { Box } from '@mui/material';
import type { DataSchema } from '../../contract/dashboard';
import type { DashboardName } from '../../contract/dashboardSchema';
import { ChartView } from './ChartView';
import type { ChartItem } from './chartText';
import { type DashboardView, itemCondition, monthRange, withCondition } from './dashboardState';
import { useChart } from './useDashboardData';
import type { ViewChange } from './useDashboardView';

type SchemaChart = DataSchema['charts'][number];

/** Where a chart's item leads: its rows in the table (the caller scrolls there). */
export function useItemRows(schema: DataSchema | undefined, update: (change: ViewChange) => void, onShown: () => void) {
  return (chart: { column?: string; month?: string }, item: ChartItem) => {
    if (chart.month && typeof item.id === 'string') update(monthRange(item.id));
    else {
      const column = schema?.columns.find((c) => c.key === chart.column);
      if (!column) return;
      update((v) => ({ conditions: withCondition(v.conditions, itemCondition(column, item.id)) }));
    }
    onShown();
  };
}

function OneChart({ name, chart, view, noun, onItem }: { name: DashboardName; chart: SchemaChart; view: DashboardView; noun: string; onItem: (item: ChartItem) => void }) {
  const { data } = useChart(name, chart.key, view);
  return <ChartView title={chart.label} kind={chart.kind} items={data?.items ?? []} total={data?.total ?? 0} noun={noun} months={!!chart.month} onItem={onItem} />;
}

export function DashboardCharts({ name, schema, view, noun, toRows }: { name: DashboardName; schema: DataSchema; view: DashboardView; noun: string; toRows: (chart: SchemaChart, item: ChartItem) => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(auto-fit, minmax(360px, 1fr))' } }}>
      {schema.charts.map((chart) => (
        <OneChart key={chart.key} name={name} chart={chart} view={view} noun={noun} onItem={(item) => toRows(chart, item)} />
      ))}
    </Box>
  );
}
