/**
 * One device (spec §3 Device): read by id or serial number, created in stock, updated and assigned at its
 * version (a stale edit is refused, never applied). Manufacturer, brand and model are copied from the
 * chosen device manufacturer model, so the listing sorts and searches them without a join.
 */
import { type SqlBool, sql } from 'kysely';
import { type AssignDeviceInput, type CreateDeviceInput, DEVICE_STATUSES, type Device, type UpdateDeviceInput } from '../../../contract/device';
import { REFERENCE_KEYS } from '../../../contract/references';
import type { Db } from '../../db/database';
import { type Author, createRecord, type RecordKind, updateRecord } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { requireBusiness, requireLookups } from '../../shared/referencedRecords';
import { DEVICE_ROW, isoOf } from './devices.repository';

export const deviceText = (id: number | string) => m`Device ${id}`;
const aDeviceModel = m`a device model`;

async function readDevice(db: Db, where: SqlBool | ReturnType<typeof sql<SqlBool>>): Promise<Device | undefined> {
  const row = await db
    .selectFrom('devices as d')
    .leftJoin('businesses as b', 'b.id', 'd.business_id')
    .select([...DEVICE_ROW, 'd.device_model_id as deviceModelId', 'd.server_profile_id as serverProfileId', 'd.launch_account_id as launchAccountId', 'd.assigned_date'])
    .where(where as never)
    .executeTakeFirst();
  if (!row) return undefined;
  const { date_created, date_updated, assigned_date, ...rest } = row;
  return { ...rest, dateCreated: isoOf(date_created), dateUpdated: isoOf(date_updated), assignedDate: assigned_date ? isoOf(assigned_date) : null };
}

export async function getDeviceById(db: Db, id: number): Promise<Device> {
  const found = await readDevice(db, sql<SqlBool>`d.id = ${id}`);
  if (!found) throw notFound(deviceText(id));
  return found;
}

export async function getDeviceBySerial(db: Db, serialNumber: string): Promise<Device> {
  const found = await readDevice(db, sql<SqlBool>`lower(d.serial_number) = ${serialNumber.toLowerCase()}`);
  if (!found) throw notFound(m`The device with serial number ${serialNumber}`);
  return found;
}

/** The stored values of the Device tab: the model's names copied, the references checked first. */
async function deviceValues(db: Db, input: CreateDeviceInput) {
  const model = await db.selectFrom('device_models').select(['manufacturer', 'brand', 'model']).where('id', '=', input.deviceModelId).executeTakeFirst();
  if (!model) throw badRequest('deviceModelId', m`${input.deviceModelId} is not ${aDeviceModel}`);
  await requireLookups(db, [
    { field: 'serverProfileId', key: REFERENCE_KEYS.serverProfile, ids: [input.serverProfileId] },
    { field: 'launchAccountId', key: REFERENCE_KEYS.launchAccount, ids: [input.launchAccountId] },
  ]);
  return {
    serial_number: input.serialNumber,
    name: input.name,
    device_model_id: input.deviceModelId,
    ...model,
    server_profile_id: input.serverProfileId ?? null,
    launch_account_id: input.launchAccountId ?? null,
    status_id: input.statusId,
    is_active: input.isActive,
  };
}

/** A device, as the change history keeps it (its Device tab and where it is); scoped to the business holding it. */
export const deviceKind: RecordKind = {
  area: 'devices',
  entity: 'device',
  table: 'devices',
  what: deviceText,
  duplicate: (values) => m`Another device already has the serial number ${String(values.serial_number)}.`,
  snapshot: (trx, id) =>
    trx
      .selectFrom('devices')
      .select([
        'serial_number as serialNumber',
        'name',
        'device_model_id as deviceModelId',
        'manufacturer',
        'brand',
        'model',
        'server_profile_id as serverProfileId',
        'launch_account_id as launchAccountId',
        'business_id as businessId',
        'status_id as statusId',
        'is_active as isActive',
        'assigned_date as assignedDate',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),
  scope: (device) => device.businessId as number | null,
};

export async function createDevice(db: Db, author: Author, input: CreateDeviceInput): Promise<Device> {
  const values = await deviceValues(db, input);
  const saved = await createRecord(db, deviceKind, author, { values });
  return getDeviceById(db, saved.id);
}

export async function updateDevice(db: Db, author: Author, input: UpdateDeviceInput): Promise<Device> {
  const values = await deviceValues(db, input);
  const saved = await updateRecord(db, deviceKind, author, input.id, input.version, { values: { ...values, date_updated: sql`now()` } });
  return getDeviceById(db, saved.id);
}

/** Gives the device to a business (in service) or returns it to stock, at its version. */
export async function assignDevice(db: Db, author: Author, input: AssignDeviceInput): Promise<Device> {
  if (input.businessId !== null) await requireBusiness(db, input.businessId);
  const toStock = input.businessId === null;
  await updateRecord(db, deviceKind, author, input.deviceId, input.version, {
    values: {
      business_id: input.businessId,
      assigned_date: toStock ? null : sql`now()`,
      // In stock means in the warehouse; a device given to a shop is in service unless it is being repaired
      // (read from the record as it is locked).
      status_id: toStock
        ? DEVICE_STATUSES.inStock
        : sql`CASE WHEN status_id = ${DEVICE_STATUSES.inStock} THEN ${DEVICE_STATUSES.inService} ELSE status_id END`,
      date_updated: sql`now()`,
    },
  });
  return getDeviceById(db, input.deviceId);
}
