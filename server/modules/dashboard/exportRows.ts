/**
 * A dashboard's rows export (issue 18): the rows of its range matching its ad hoc conditions, in its order (id
 * ascending unless asked otherwise), the columns asked for under their labels; as CSV through the shared streaming
 * export (one COPY on PostgreSQL, keyset pages on PGlite) or as XLSX (the same cells as text, typed by their
 * column's kind as they are written).
 */
import type { Readable } from 'node:stream';
import type { Condition } from '../../../contract/dashboard';
import type { DashboardName } from '../../../contract/dashboardSchema';
import type { CsvExport } from '../../db/csvExport';
import type { Db } from '../../db/database';
import type { ChoiceLanguage } from './choices';
import { type ExportColumn, exportColumns } from './exportColumns';
import { exportInputs } from './exportPages';
import { dashboardRows, orderOf } from './sources';
import { xlsxStream } from './xlsxWorkbook';

export interface DashboardExport extends CsvExport {
  columns: ExportColumn[];
}

export interface RowsExportQuery {
  startDate?: string;
  endDate?: string;
  conditions?: readonly Condition[];
  orderBy?: string;
  sortBy?: string;
  columns: readonly string[];
  language: ChoiceLanguage;
}

export async function rowsExport(db: Db, name: DashboardName, q: RowsExportQuery): Promise<DashboardExport> {
  const { keys, desc } = orderOf(name, q.orderBy, q.sortBy);
  return { rows: dashboardRows(db, name, q) as CsvExport['rows'], columns: await exportColumns(db, name, q.columns, q.language), orderBy: keys, desc };
}

/** The rows as XLSX, their text cells typed by their column's kind in the writer's thread. */
export const xlsxRows = (db: Db, e: DashboardExport, sheetName: string): Readable => xlsxStream(sheetName, e.columns, (signal) => exportInputs(db, e, signal));
