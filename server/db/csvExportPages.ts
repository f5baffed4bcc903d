/**
 * The PGlite path of csvExport.ts: PGlite has one connection and no streaming
 * COPY, so the export reads keyset pages (the next page starts after the last
 * row's keys, found by the sort index, never by OFFSET). Each page is one
 * query that answers one row: the page's CSV text, written by SQL exactly as
 * csvCell would, and the last row's keys. Handing PGlite's rows to JavaScript
 * costs more than the query (235 ms against 30 to 90 ms for 5,000 rows of six
 * cells), so a page's rows never become objects. Between pages the export
 * waits for its reader and lets other requests' queries run.
 */
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { type SqlBool, sql } from 'kysely';
import { cellsQuery, type CsvExport, csvCellSql } from './csvExportQuery';
import type { Db } from './database';

/** Rows per page: a few tens of milliseconds of PGlite's time for a list row of a dozen cells. */
export const PAGE_ROWS = 5000;

export async function* pageChunks(db: Db, e: CsvExport): AsyncGenerator<string> {
  const pageSize = e.pageSize ?? PAGE_ROWS;
  // One line of cells: internal column names only, no value is written into this SQL.
  const line = sql.raw(`${e.columns.map((c, i) => csvCellSql(`p.c${i}`, c.number)).join(` || ',' || `)} || E'\\r\\n'`);
  // The aggregates read the page in its ORDER BY … LIMIT order (a subquery with a LIMIT is scanned as it comes).
  const lastKeys = e.orderBy.map((_, i) => sql<string>`(array_agg(${sql.ref(`p.k${i}`)}))[count(*)]`.as(`k${i}`));
  const tuple = sql.join([...e.orderBy]);
  let after: string[] | undefined;
  for (;;) {
    let rows = cellsQuery(e, true);
    if (after) rows = rows.where(sql<SqlBool>`(${tuple}) ${sql.raw(e.desc ? '<' : '>')} (${sql.join(after)})`);
    const page = await db
      .selectFrom(rows.limit(pageSize).as('p'))
      .select([sql<string | null>`string_agg(${line}, '')`.as('csv'), sql<number>`count(*)::int`.as('n'), ...lastKeys])
      .executeTakeFirstOrThrow();
    if (page.csv) yield page.csv;
    if (page.n < pageSize) return;
    // The keys as text come back as parameters that PostgreSQL reads as the keys' own types, exactly.
    const keys = page as unknown as Record<string, string>;
    after = e.orderBy.map((_, i) => keys[`k${i}`]);
    await yieldToOthers();
  }
}
