/** A device's shipments (device/UpsertDeviceShipment, GetDeviceShipments): recorded, corrected at their version, newest first. */
import { sql } from 'kysely';
import type { Shipment, ShipmentInput } from '../../../contract/device';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { deviceText } from './device.repository';
import { isoOf } from './devices.repository';

function query(db: Db) {
  return db
    .selectFrom('device_shipments')
    .select([
      'id',
      'device_id as deviceId',
      'carrier',
      'tracking_number as trackingNumber',
      sql<string | null>`to_char(shipped_date, 'YYYY-MM-DD')`.as('shippedDate'),
      sql<string | null>`to_char(delivered_date, 'YYYY-MM-DD')`.as('deliveredDate'),
      'address',
      'notes',
      'date_created',
      'version',
    ]);
}

const shaped = ({ date_created, ...row }: { date_created: Date | string } & Omit<Shipment, 'dateCreated'>): Shipment => ({ ...row, dateCreated: isoOf(date_created) });

async function requireDevice(db: Db, deviceId: number): Promise<void> {
  if (!(await db.selectFrom('devices').select('id').where('id', '=', deviceId).executeTakeFirst())) throw notFound(deviceText(deviceId));
}

export async function listShipments(db: Db, deviceId: number): Promise<Shipment[]> {
  await requireDevice(db, deviceId);
  const rows = await query(db)
    .where('device_id', '=', deviceId)
    .orderBy(sql`shipped_date DESC NULLS LAST`)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(shaped);
}

export async function upsertShipment(db: Db, input: ShipmentInput): Promise<Shipment> {
  await requireDevice(db, input.deviceId);
  const values = {
    device_id: input.deviceId,
    carrier: input.carrier,
    tracking_number: input.trackingNumber || null,
    shipped_date: input.shippedDate ?? null,
    delivered_date: input.deliveredDate ?? null,
    address: input.address || null,
    notes: input.notes || null,
  };
  const what = m`Shipment ${input.id}`;
  const saved = await saveVersioned({
    what,
    id: input.id,
    version: input.version,
    duplicate: what,
    insert: () => db.insertInto('device_shipments').values(values).returning(['id', 'version']).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('device_shipments')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', input.id)
        .where('device_id', '=', input.deviceId)
        .where('version', '=', version)
        .returning(['id', 'version'])
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('device_shipments').select('id').where('id', '=', input.id).where('device_id', '=', input.deviceId).executeTakeFirst()),
  });
  return shaped(await query(db).where('id', '=', saved.id).executeTakeFirstOrThrow());
}
