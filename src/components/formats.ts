/** The spec's display formats (§2, §9): dates as MM/DD/YYYY hh:mm:ss am/pm; currency with $, 2 decimals, comma thousands. */

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

export function formatCurrency(value: number | string | null | undefined, symbol = '$', decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  const digits = Math.abs(amount).toFixed(decimals);
  const [whole, fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
  return amount < 0 && Number(digits) !== 0 ? `-${text}` : text;
}
