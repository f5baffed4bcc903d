/**
 * One chart (MUI X Charts: bar, pie or line) with its one-sentence summary and its data as a table under it: each
 * row's button, like a click on the bar, slice or month (or Enter on it when focused), leads to that item's rows.
 */
import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { PiePlot } from '@mui/x-charts/PieChart';
import { useCallback, useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { axisLabelLength, type ChartItem, chartSentence, formatMonth, formatNumber, partialSentence, shortLabel } from './chartText';

export interface ChartViewProps {
  title: string;
  kind: 'bar' | 'pie' | 'line';
  items: ChartItem[];
  total: number;
  /** The dashboard's noun for its rows (resources.dashboards.nouns). */
  noun: string;
  /** Items are months (YYYY-MM). */
  months?: boolean;
  /** The items are only the most counted values: the rows with other values are counted apart (the summary's groups). */
  more?: boolean;
  onItem?: (item: ChartItem) => void;
}

/** Bars drawn at most; the table lists every item. */
const BARS_MAX = 15;
const keyboard = { keyboardActivation: true } as const;

/**
 * The chart composed from MUI X Charts' plots and axes (not the all-in-one BarChart, PieChart, LineChart: their
 * tooltip and toolbar pull in modules of the console's shell, which the bundler would then split out of it, growing
 * every screen's JavaScript; bench/bundle.ts).
 */
function Chart({ kind, items, months, onItem, label, width }: ChartViewProps & { label: string; width: number }) {
  const names = items.map((it) => (months ? formatMonth(it.name) : it.name));
  const counts = items.map((it) => it.count);
  const pick = (i: number | undefined) => i !== undefined && items[i] && onItem?.(items[i]);
  if (kind === 'pie')
    return (
      // The legend is HTML beside the drawing, both inside the provider.
      <ChartsDataProvider
        width={200}
        height={200}
        experimentalFeatures={keyboard}
        series={[{ type: 'pie', data: items.map((it, i) => ({ id: i, value: it.count, label: names[i] })), innerRadius: 40 }]}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <ChartsSurface aria-label={label} style={{ width: 200, height: 200 }}>
            <PiePlot onItemClick={(_, d) => pick(d.dataIndex)} />
          </ChartsSurface>
          <ChartsLegend direction="vertical" />
        </Box>
      </ChartsDataProvider>
    );
  if (kind === 'line')
    return (
      <ChartsContainer
        height={240}
        experimentalFeatures={keyboard}
        xAxis={[{ id: 'x', scaleType: 'point', data: names }]}
        yAxis={[{ id: 'y' }]}
        series={[{ type: 'line', data: counts, label }]}
        onAxisClick={(_, d) => pick(d?.dataIndex)}
        aria-label={label}
      >
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="x" />
        <ChartsYAxis axisId="y" />
      </ChartsContainer>
    );
  const shown = items.slice(0, BARS_MAX);
  // The names' axis as wide as its longest name (MUI X measures them), a long one cut to what the chart's width allows.
  const length = axisLabelLength(width);
  return (
    <ChartsContainer
      height={Math.max(160, 32 * shown.length + 40)}
      experimentalFeatures={keyboard}
      yAxis={[{ id: 'y', scaleType: 'band', data: names.slice(0, BARS_MAX), width: 'auto', valueFormatter: (name: string, context) => (context.location === 'tick' ? shortLabel(name, length) : name) }]}
      xAxis={[{ id: 'x' }]}
      series={[{ type: 'bar', layout: 'horizontal', data: counts.slice(0, BARS_MAX), label }]}
      aria-label={label}
    >
      <BarPlot onItemClick={(_, d) => pick(d.dataIndex)} />
      <ChartsXAxis axisId="x" />
      <ChartsYAxis axisId="y" />
    </ChartsContainer>
  );
}

/** An element's width as it changes (0 until measured, and where the browser cannot tell: jsdom). */
function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function ChartView(props: ChartViewProps) {
  const { title, items, total, noun, months, more, onItem } = props;
  const translate = useTranslate();
  const [measured, width] = useWidth();
  const [locale] = useLocaleState();
  const id = useId();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.dashboards.chart.${key}`, options);
  const sentence = chartSentence(items, total, noun, translate, locale, months);
  return (
    <Paper ref={measured} component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" data-testid="chart-summary">
        {sentence}
      </Typography>
      {more && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="chart-partial">
          {partialSentence(items, total, noun, translate, locale)}
        </Typography>
      )}
      {items.length > 0 && <Chart {...props} label={title} width={width} />}
      <Box role="region" tabIndex={0} aria-label={t('dataOf', { chart: title })} sx={{ maxHeight: 220, overflow: 'auto' }}>
        <Table size="small" aria-label={t('dataOf', { chart: title })}>
          <TableHead>
            <TableRow>
              <TableCell>{t(months ? 'month' : 'value')}</TableCell>
              <TableCell align="right">{t('count')}</TableCell>
              {onItem && <TableCell>{t('rows')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((it) => {
              const name = months ? formatMonth(it.name) : it.name || translate('resources.dashboards.values.none');
              return (
                <TableRow key={String(it.id)}>
                  <TableCell>{name}</TableCell>
                  <TableCell align="right">{formatNumber(it.count, locale)}</TableCell>
                  {onItem && (
                    <TableCell>
                      <Button size="small" onClick={() => onItem(it)} aria-label={t('showLabel', { name })}>
                        {t('show')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
