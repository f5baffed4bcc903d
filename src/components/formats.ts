/** The spec's display formats (§2, §9): dates as MM/DD/YYYY hh:mm:ss am/pm; currency with $, 2 decimals, comma thousands. */
import { format, isValid } from 'date-fns';

export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm:ss aaa';

export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, DATE_TIME_FORMAT) : '';
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
