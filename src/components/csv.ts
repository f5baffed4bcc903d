/**
 * CSV export (RFC 4180): every cell quoted when it holds a quote, comma or
 * line break; a cell that starts with = + - @ tab or NUL is prefixed with '
 * so a spreadsheet never runs it as a formula.
 */
import { valueAt } from '../../resources/fieldPath';

export interface CsvColumn {
  source: string;
  label: string;
  format?: (value: unknown) => string;
}

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\0]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  const header = columns.map((c) => csvCell(c.label)).join(',');
  const lines = rows.map((row) => columns.map((c) => {
    const value = valueAt(row, c.source);
    return csvCell(c.format ? c.format(value) : value);
  }).join(','));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${filename}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
