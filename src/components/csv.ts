/** The console's CSV downloads: rows of declared columns, cells written by the shared rules of contract/csv.ts. */
import { csvLine } from '../../contract/csv';
import { valueAt } from '../declare/fieldPath';

export interface CsvColumn {
  source: string;
  label: string;
  format?: (value: unknown) => string;
  /** The cell's value computed from the row, for a column with no field of its own. */
  value?: (row: Record<string, unknown>) => unknown;
}

/** The header row: the columns' labels as the user sees them. */
export const csvHeader = (columns: CsvColumn[]) => csvLine(columns.map((c) => c.label));

export function toCsv(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  const lines = rows.map((row) =>
    csvLine(
      columns.map((c) => {
        const value = c.value ? c.value(row) : valueAt(row, c.source);
        return c.format ? c.format(value) : value;
      }),
    ),
  );
  return csvHeader(columns) + lines.join('');
}

/** Saves the parts as `<filename>.csv`, after a byte-order mark so spreadsheets read UTF-8. */
export const downloadCsv = (filename: string, ...parts: BlobPart[]): void => download(`${filename}.csv`, new Blob(['\uFEFF', ...parts], { type: 'text/csv;charset=utf-8' }));

/** Saves a file the console made as `fileName`. */
export function download(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
