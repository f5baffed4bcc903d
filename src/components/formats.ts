/**
 * The spec's display formats (§2, §9): dates as MM/DD/YYYY hh:mm:ss am/pm; currency with $, 2 decimals, comma
 * thousands (a language's own marks where it writes numbers otherwise: money.ts). Amounts typed: parseAmount.ts.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The spec's pattern, MM/DD/YYYY hh:mm:ss am/pm, of a wall-clock reading (the browser's, or a zone's: zonedFormats.ts). */
export function formatWallTime(year: number, month: number, day: number, hour: number, minute: number, second: number): string {
  return `${two(month)}/${two(day)}/${year} ${two(hour % 12 || 12)}:${two(minute)}:${two(second)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** MM/DD/YYYY hh:mm:ss am/pm in the browser's time zone; '' for no date or an invalid one. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return formatWallTime(d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());
}

/**
 * A date without time as MM/DD/YYYY. A date-only string (`2026-01-01`, as a date column answers) is that
 * calendar day wherever the browser is: `new Date('2026-01-01')` would be UTC midnight, the day before west of UTC.
 */
export function formatDate(value: Date | string | null | undefined): string {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  return formatDateTime(value).slice(0, 10);
}

/** How a language writes a number: its thousands separator and its decimal mark (the messages' `app.format`). */
export interface NumberMarks {
  thousands: string;
  decimal: string;
}

/** The spec's (§2): comma thousands, a point before the decimals. */
export const SPEC_MARKS: NumberMarks = { thousands: ',', decimal: '.' };

const amountOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : null;
};

/** An amount with `decimals` decimals and its thousands grouped, without a symbol: 1,234.50 (1.234,50 in Spanish); '' for none. */
export function formatAmount(value: unknown, decimals = 2, marks: NumberMarks = SPEC_MARKS): string {
  const amount = amountOf(value);
  if (amount === null) return '';
  const digits = Math.abs(amount).toFixed(decimals);
  const [whole, fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.thousands);
  const text = fraction ? `${grouped}${marks.decimal}${fraction}` : grouped;
  return amount < 0 && Number(digits) !== 0 ? `-${text}` : text;
}

/** An amount as the spec shows it: the symbol ($ by default), 2 decimals, thousands grouped; the sign before the symbol. */
export function formatCurrency(value: unknown, symbol = '$', decimals = 2, marks: NumberMarks = SPEC_MARKS): string {
  const text = formatAmount(value, decimals, marks);
  if (text === '') return '';
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
