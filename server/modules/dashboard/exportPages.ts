/**
 * An export's rows as text cells (csvExportQuery's cellsQuery: the cells c0… as text, in the export's order), for the
 * XLSX writer (xlsxWorkbook.ts):
 * - PostgreSQL: one `COPY (…) TO STDOUT` in its text format (csvExportCopy.ts's copyBytes: a pool connection held for
 *   the export, read only as fast as the writer asks, the COPY cancelled at once when the signal aborts; the plan a
 *   COPY gets, parallel workers included, reads a million rows three times faster than a cursor's FETCHes), its bytes
 *   handed on as they arrive (the writer's thread splits them into cells);
 * - PGlite (one connection, no streaming COPY): keyset pages, as csvExportPages.ts reads them, each page one query
 *   answering its rows as one JSON text (PGlite hands rows to JavaScript slowly), other requests running between
 *   pages; an abort stops before the next page.
 * COPY takes no parameters: its query is compiled with its values as literals by pg's escaping (inlineSql), as the
 * CSV's COPY is.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { type SqlBool, sql } from 'kysely';
import { onPglite } from '../../db/csvExport';
import { copyBytes } from '../../db/csvExportCopy';
import { type CsvExport, cellsQuery, inlineSql } from '../../db/csvExportQuery';
import type { Db } from '../../db/database';
import type { XlsxCell } from './xlsxWorkbook';

/** Rows per keyset page on PGlite: a few tens of milliseconds of its time. */
export const PAGE_ROWS = 5000;

export async function* exportInputs(db: Db, e: CsvExport, signal: AbortSignal): AsyncGenerator<{ bytes: Uint8Array } | { rows: XlsxCell[][] }> {
  if (await onPglite(db)) {
    for await (const rows of keysetPages(db, e, signal)) yield { rows };
    return;
  }
  // Each chunk copied into a buffer of its own, which moves to the writer's thread (pg's may share a larger one).
  for await (const chunk of copyBytes(db, `COPY (${inlineSql(db, cellsQuery(e))}) TO STDOUT`, signal)) yield { bytes: new Uint8Array(chunk) };
}

async function* keysetPages(db: Db, e: CsvExport, signal: AbortSignal): AsyncGenerator<XlsxCell[][]> {
  const pageSize = e.pageSize ?? PAGE_ROWS;
  // Internal column names only: no value is written into this SQL.
  const cells = sql.raw(`json_build_array(${e.columns.map((_, i) => `p.c${i}`).join(', ')})`);
  // The aggregates read the page in its ORDER BY … LIMIT order (a subquery with a LIMIT is scanned as it comes).
  const lastKeys = e.orderBy.map((_, i) => sql<string>`(array_agg(${sql.ref(`p.k${i}`)}))[count(*)]`.as(`k${i}`));
  const tuple = sql.join([...e.orderBy]);
  let after: string[] | undefined;
  while (!signal.aborted) {
    let rows = cellsQuery(e, true);
    if (after) rows = rows.where(sql<SqlBool>`(${tuple}) ${sql.raw(e.desc ? '<' : '>')} (${sql.join(after)})`);
    const page = await db
      .selectFrom(rows.limit(pageSize).as('p'))
      .select([sql<string | null>`json_agg(${cells})::text`.as('rows'), sql<number>`count(*)::int`.as('n'), ...lastKeys])
      .executeTakeFirstOrThrow();
    if (page.rows) yield JSON.parse(page.rows) as XlsxCell[][];
    if (page.n < pageSize) return;
    const keys = page as unknown as Record<string, string>;
    after = e.orderBy.map((_, i) => keys[`k${i}`]);
    await yieldToOthers();
  }
}
