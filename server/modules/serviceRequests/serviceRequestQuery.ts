/**
 * What the request list, its export and one request share: the requests with their shop, scan type,
 * technician and asker joined, the list's filters, and each sortable column's key.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SERVICE_REQUEST_SORTABLE } from '../../../contract/serviceRequest';
import type { Db } from '../../db/database';
import { containsAny, containsPattern } from '../../db/listing';

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

export const fullName = (alias: 't' | 'q') => sql<string>`${sql.ref(`${alias}.given_name`)} || ' ' || ${sql.ref(`${alias}.family_name`)}`;

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

/** The searched texts: the VIN, shop, make, model, scan type and technician. */
const SEARCHED = ['r.vin', 'b.name', 'r.vehicle_make', 'r.vehicle_model', 'st.text'] as const;

/** The requests `f` matches, joined to what their rows show. */
export function matchingRequests(db: Db, f: RequestFilter) {
  let q = db
    .selectFrom('service_requests as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .innerJoin('lookups as st', 'st.id', 'r.service_type_id')
    .leftJoin('users as t', 't.id', 'r.technician_id')
    .leftJoin('users as q', 'q.id', 'r.requested_by');
  if (f.businessId !== undefined) q = q.where('r.business_id', '=', f.businessId);
  if (f.appId !== undefined) q = q.where('r.app_id', '=', f.appId);
  if (f.status) q = q.where('r.status_id', '=', f.status);
  if (f.technicianId !== undefined) q = q.where('r.technician_id', '=', f.technicianId);
  if (f.createdFrom) q = q.where('r.date_created', '>=', sql<Date>`${f.createdFrom}::date`);
  if (f.createdTo) q = q.where('r.date_created', '<', sql<Date>`${f.createdTo}::date + 1`);
  if (f.search) q = q.where(sql<SqlBool>`(${containsAny(SEARCHED, f.search)} OR lower(${fullName('t')}) LIKE ${containsPattern(f.search)})`);
  return q;
}

/** Whether the total of `f` can be read from service_request_counts (no filter but shop, solution and status). */
export const countedByTriggers = (f: RequestFilter) => !f.search && f.technicianId === undefined && !f.createdFrom && !f.createdTo;

/** The list row's columns (contract serviceRequestRow), dates still Date. */
export const ROW_COLUMNS = [
  'r.id',
  'r.business_id as businessId',
  'b.name as businessName',
  'b.timezone as timeZone',
  'r.vin',
  'r.vehicle_year as vehicleYear',
  'r.vehicle_make as vehicleMake',
  'r.vehicle_model as vehicleModel',
  'r.app_id as appId',
  'r.service_type_id as serviceTypeId',
  'st.text as serviceType',
  'r.status_id as statusId',
  'r.technician_id as technicianId',
  'r.requested_by as requestedById',
  'r.date_created as dateCreated',
  'r.date_updated as dateUpdated',
  'r.version',
] as const;
