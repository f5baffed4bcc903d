/**
 * The device listing (device/GetDevicesForListing): the exact total, then one
 * page in the requested order, the first row carrying the total (spec §3).
 * A business's page reads its devices through (business_id, lower(name), id).
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DEVICE_SORTABLE, DeviceRow } from '../../../contract/device';
import type { Db } from '../../db/database';
import { containsPattern, sortDirection } from '../../db/listing';
import { requireBusiness } from '../businessDetails/references';

type SortColumn = (typeof DEVICE_SORTABLE)[number];

export interface DeviceQuery {
  businessId?: number;
  search?: string;
  orderBy?: SortColumn;
  sortBy?: string;
  pageSize: number;
  offset: number;
}

const SORT_KEYS: Record<SortColumn, RawBuilder<unknown>> = {
  name: sql`lower(d.name)`,
  serialNumber: sql`lower(d.serial_number)`,
  manufacturer: sql`lower(d.manufacturer)`,
  brand: sql`lower(d.brand)`,
  model: sql`lower(d.model)`,
  statusId: sql`d.status_id`,
  isActive: sql`d.is_active`,
  dateCreated: sql`d.date_created`,
  dateUpdated: sql`d.date_updated`,
  id: sql`d.id`,
};

const SEARCHED = ['serial_number', 'name', 'manufacturer', 'brand', 'model'] as const;

/** One page of devices, all or one business's; 404 for an unknown business. */
export async function listDevices(db: Db, q: DeviceQuery): Promise<DeviceRow[]> {
  if (q.businessId !== undefined) await requireBusiness(db, q.businessId);
  let matching = db.selectFrom('devices as d');
  if (q.businessId !== undefined) matching = matching.where('d.business_id', '=', q.businessId);
  if (q.search) {
    const pattern = containsPattern(q.search);
    matching = matching.where(sql<SqlBool>`(${sql.join(SEARCHED.map((c) => sql`lower(${sql.ref(`d.${c}`)}) LIKE ${pattern}`), sql` OR `)})`);
  }
  const { total } = await matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  if (q.offset >= total) return [];
  const dir = sortDirection(q.sortBy);
  const rows = await matching
    .select([
      'd.id',
      'd.serial_number as serialNumber',
      'd.name',
      'd.manufacturer',
      'd.brand',
      'd.model',
      'd.business_id as businessId',
      'd.status_id as statusId',
      'd.is_active as isActive',
      'd.date_created',
      'd.date_updated',
      'd.version',
    ])
    .orderBy(SORT_KEYS[q.orderBy ?? 'name'], dir)
    .orderBy('d.id', dir)
    .limit(q.pageSize)
    .offset(q.offset)
    .execute();
  return rows.map(({ date_created, date_updated, ...r }, i) => ({
    ...r,
    dateCreated: new Date(date_created).toISOString(),
    dateUpdated: new Date(date_updated).toISOString(),
    ...(i === 0 ? { TotalItems: total } : {}),
  }));
}
