/**
 * The list's usual request, a search term with no other filter in name order,
 * as one call of `search_business_page` (migration 0005; the only code that
 * answers it): the page's rows with the exact total, found by the plans of
 * businessList.repository.ts's page queries (sort the matches' ids when few
 * match, else walk the name index), with the term's words looked up once,
 * plans PostgreSQL keeps, and one round trip.
 */
import { sql } from 'kysely';
import type { BusinessRow } from '../../../contract/business';
import type { Db } from '../../db/database';
import type { Page, PagePlan } from './businessFilters';
import { toRow } from './businessRows';

type Found = Omit<BusinessRow, 'dateCreated' | 'TotalItems'> & { date_created: Date; total: number };

/** The largest integer the function takes: a plan's `few` may be Infinity (always sort the matches), which this means too. */
const MAX_INT = 2 ** 31 - 1;

export async function searchPage(db: Db, term: string, page: Page, plan: PagePlan): Promise<BusinessRow[]> {
  const descending = page.sortBy?.toLowerCase() === 'desc';
  const { rows } = await sql<Found>`SELECT * FROM search_business_page(${term}, ${descending}, ${page.pageSize}, ${page.offset}, ${Math.min(plan.few, MAX_INT)}, ${plan.margin}, ${plan.minWindow})`.execute(db);
  return rows.map(({ total, ...row }) => toRow(total)(row));
}
