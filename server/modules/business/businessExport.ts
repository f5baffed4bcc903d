/**
 * The CSV export (Business/Export): every business the list query matches, in
 * its order, read in keyset pages of EXPORT_PAGE rows and written as they
 * come, so the server's memory does not grow with the number of rows, and
 * other requests run between pages (PGlite has one connection).
 */
import { Readable } from 'node:stream';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { type BusinessRow, EXPORT_COLUMNS } from '../../../contract/business';
import type { Db } from '../../db/database';
import { type BusinessFilter, filtersOf, type Page, type SortColumn } from './businessFilters';
import { toRow, withColumns } from './businessRows';
import { searchTerm, searchTextOf, textMatches } from './businessSearch';
import { csvLine } from '../../../contract/csv';

export const EXPORT_PAGE = 1000;

/** A sort key that is never null, so `(key, id)` pages by row comparison. */
function exportKey(column: SortColumn): RawBuilder<string | number | Date> {
  const text = (expr: RawBuilder<unknown>) => sql<string>`coalesce(${expr}, '')`;
  const primary = (field: string) => sql`(SELECT ${sql.ref(`a.${field}`)} FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')`;
  const keys: Record<SortColumn, RawBuilder<string | number | Date>> = {
    name: sql`lower(b.name)`,
    shopId: sql`lower(b.shop_id)`,
    sid: text(sql`lower(b.sid)`),
    dateCreated: sql`b.date_created`,
    id: sql`b.id`,
    status: text(sql`(SELECT s.text FROM lookups s WHERE s.id = b.status_id)`),
    city: text(primary('city')),
    state: text(primary('state')),
    country: text(primary('country')),
  };
  return keys[column];
}

/** The matching businesses, page after page, in the list's order. */
export async function* exportPages(
  db: Db,
  f: BusinessFilter,
  order: Omit<Page, 'pageSize' | 'offset'>,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<BusinessRow[]> {
  const term = searchTerm(f.search);
  const key = exportKey(order.orderBy ?? 'name');
  const desc = order.sortBy?.toLowerCase() === 'desc';
  let after: { k: string | number | Date; id: number } | undefined;
  for (;;) {
    // One statement a page: the rows and the key to continue after.
    let q = withColumns(db.selectFrom('businesses as b'))
      .select(key.as('k'))
      .where((eb) => filtersOf(eb, f));
    if (term) q = q.where(textMatches(searchTextOf(sql.ref('b.id')), term));
    if (after) q = q.where(desc ? sql<SqlBool>`(${key}, b.id) < (${after.k}, ${after.id})` : sql<SqlBool>`(${key}, b.id) > (${after.k}, ${after.id})`);
    const rows = await q
      .orderBy(key, desc ? 'desc' : 'asc')
      .orderBy('b.id', desc ? 'desc' : 'asc')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1];
    yield rows.map(({ k: _k, ...row }) => toRow(0)(row));
    if (rows.length < pageSize) return;
    after = { k: last.k, id: last.id };
  }
}

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/**
 * The CSV text of the columns asked for (all by default), as a stream that reads
 * the next page only when the previous one has been taken. Without the header
 * the console writes its own, with the labels the user sees.
 */
export function exportCsv(db: Db, f: BusinessFilter, order: Omit<Page, 'pageSize' | 'offset'>, shape: { columns?: ExportColumn[]; header?: boolean } = {}): Readable {
  const columns = shape.columns ?? EXPORT_COLUMNS;
  async function* lines() {
    // A byte-order mark, so spreadsheets read the file as UTF-8 (as the console's own CSV downloads do).
    if (shape.header !== false) yield `\uFEFF${csvLine(columns)}`;
    for await (const rows of exportPages(db, f, order)) {
      yield rows.map((row) => csvLine(columns.map((c) => row[c]))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
