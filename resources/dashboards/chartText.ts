/** A chart's words: its one-sentence summary, its cells' names and numbers in the console's language. Pure. */
import { formatDate, formatDateTime } from '../../src/components/formats';

export interface ChartItem {
  id: string | number | boolean | null;
  name: string;
  count: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const formatNumber = (n: number, locale: string) => new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US').format(n);

/** A month (YYYY-MM) as MM/YYYY, the spec's order of a date's parts. */
export const formatMonth = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? `${month.slice(5)}/${month.slice(0, 4)}` : month);

/** The axis labels' font size (MUI X Charts' tick labels) and a mean character width at it, in pixels. */
const TICK_CHAR_WIDTH = 6.5;
/** The share of a bar chart's width its names' axis may take: the bars keep the rest. */
const AXIS_SHARE = 0.45;

/**
 * The most characters of a name a bar chart `width` pixels wide shows beside its bars (the rest cut with an
 * ellipsis; the table under the chart names it whole): as many as its axis's share of the width holds, 12 at
 * least, 32 while the width is not known yet.
 */
export const axisLabelLength = (width: number) => (width > 0 ? Math.max(12, Math.floor((width * AXIS_SHARE) / TICK_CHAR_WIDTH)) : 32);

/** A name cut to `length` characters, an ellipsis last. */
export const shortLabel = (name: string, length: number) => (name.length <= length ? name : `${name.slice(0, length - 1).trimEnd()}…`);

/** "1,234 requests; most: Completed (600)" (or "…; most: 03/2026 (61)" for months); "No rows" when there are none. */
export function chartSentence(items: ChartItem[], total: number, noun: string, translate: Translate, locale: string, months = false): string {
  const count = translate(`resources.dashboards.nouns.${noun}`, { smart_count: total, count: formatNumber(total, locale) });
  if (total === 0 || items.length === 0) return translate('resources.dashboards.chart.empty', { count });
  const top = items.reduce((best, it) => (it.count > best.count ? it : best), items[0]);
  return translate('resources.dashboards.chart.sentence', { count, name: months ? formatMonth(top.name) : top.name || translate('resources.dashboards.values.none'), most: formatNumber(top.count, locale) });
}

/** "Showing the 100 most frequent values; 1,234 requests with other values.": the items are the most counted, not all. */
export function partialSentence(items: ChartItem[], total: number, noun: string, translate: Translate, locale: string): string {
  const rest = Math.max(0, total - items.reduce((sum, it) => sum + it.count, 0));
  const others = translate(`resources.dashboards.nouns.${noun}`, { smart_count: rest, count: formatNumber(rest, locale) });
  return translate('resources.dashboards.chart.partial', { shown: formatNumber(items.length, locale), others });
}

/** A table cell as shown: yes/no, a choice's name, a lookup item's text by its name in the language (`names`), a date in the spec's format. */
export function cellText(value: unknown, column: { type: string; choices?: { id: number; name: string }[]; names?: Record<string, string> }, translate: Translate): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.type === 'boolean') return translate(value === true || value === 'true' ? 'resources.dashboards.values.yes' : 'resources.dashboards.values.no');
  if (column.type === 'choice') return column.choices?.find((c) => c.id === Number(value))?.name ?? String(value);
  if (column.type === 'date') return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value as string);
  return column.names?.[String(value)] ?? String(value);
}
