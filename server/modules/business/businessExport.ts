/**
 * The CSV export (Business/Export): every business the list or advanced search
 * matches, in its order, through the shared streaming export (server/db/csvExport.ts):
 * one COPY on PostgreSQL, keyset pages on PGlite, memory flat either way.
 */
import type { Readable } from 'node:stream';
import { type RawBuilder, sql } from 'kysely';
import { EXPORT_COLUMNS } from '../../../contract/business';
import { type CsvExport, csvExport } from '../../db/csvExport';
import type { Db } from '../../db/database';
import type { Language } from '../../http/text';
import { lookupTextSql } from '../lookup/lookupTexts';
import { type BusinessFilter, filtersOf, type Page, type SortColumn } from './businessFilters';
import { searchTerm, searchTextOf, textMatches } from './businessSearch';

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
type Order = Omit<Page, 'pageSize' | 'offset'>;

/** A sort key that is never null, so `(key, id)` orders every row and pages by row comparison. */
function exportKey(column: SortColumn): RawBuilder<unknown> {
  const text = (expr: RawBuilder<unknown>) => sql`coalesce(${expr}, '')`;
  const keys: Record<SortColumn, RawBuilder<unknown>> = {
    name: sql`lower(b.name)`,
    shopId: sql`lower(b.shop_id)`,
    sid: text(sql`lower(b.sid)`),
    dateCreated: sql`b.date_created`,
    id: sql`b.id`,
    status: text(sql`s.text`),
    city: text(sql`a.city`),
    state: text(sql`a.state`),
    country: text(sql`a.country`),
  };
  return keys[column];
}

/**
 * Each column's cell, as the list row (contract `businessRow`) writes it. Joins, where the list has scalar
 * subqueries (businessRows.ts): for every row at once, hashing the primary addresses (`a`), statuses (`s`)
 * and sales reps (`r`) beats 200,000 lookups (at 100,000 businesses, 1 s for the query instead of 5.6 s).
 */
const CELLS = (language: Language): Record<ExportColumn, RawBuilder<unknown>> => ({
  id: sql`b.id`,
  shopId: sql`b.shop_id`,
  sid: sql`b.sid`,
  name: sql`b.name`,
  // In the caller's language, as the list shows it (issue 31).
  status: lookupTextSql(sql`b.status_id`, sql`s.text`, language),
  phone: sql`b.phone`,
  city: sql`a.city`,
  state: sql`a.state`,
  country: sql`a.country`,
  salesRep: sql`r.text`,
  parentId: sql`b.parent_id`,
  // As JavaScript's toISOString writes it (the list's dateCreated): UTC, milliseconds.
  dateCreated: sql`to_char(b.date_created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
});

/** The columns asked for (all by default), whether headed by their names, and the language lookup items are named in (English by default). */
interface ExportShape {
  columns?: readonly ExportColumn[];
  header?: boolean;
  language?: Language;
}

/** The export of the businesses `f` matches, in `order`: the columns asked for (all by default), headed by their names unless `header` is false. */
export function businessExport(db: Db, f: BusinessFilter, order: Order, shape: ExportShape & { pageSize?: number } = {}) {
  const term = searchTerm(f.search);
  let rows = db
    .selectFrom('businesses as b')
    .where((eb) => filtersOf(eb, f))
    .leftJoin('business_addresses as a', (j) => j.onRef('a.business_id', '=', 'b.id').on('a.kind', '=', 'primary'))
    .leftJoin('lookups as s', 's.id', 'b.status_id')
    .leftJoin('lookups as r', 'r.id', 'b.sales_rep_id');
  if (term) rows = rows.where(textMatches(searchTextOf(sql.ref('b.id')), term));
  const cells = CELLS(shape.language ?? 'en');
  const columns = (shape.columns ?? EXPORT_COLUMNS).map((c) => ({ label: c, value: cells[c] }));
  const orderBy = [exportKey(order.orderBy ?? 'name'), sql`b.id`];
  const desc = order.sortBy?.toLowerCase() === 'desc';
  return { rows, columns, orderBy, desc, header: shape.header, pageSize: shape.pageSize } as unknown as CsvExport;
}

/** The CSV, streamed; without the header the console writes its own, with the labels the user sees. */
export function exportCsv(db: Db, f: BusinessFilter, order: Order, shape: ExportShape = {}): Readable {
  return csvExport(db, businessExport(db, f, order, shape));
}
