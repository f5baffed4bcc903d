/**
 * The shared streaming CSV export: a query's rows as CSV, streamed to the
 * reply at the pace the client reads, with memory that does not grow with the
 * number of rows. The cells are exactly what `csvCell` (contract/csv.ts) writes
 * (RFC 4180 quoting, CRLF, formulas defused), whichever the database:
 * - PostgreSQL: one `COPY (query) TO STDOUT` (csvExportCopy.ts), the cells
 *   defused in SQL, the bytes passed through with line ends fixed in place;
 * - PGlite (one connection, no streaming COPY): keyset pages (csvExportPages.ts),
 *   other requests running between pages.
 *
 *   reply.send(csvExport(db, { rows: db.selectFrom('devices as d').where(…), columns: [
 *     { label: 'Serial', value: sql`d.serial` }, …], orderBy: [sql`d.id`] }));
 */
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { csvLine } from '../../contract/csv';
import { copyChunks } from './csvExportCopy';
import { pageChunks } from './csvExportPages';
import type { CsvExport } from './csvExportQuery';
import type { Db } from './database';

export type { CsvColumn, CsvExport } from './csvExportQuery';

const isPglite = new WeakMap<Db, Promise<boolean>>();

/** Whether `db` is PGlite (its version says so), asked once per database. */
export function onPglite(db: Db): Promise<boolean> {
  let answer = isPglite.get(db);
  if (!answer) {
    answer = sql<{ v: string }>`SELECT version() AS v`.execute(db).then((r) => r.rows[0].v.includes('PGlite'));
    isPglite.set(db, answer);
    // A failure (the database not answering yet) is asked again next time.
    answer.catch(() => isPglite.delete(db));
  }
  return answer;
}

/** The CSV, as a stream that reads from the database only as fast as it is read. */
export function csvExport<DB, TB extends keyof DB>(db: Db, e: CsvExport<DB, TB>): Readable {
  async function* chunks(): AsyncGenerator<Buffer | string> {
    if (e.header !== false) yield `\uFEFF${csvLine(e.columns.map((c) => c.label))}`;
    yield* (await onPglite(db)) ? pageChunks(db, e as CsvExport) : copyChunks(db, e as CsvExport);
  }
  return Readable.from(chunks(), { objectMode: false });
}
