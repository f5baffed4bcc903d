/**
 * The device listing (device/GetDevicesForListing): the exact total, then one page in the requested order,
 * the first row carrying the total (spec §3). Without a filter the total is read from device_counts (kept
 * by triggers), so a page costs its rows only; each order walks its own index (migration 0015).
 */
import { type RawBuilder, sql } from 'kysely';
import type { DEVICE_SORTABLE, DeviceRow } from '../../../contract/device';
import type { Db } from '../../db/database';
import { containsAny, sortDirection } from '../../db/listing';
import { requireBusiness } from '../../shared/referencedRecords';

type SortColumn = (typeof DEVICE_SORTABLE)[number];

export interface DeviceQuery {
  businessId?: number;
  statusId?: number;
  brand?: string;
  model?: string;
  inStock?: 'true' | 'false';
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

const SEARCHED = ['d.serial_number', 'd.name', 'd.manufacturer', 'd.brand', 'd.model'] as const;

/** The columns of a device row, `d` the device and `b` its business. */
export const DEVICE_ROW = [
  'd.id',
  'd.serial_number as serialNumber',
  'd.name',
  'd.manufacturer',
  'd.brand',
  'd.model',
  'd.business_id as businessId',
  'b.name as businessName',
  'd.status_id as statusId',
  'd.is_active as isActive',
  'd.date_created',
  'd.date_updated',
  'd.version',
] as const;

export const isoOf = (date: Date | string) => new Date(date).toISOString();

async function countedTotal(db: Db, q: DeviceQuery): Promise<number | null> {
  const filtered = q.search || q.statusId !== undefined || q.brand || q.model;
  if (filtered) return null;
  let counts = db.selectFrom('device_counts').select(sql<number>`coalesce(sum(n), 0)::int`.as('total'));
  if (q.businessId !== undefined) counts = counts.where('holder_id', '=', q.businessId);
  else if (q.inStock === 'true') counts = counts.where('holder_id', '=', 0);
  else if (q.inStock === 'false') counts = counts.where('holder_id', '<>', 0);
  return (await counts.executeTakeFirstOrThrow()).total;
}

/** One page of devices, all or one business's, filtered; 404 for an unknown business. */
export async function listDevices(db: Db, q: DeviceQuery): Promise<DeviceRow[]> {
  if (q.businessId !== undefined) await requireBusiness(db, q.businessId);
  let matching = db.selectFrom('devices as d');
  if (q.businessId !== undefined) matching = matching.where('d.business_id', '=', q.businessId);
  if (q.inStock === 'true') matching = matching.where('d.business_id', 'is', null);
  if (q.inStock === 'false') matching = matching.where('d.business_id', 'is not', null);
  if (q.statusId !== undefined) matching = matching.where('d.status_id', '=', q.statusId);
  if (q.brand) matching = matching.where(sql`lower(d.brand)`, '=', q.brand.toLowerCase());
  if (q.model) matching = matching.where(sql`lower(d.model)`, '=', q.model.toLowerCase());
  if (q.search) matching = matching.where(containsAny(SEARCHED, q.search));
  const total = (await countedTotal(db, q)) ?? (await matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total;
  if (q.offset >= total) return [];
  const dir = sortDirection(q.sortBy);
  const rows = await matching
    .leftJoin('businesses as b', 'b.id', 'd.business_id')
    .select(DEVICE_ROW)
    .orderBy(SORT_KEYS[q.orderBy ?? 'name'], dir)
    .orderBy('d.id', dir)
    .limit(q.pageSize)
    .offset(q.offset)
    .execute();
  return rows.map(({ date_created, date_updated, ...r }, i) => ({
    ...r,
    dateCreated: isoOf(date_created),
    dateUpdated: isoOf(date_updated),
    ...(i === 0 ? { TotalItems: total } : {}),
  }));
}
