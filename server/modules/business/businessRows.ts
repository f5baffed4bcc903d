/** The list rows (contract `businessRow`): a business with its status, sales rep and primary address. */
import { type AliasedSelectQueryBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { BusinessRow } from '../../../contract/business';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type Source = Database & { b: Database['businesses'] };

const primary = (column: 'city' | 'state' | 'country') =>
  sql<string | null>`(SELECT a.${sql.ref(column)} FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')`.as(column);

/**
 * Adds the row's columns to a query on `businesses as b`. Scalar subqueries rather than joins: the
 * plan is the same index lookups for the few rows of a page, and planning it costs a third.
 */
export function withColumns<T extends SelectQueryBuilder<Source, 'b', object>>(q: T) {
  return q.select([
    'b.id',
    'b.shop_id as shopId',
    'b.sid',
    'b.name',
    'b.status_id as statusId',
    sql<string>`(SELECT s.text FROM lookups s WHERE s.id = b.status_id)`.as('status'),
    'b.phone',
    primary('city'),
    primary('state'),
    primary('country'),
    sql<string | null>`(SELECT r.text FROM lookups r WHERE r.id = b.sales_rep_id)`.as('salesRep'),
    'b.parent_id as parentId',
    'b.date_created',
  ]);
}

export const toRow = (total: number) => ({ date_created, ...r }: Omit<BusinessRow, 'dateCreated' | 'TotalItems'> & { date_created: Date }): BusinessRow => ({
  ...r,
  dateCreated: new Date(date_created).toISOString(),
  TotalItems: total,
});

/** The rows of a page query (ids in order), read with it in one statement. */
export async function rowsOfPage(db: Db, page: AliasedSelectQueryBuilder<{ id: number }, 'pg'>, total: number): Promise<BusinessRow[]> {
  // The page's own order, numbered as it comes out of its ORDER BY … LIMIT.
  const ordered = db.selectFrom(page).select(['pg.id', sql<number>`row_number() OVER ()`.as('ord')]).as('p');
  const rows = await withColumns(db.selectFrom(ordered).innerJoin('businesses as b', 'b.id', 'p.id') as unknown as SelectQueryBuilder<Source, 'b', object>)
    .orderBy(sql`p.ord`)
    .execute();
  return rows.map(toRow(total));
}
