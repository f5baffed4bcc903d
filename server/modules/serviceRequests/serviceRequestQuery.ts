/**
 * What the request list, its export and one request share: the requests with their shop, scan type,
 * technician and asker joined, the list's filters, and each sortable column's key.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SERVICE_REQUEST_SORTABLE } from '../../../contract/serviceRequest';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/listing';

export type SortColumn = (typeof SERVICE_REQUEST_SORTABLE)[number];

export interface RequestFilter {
  appId?: number;
  /** A status id; 0 or absent: every status. */
  status?: number;
  businessId?: number;
  technicianId?: number;
  /** Inclusive dates (YYYY-MM-DD, UTC). */
  createdFrom?: string;
  createdTo?: string;
  search?: string;
}

export interface RequestOrder {
  orderBy?: SortColumn;
  sortBy?: string;
}

export const fullName = (alias: 't' | 'q' | 'xt') => sql<string>`${sql.ref(`${alias}.given_name`)} || ' ' || ${sql.ref(`${alias}.family_name`)}`;

export const SORT_KEYS: Record<SortColumn, RawBuilder<unknown>> = {
  dateCreated: sql`r.date_created`,
  id: sql`r.id`,
  businessName: sql`lower(b.name)`,
  vin: sql`r.vin`,
  vehicleYear: sql`coalesce(r.vehicle_year, 0)`,
  vehicleMake: sql`lower(coalesce(r.vehicle_make, ''))`,
  vehicleModel: sql`lower(coalesce(r.vehicle_model, ''))`,
  appId: sql`r.app_id`,
  serviceType: sql`lower(st.text)`,
  statusId: sql`r.status_id`,
  technicianName: sql`lower(coalesce(${fullName('t')}, ''))`,
  dateUpdated: sql`r.date_updated`,
};

/**
 * The requests whose VIN, make, model, shop, scan type or technician's name holds `term` (any case): each text
 * looked for through an index (migration 0039: the request's own texts by trigrams; the shops, scan types and
 * technicians in their own tables, then their requests by business_id or technician_id), the ids put together. As
 * one OR over the joined rows it read every request (0.8 s at 100,000).
 */
function searched(term: string): RawBuilder<SqlBool> {
  const p = containsPattern(term);
  return sql<SqlBool>`r.id IN (
    SELECT x.id FROM service_requests x WHERE lower(x.vin) LIKE ${p} OR lower(x.vehicle_make) LIKE ${p} OR lower(x.vehicle_model) LIKE ${p}
    UNION ALL SELECT x.id FROM businesses xb JOIN service_requests x ON x.business_id = xb.id WHERE lower(xb.name) LIKE ${p}
    UNION ALL SELECT x.id FROM lookups xs JOIN service_requests x ON x.service_type_id = xs.id WHERE lower(xs.text) LIKE ${p}
    UNION ALL SELECT x.id FROM users xt JOIN service_requests x ON x.technician_id = xt.id WHERE lower(${fullName('xt')}) LIKE ${p})`;
}

/** The sort keys read from the joined tables rather than the request's own row. */
const JOINED_KEYS: readonly SortColumn[] = ['businessName', 'serviceType', 'technicianName'];
/** Whether a page in `order` needs the joined tables to be chosen (a sort by a joined column). */
export const pageNeedsJoins = (order: RequestOrder) => JOINED_KEYS.includes(order.orderBy ?? 'dateCreated');

/** The requests `f` matches, alone: what picks a page when no joined column is sorted by. */
export function matchingRequestRows(db: Db, f: RequestFilter) {
  let q = db.selectFrom('service_requests as r');
  if (f.businessId !== undefined) q = q.where('r.business_id', '=', f.businessId);
  if (f.appId !== undefined) q = q.where('r.app_id', '=', f.appId);
  if (f.status) q = q.where('r.status_id', '=', f.status);
  if (f.technicianId !== undefined) q = q.where('r.technician_id', '=', f.technicianId);
  if (f.createdFrom) q = q.where('r.date_created', '>=', sql<Date>`${f.createdFrom}::date`);
  if (f.createdTo) q = q.where('r.date_created', '<', sql<Date>`${f.createdTo}::date + 1`);
  if (f.search) q = q.where(searched(f.search));
  return q;
}

/** The requests `f` matches, joined to what their rows show (a sort or an export reads them). */
export function matchingRequests(db: Db, f: RequestFilter) {
  return matchingRequestRows(db, f)
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .innerJoin('lookups as st', 'st.id', 'r.service_type_id')
    .leftJoin('users as t', 't.id', 'r.technician_id')
    .leftJoin('users as q', 'q.id', 'r.requested_by');
}

/** Whether the total of `f` can be read from service_request_counts (no filter but shop, solution and status). */
export const countedByTriggers = (f: RequestFilter) => !f.search && f.technicianId === undefined && !f.createdFrom && !f.createdTo;

/**
 * The list row's columns (contract serviceRequestRow, by `toRow`), on the request `r` alone: what the row shows
 * of other tables (shop name and time zone, scan type, technician, asker) comes from one correlated subquery as a
 * JSON array, run for the page's rows only. Joined over a million estimated rows, PostgreSQL plans longer and
 * sizes its join caches for all of them; five scalar subqueries cost a quarter more than this one (pgbench).
 */
export const ROW_COLUMNS = [
  'r.id',
  'r.business_id as businessId',
  'r.vin',
  'r.vehicle_year as vehicleYear',
  'r.vehicle_make as vehicleMake',
  'r.vehicle_model as vehicleModel',
  'r.app_id as appId',
  'r.service_type_id as serviceTypeId',
  'r.status_id as statusId',
  'r.technician_id as technicianId',
  'r.requested_by as requestedById',
  'r.date_created as dateCreated',
  'r.date_updated as dateUpdated',
  'r.version',
  sql<RowNames>`(SELECT json_build_array(nb.name, nb.timezone, nst.text, nt.given_name || ' ' || nt.family_name, nq.given_name || ' ' || nq.family_name)
    FROM businesses nb CROSS JOIN lookups nst LEFT JOIN users nt ON nt.id = r.technician_id LEFT JOIN users nq ON nq.id = r.requested_by
    WHERE nb.id = r.business_id AND nst.id = r.service_type_id)`.as('names'),
] as const;

/** The names ROW_COLUMNS reads from other tables: shop, its time zone, scan type, technician, asker. */
type RowNames = [string, string | null, string, string | null, string | null];

/** A row of ROW_COLUMNS as the contract writes it. */
export function toRow<T extends { names: RowNames; dateCreated: Date | string; dateUpdated: Date | string }>({ names, ...r }: T) {
  const [businessName, timeZone, serviceType, technicianName, requestedByName] = names;
  return {
    ...r,
    businessName,
    timeZone,
    serviceType,
    technicianName,
    requestedByName,
    dateCreated: new Date(r.dateCreated).toISOString(),
    dateUpdated: new Date(r.dateUpdated).toISOString(),
  };
}
