/**
 * The business list (BusinessQuery/Registered, Business/Search): the exact
 * total, then one page in the requested order, each row carrying the total.
 *
 * The plan depends on how many businesses match, which the total tells first:
 * - none searched for: walk the sort column's index (the total, per status, is
 *   kept by triggers);
 * - few match (a rare term): the word index gives their ids; join, sort, page;
 * - many match (a common term): walk the sort index over a window of rows and
 *   keep those whose text matches, widening the window until the page is full.
 * Each is cheap where the other is not (see businessSearch.ts). The usual
 * request, a search in name order with no other filter, is not answered here
 * but by one statement, `search_business_page` (businessSearchPage.ts), its
 * one implementation: these queries answered it slower on both databases (at
 * 100,000 businesses, 10 connections, bench/businessQuery.ts: p50 of a rare
 * term 7.7 ms against 3.9 on PostgreSQL, 18.4 against 5.4 on PGlite; of a
 * common one 9.7 against 7.2, and 21.7 against 11.3).
 */
import { type AliasedSelectQueryBuilder, sql } from 'kysely';
import type { BusinessRow } from '../../../contract/business';
import type { Db } from '../../db/database';
import { type BusinessFilter, filtersOf, hasFilters, hasOtherFilters, type Page, type PagePlan, sortKey, WALKABLE } from './businessFilters';
import { rowsOfPage } from './businessRows';
import { matchingIds, searchTerm, searchTextOf, textMatches } from './businessSearch';
import { searchPage } from './businessSearchPage';

export type { BusinessFilter, Page, PagePlan, SortColumn } from './businessFilters';

/** How a searched page is found (listBusinesses): bench:business runs the same through pgbench. */
export const PLAN: PagePlan = { few: 2000, margin: 4, minWindow: 500 };

/** The exact number of matches, and of businesses a walk may pass over (all, or all of the status). */
export interface Totals {
  total: number;
  all: number;
}

export async function countBusinesses(db: Db, f: BusinessFilter): Promise<Totals> {
  const term = searchTerm(f.search);
  const all = f.status
    ? sql<number>`(SELECT coalesce(sum(n), 0)::int FROM business_status_counts WHERE status_id = ${f.status})`
    : sql<number>`(SELECT coalesce(sum(n), 0)::int FROM business_status_counts)`;
  let total = all;
  if (term && !hasFilters(f)) total = sql<number>`search_business_count(${term})`;
  else if (term) {
    total = sql<number>`(${db
      .selectFrom(matchingIds(db, term).as('m'))
      .innerJoin('businesses as b', 'b.id', 'm.business_id')
      .where((eb) => filtersOf(eb, f))
      .select(sql<number>`count(*)::int`.as('n'))})`;
  } else if (hasOtherFilters(f)) {
    total = sql<number>`(${db.selectFrom('businesses as b').where((eb) => filtersOf(eb, f)).select(sql<number>`count(*)::int`.as('n'))})`;
  }
  const { rows } = await sql<Totals>`SELECT ${total} AS total, ${all} AS "all"`.execute(db);
  return rows[0];
}

type PageQuery = AliasedSelectQueryBuilder<{ id: number }, 'pg'>;

/**
 * The page queries to try, in order: each answers the page in full or has too few rows (a walk whose
 * window held too few matches); the last always answers it.
 */
function* pageQueries(db: Db, f: BusinessFilter, page: Page, totals: Totals, plan: PagePlan): Generator<PageQuery> {
  const term = searchTerm(f.search);
  const column = page.orderBy ?? 'name';
  const dir = page.sortBy?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  if (!term) {
    yield db
      .selectFrom('businesses as b')
      .select('b.id')
      .where((eb) => filtersOf(eb, f))
      .orderBy(sortKey(column), dir)
      .orderBy('b.id', dir)
      .limit(page.pageSize)
      .offset(page.offset)
      .as('pg');
    return;
  }
  const byIds = db
    .selectFrom(matchingIds(db, term).as('m'))
    .innerJoin('businesses as b', 'b.id', 'm.business_id')
    .select('b.id')
    .where((eb) => filtersOf(eb, f))
    .orderBy(sortKey(column), dir)
    .orderBy('b.id', dir)
    .limit(page.pageSize)
    .offset(page.offset)
    .as('pg');
  if (totals.total <= plan.few || !WALKABLE.has(column)) {
    yield byIds;
    return;
  }
  // A subquery with its own LIMIT, so walking the index is its only plan.
  const all = Math.max(totals.all, totals.total);
  let window = Math.max(plan.minWindow, Math.ceil(((page.offset + page.pageSize) * plan.margin * all) / totals.total));
  for (;;) {
    const walked = db
      .selectFrom('businesses as b')
      .select(['b.id', sortKey(column).as('k'), searchTextOf(sql.ref('b.id')).as('text')])
      .where((eb) => filtersOf(eb, f))
      .orderBy(sortKey(column), dir)
      .orderBy('b.id', dir)
      .limit(window)
      .as('w');
    yield db
      .selectFrom(walked)
      .select('w.id')
      .where(textMatches(sql.ref('w.text'), term))
      .orderBy('w.k', dir)
      .orderBy('w.id', dir)
      .limit(page.pageSize)
      .offset(page.offset)
      .as('pg');
    // The window held every business the walk may pass and still too few matched: sort the matches.
    if (window >= all) break;
    window = Math.min(window * 8, all);
  }
  yield byIds;
}

/** One page of the list, each row carrying the exact total (spec: TotalItems on rows). */
export async function listBusinesses(db: Db, f: BusinessFilter, page: Page, plan: PagePlan = PLAN): Promise<BusinessRow[]> {
  const term = searchTerm(f.search);
  if (term && !hasFilters(f) && (page.orderBy ?? 'name') === 'name') return searchPage(db, term, page, plan);
  const totals = await countBusinesses(db, f);
  if (totals.total === 0 || page.offset >= totals.total) return [];
  const expected = Math.min(page.pageSize, totals.total - page.offset);
  let rows: BusinessRow[] = [];
  for (const query of pageQueries(db, f, page, totals, plan)) {
    rows = await rowsOfPage(db, query, totals.total);
    if (rows.length >= expected) break;
  }
  return rows;
}
