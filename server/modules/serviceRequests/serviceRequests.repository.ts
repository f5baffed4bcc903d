/**
 * The service request list (serviceRequest/ServiceRequestsForList): the exact
 * count and one page of items, newest first unless asked otherwise (spec §9).
 * A business's page reads its requests through (business_id, date_created, id).
 */
import { type RawBuilder, sql } from 'kysely';
import type { SERVICE_REQUEST_SORTABLE, ServiceRequestRow } from '../../../contract/serviceRequest';
import type { Db } from '../../db/database';
import { containsAny, sortDirection } from '../../db/listing';
import { requireBusiness } from '../businessDetails/references';

type SortColumn = (typeof SERVICE_REQUEST_SORTABLE)[number];

export interface ServiceRequestQuery {
  businessId?: number;
  /** A status id; 0 or absent: every status. */
  status?: number;
  search?: string;
  orderBy?: SortColumn;
  sortBy?: string;
  pageSize: number;
  offset: number;
}

const SORT_KEYS: Record<SortColumn, RawBuilder<unknown>> = {
  dateCreated: sql`r.date_created`,
  id: sql`r.id`,
  vin: sql`r.vin`,
  vehicleYear: sql`r.vehicle_year`,
  vehicleMake: sql`lower(r.vehicle_make)`,
  vehicleModel: sql`lower(r.vehicle_model)`,
  appId: sql`r.app_id`,
  serviceType: sql`lower(r.service_type)`,
  statusId: sql`r.status_id`,
  technicianName: sql`lower(r.technician_name)`,
  dateUpdated: sql`r.date_updated`,
};

const SEARCHED = ['r.vin', 'r.vehicle_make', 'r.vehicle_model', 'r.service_type', 'r.technician_name'] as const;

/** One page of requests, all or one business's; 404 for an unknown business. */
export async function listServiceRequests(db: Db, q: ServiceRequestQuery): Promise<{ count: number; items: ServiceRequestRow[] }> {
  if (q.businessId !== undefined) await requireBusiness(db, q.businessId);
  let matching = db.selectFrom('service_requests as r');
  if (q.businessId !== undefined) matching = matching.where('r.business_id', '=', q.businessId);
  if (q.status) matching = matching.where('r.status_id', '=', q.status);
  if (q.search) matching = matching.where(containsAny(SEARCHED, q.search));
  const { count } = await matching.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  if (q.offset >= count) return { count, items: [] };
  // Newest first by default; an explicit orderBy without sortBy is ascending.
  const dir = sortDirection(q.sortBy, q.orderBy ? 'asc' : 'desc');
  const rows = await matching
    .select([
      'r.id',
      'r.business_id as businessId',
      'r.vin',
      'r.vehicle_year as vehicleYear',
      'r.vehicle_make as vehicleMake',
      'r.vehicle_model as vehicleModel',
      'r.app_id as appId',
      'r.service_type as serviceType',
      'r.status_id as statusId',
      'r.technician_name as technicianName',
      'r.date_created',
      'r.date_updated',
      'r.version',
    ])
    .orderBy(SORT_KEYS[q.orderBy ?? 'dateCreated'], dir)
    .orderBy('r.id', dir)
    .limit(q.pageSize)
    .offset(q.offset)
    .execute();
  const items = rows.map(({ date_created, date_updated, ...r }) => ({
    ...r,
    dateCreated: new Date(date_created).toISOString(),
    dateUpdated: new Date(date_updated).toISOString(),
  }));
  return { count, items };
}
