/**
 * One device (spec §3 Device): read by id or serial number, created in stock, updated and assigned at its
 * version (a stale edit is refused, never applied). Manufacturer, brand and model are copied from the
 * chosen device manufacturer model, so the listing sorts and searches them without a join.
 */
import { type SqlBool, sql } from 'kysely';
import { type AssignDeviceInput, type CreateDeviceInput, DEVICE_STATUSES, type Device, type UpdateDeviceInput } from '../../../contract/device';
import { REFERENCE_KEYS } from '../../../contract/references';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { badRequest, notFound, staleEdit } from '../../http/errors';
import { m } from '../../http/text';
import { requireBusiness, requireLookups } from '../businessDetails/references';
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

const duplicateSerial = (serialNumber: string) => m`Another device already has the serial number ${serialNumber}.`;

export async function createDevice(db: Db, input: CreateDeviceInput): Promise<Device> {
  const values = await deviceValues(db, input);
  const saved = await saveVersioned({
    what: deviceText(0),
    id: 0,
    version: undefined,
    duplicate: duplicateSerial(input.serialNumber),
    insert: () => db.insertInto('devices').values(values).returning(['id', 'version']).executeTakeFirstOrThrow(),
    update: async () => undefined,
    exists: async () => false,
  });
  return getDeviceById(db, saved.id);
}

export async function updateDevice(db: Db, input: UpdateDeviceInput): Promise<Device> {
  const values = await deviceValues(db, input);
  const saved = await saveVersioned({
    what: deviceText(input.id),
    id: input.id,
    version: input.version,
    duplicate: duplicateSerial(input.serialNumber),
    insert: async () => {
      throw notFound(deviceText(input.id));
    },
    update: (version) =>
      db
        .updateTable('devices')
        .set({ ...values, date_updated: sql`now()`, version: sql`version + 1` })
        .where('id', '=', input.id)
        .where('version', '=', version)
        .returning(['id', 'version'])
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('devices').select('id').where('id', '=', input.id).executeTakeFirst()),
  });
  return getDeviceById(db, saved.id);
}

/** Gives the device to a business (in service) or returns it to stock, at its version. */
export async function assignDevice(db: Db, input: AssignDeviceInput): Promise<Device> {
  if (input.businessId !== null) await requireBusiness(db, input.businessId);
  const current = await getDeviceById(db, input.deviceId);
  const toStock = input.businessId === null;
  const updated = await db
    .updateTable('devices')
    .set({
      business_id: input.businessId,
      assigned_date: toStock ? null : sql`now()`,
      // In stock means in the warehouse; a device given to a shop is in service unless it is being repaired.
      status_id: toStock ? DEVICE_STATUSES.inStock : current.statusId === DEVICE_STATUSES.inStock ? DEVICE_STATUSES.inService : current.statusId,
      date_updated: sql`now()`,
      version: sql`version + 1`,
    })
    .where('id', '=', input.deviceId)
    .where('version', '=', input.version)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw staleEdit(deviceText(input.deviceId));
  return getDeviceById(db, input.deviceId);
}
