/**
 * The shared streaming CSV export: a query's rows as CSV, streamed to the
 * reply at the pace the client reads, with memory that does not grow with the
 * number of rows. The cells are exactly what `csvCell` (contract/csv.ts) writes
 * (RFC 4180 quoting, CRLF, formulas defused), whichever the database:
 * - PostgreSQL: one `COPY (query) TO STDOUT` (csvExportCopy.ts), the cells
 *   defused in SQL, the bytes passed through with line ends fixed in place;
 * - PGlite (one connection, no streaming COPY): keyset pages (csvExportPages.ts),
 *   other requests running between pages.
 * A reader that goes away stops the export: on PostgreSQL its COPY is cancelled at once, even mid-read.
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
import { countExport } from '../metrics/metrics';

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

/**
 * The CSV, as a stream that reads from the database only as fast as it is read. Destroyed before its end (the client
 * went away), its COPY is cancelled at once: Readable.from's own destroy waits for a pending read to answer before it
 * returns the generator, too late for a COPY still sorting.
 */
export function csvExport<DB, TB extends keyof DB>(db: Db, e: CsvExport<DB, TB>): Readable {
  const stop = new AbortController();
  async function* chunks(): AsyncGenerator<Buffer | string> {
    if (e.header !== false) yield `\uFEFF${csvLine(e.columns.map((c) => c.label))}`;
    yield* (await onPglite(db)) ? pageChunks(db, e as CsvExport) : copyChunks(db, e as CsvExport, stop.signal);
  }
  return countExport(abortOnDestroy(Readable.from(chunks(), { objectMode: false }), stop), 'csv');
}

/** `stream`, which aborts `stop` as soon as it is destroyed, before its own destroy runs. */
export function abortOnDestroy<S extends Readable>(stream: S, stop: AbortController): S {
  const destroy = stream._destroy.bind(stream);
  stream._destroy = (error, callback) => {
    stop.abort();
    destroy(error, callback);
  };
  return stream;
}
