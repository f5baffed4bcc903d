/** A device's shipments (device/UpsertDeviceShipment, GetDeviceShipments): recorded, corrected at their version, newest first. */
import { sql } from 'kysely';
import type { Shipment, ShipmentInput } from '../../../contract/device';
import type { Db } from '../../db/database';
import { Invalid, NotFound } from '../../db/domainErrors';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
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

const shipmentText = (id: number) => m`Shipment ${id}`;

/** A device's shipment, as the change history keeps it; scoped to its device. */
export const shipmentKind: RecordKind = {
  area: 'devices',
  entity: 'shipment',
  table: 'device_shipments',
  what: shipmentText,
  snapshot: (trx, id) =>
    trx
      .selectFrom('device_shipments')
      .select([
        'device_id as deviceId',
        'carrier',
        'tracking_number as trackingNumber',
        sql<string | null>`to_char(shipped_date, 'YYYY-MM-DD')`.as('shippedDate'),
        sql<string | null>`to_char(delivered_date, 'YYYY-MM-DD')`.as('deliveredDate'),
        'address',
        'notes',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),
  scope: (shipment) => shipment.deviceId as number,
};

export async function upsertShipment(db: Db, author: Author, input: ShipmentInput): Promise<Shipment> {
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
  if (input.id !== 0) {
    // Another device's shipment is not this device's to correct: not found (after a missing version, as ever).
    const ours = await db.selectFrom('device_shipments').select('id').where('id', '=', input.id).where('device_id', '=', input.deviceId).executeTakeFirst();
    if (!ours) throw input.version === undefined ? new Invalid('version', m`is required to update an existing record`) : new NotFound(shipmentText(input.id));
  }
  const saved = await saveRecord(db, shipmentKind, author, input.id, input.version, { values });
  return shaped(await query(db).where('id', '=', saved.id).executeTakeFirstOrThrow());
}
