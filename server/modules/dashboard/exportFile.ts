/**
 * An export sent as the answer: its content type, an attachment's file name, and `X-Total-Rows`, the rows it will
 * write (counted first, so the console can show progress), then the file streamed as the client reads it.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { ExportFormat } from '../../../contract/dashboard';
import { csvLine } from '../../../contract/csv';
import { csvExport } from '../../db/csvExport';
import type { Db } from '../../db/database';
import { CONTENT_TYPES } from './exportColumns';
import { type DashboardExport, xlsxRows } from './exportRows';
import type { DashboardRows } from './sources';
import { type XlsxCell, type XlsxColumn, xlsxStream } from './xlsxWorkbook';

function fileHeaders(reply: FastifyReply, format: ExportFormat, file: string, rows: number): void {
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('x-total-rows', String(rows))
    .header('cache-control', 'no-store');
}

/** How many rows an export writes. */
export async function countRows(e: DashboardExport): Promise<number> {
  const { n } = await (e.rows as unknown as DashboardRows).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return n;
}

/** A rows export: its count, then its rows streamed from the database (Fastify pipes the stream, and destroys it when the client goes away). */
export async function sendRowsExport(db: Db, reply: FastifyReply, e: DashboardExport, format: ExportFormat, file: string): Promise<never> {
  fileHeaders(reply, format, file, await countRows(e));
  const sheet = file.replace(/[_.].*$/, '');
  return reply.send(format === 'csv' ? csvExport(db, e) : xlsxRows(db, e, sheet)) as never;
}

/** A small table already computed (the summary's): the same files, the cells typed as given. */
export function sendTable(reply: FastifyReply, columns: readonly XlsxColumn[], rows: readonly XlsxCell[][], format: ExportFormat, file: string): never {
  fileHeaders(reply, format, file, rows.length);
  if (format === 'csv') return reply.send(Readable.from([`\uFEFF${csvLine(columns.map((c) => c.label))}${rows.map((r) => csvLine(r)).join('')}`])) as never;
  return reply.send(
    xlsxStream(file.replace(/[_.].*$/, ''), columns, async function* () {
      yield { rows: rows as XlsxCell[][] };
    }),
  ) as never;
}
