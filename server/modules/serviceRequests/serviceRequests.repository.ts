/**
 * The request lists (GetServiceRequests, and a business's ServiceRequestsForList): the exact count and one
 * page, newest first unless asked otherwise (spec §9). Without a search, technician or date filter the count
 * is read from service_request_counts (kept by triggers) instead of counted; the page walks an index of
 * (shop | status | solution | technician, date_created, id).
 */
import { sql } from 'kysely';
import type { ServiceRequestRow } from '../../../contract/serviceRequest';
import type { Db } from '../../db/database';
import { sortDirection } from '../../db/listing';
import { requireBusiness } from '../../shared/referencedRecords';
import { countedByTriggers, matchingRequestRows, matchingRequests, pageNeedsJoins, ROW_COLUMNS, type RequestFilter, type RequestOrder, SORT_KEYS, toRow } from './serviceRequestQuery';

export interface RequestPage extends RequestOrder {
  pageSize: number;
  offset: number;
}

/** The total of `f` from the trigger-kept counts (when `countedByTriggers(f)`), as a query. */
function countedTotal(db: Db, f: RequestFilter) {
  let q = db.selectFrom('service_request_counts').where('business_id', '=', f.businessId ?? 0);
  if (f.appId !== undefined) q = q.where('app_id', '=', f.appId);
  if (f.status) q = q.where('status_id', '=', f.status);
  return q.select(sql<number>`coalesce(sum(n), 0)::int`.as('n'));
}

/** The total of `f`: from the trigger-kept counts when they can answer it, else counted. */
async function countOf(db: Db, f: RequestFilter): Promise<number> {
  if (countedByTriggers(f)) return (await countedTotal(db, f).executeTakeFirstOrThrow()).n;
  return (await matchingRequestRows(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

/**
 * One page of the requests `f` matches; 404 for an unknown business. Where the counts answer the total it comes
 * with the page, in one statement; the shop is looked for only when nothing is found.
 */
export async function listServiceRequests(db: Db, f: RequestFilter, page: RequestPage): Promise<{ count: number; items: ServiceRequestRow[] }> {
  // Newest first by default; an explicit orderBy without sortBy is ascending.
  const dir = sortDirection(page.sortBy, page.orderBy ? 'asc' : 'desc');
  // The requests alone pick the page (an index walk, or the search's ids) unless a joined column is sorted by.
  const rows = (pageNeedsJoins(page) ? matchingRequests(db, f) : matchingRequestRows(db, f))
    .select(ROW_COLUMNS)
    .orderBy(SORT_KEYS[page.orderBy ?? 'dateCreated'], dir)
    .orderBy('r.id', dir)
    .limit(page.pageSize)
    .offset(page.offset);
  if (countedByTriggers(f)) {
    const found = await rows.select(countedTotal(db, f).as('total')).execute();
    if (found.length > 0) return { count: found[0].total ?? 0, items: found.map(({ total: _, ...r }) => toRow(r)) };
  }
  const count = await countOf(db, f);
  if (count === 0 && f.businessId !== undefined) await requireBusiness(db, f.businessId);
  return { count, items: count > page.offset && !countedByTriggers(f) ? (await rows.execute()).map(toRow) : [] };
}
