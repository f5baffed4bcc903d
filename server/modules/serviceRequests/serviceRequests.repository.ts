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
import { requireBusiness } from '../businessDetails/references';
import { countedByTriggers, fullName, matchingRequests, ROW_COLUMNS, type RequestFilter, type RequestOrder, SORT_KEYS } from './serviceRequestQuery';

export interface RequestPage extends RequestOrder {
  pageSize: number;
  offset: number;
}

/** The total of `f`: from the trigger-kept counts when they can answer it, else counted. */
async function countOf(db: Db, f: RequestFilter): Promise<number> {
  if (!countedByTriggers(f)) {
    const { n } = await matchingRequests(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return n;
  }
  let q = db.selectFrom('service_request_counts').where('business_id', '=', f.businessId ?? 0);
  if (f.appId !== undefined) q = q.where('app_id', '=', f.appId);
  if (f.status) q = q.where('status_id', '=', f.status);
  const { n } = await q.select(sql<number>`coalesce(sum(n), 0)::int`.as('n')).executeTakeFirstOrThrow();
  return n;
}

/** The rows of `ids`' requests (or of `f`'s page), as the contract writes them. */
export const selectRows = (db: Db, f: RequestFilter) =>
  matchingRequests(db, f).select([...ROW_COLUMNS, fullName('t').as('technicianName'), fullName('q').as('requestedByName')]);

export const toRow = <T extends { dateCreated: Date | string; dateUpdated: Date | string }>(r: T) => ({
  ...r,
  dateCreated: new Date(r.dateCreated).toISOString(),
  dateUpdated: new Date(r.dateUpdated).toISOString(),
});

/** One page of the requests `f` matches; 404 for an unknown business. */
export async function listServiceRequests(db: Db, f: RequestFilter, page: RequestPage): Promise<{ count: number; items: ServiceRequestRow[] }> {
  if (f.businessId !== undefined) await requireBusiness(db, f.businessId);
  const count = await countOf(db, f);
  if (page.offset >= count) return { count, items: [] };
  // Newest first by default; an explicit orderBy without sortBy is ascending.
  const dir = sortDirection(page.sortBy, page.orderBy ? 'asc' : 'desc');
  const rows = await selectRows(db, f)
    .orderBy(SORT_KEYS[page.orderBy ?? 'dateCreated'], dir)
    .orderBy('r.id', dir)
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { count, items: rows.map(toRow) };
}
