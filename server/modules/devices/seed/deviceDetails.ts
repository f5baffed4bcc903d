/**
 * The demo devices' details (migration 0015), after the devices: each one's manufacturer model, a server
 * profile, a launch account for the Launch devices, the date it reached its shop, and its shipments: the
 * trip to the shop for assigned devices (delivered a few days later), still in transit for the shipped ones.
 * Written as set operations, derived from the device ids, so the seed stays fast and deterministic.
 */
import { sql } from 'kysely';
import { DEVICE_STATUSES as DEVICE } from '../../../../contract/device';
import { REFERENCE_KEYS } from '../../../../contract/references';
import type { Db } from '../../../db/database';

const CARRIERS = ['UPS', 'FedEx', 'DHL Express', 'USPS Priority', 'Royal Mail Tracked', 'SEUR'];

export async function seedDeviceDetails(trx: Db): Promise<void> {
  await sql`UPDATE devices d SET device_model_id = m.id FROM device_models m
    WHERE lower(m.manufacturer) = lower(d.manufacturer) AND lower(m.brand) = lower(d.brand) AND lower(m.model) = lower(d.model)`.execute(trx);
  const ids = async (key: string) => (await trx.selectFrom('lookups').select('id').where('key', '=', key).orderBy('id').execute()).map((l) => l.id);
  const profiles = await ids(REFERENCE_KEYS.serverProfile);
  const accounts = await ids(REFERENCE_KEYS.launchAccount);
  if (profiles.length > 0) {
    await sql`UPDATE devices SET server_profile_id = (${sql.val(profiles)}::int[])[1 + id % ${profiles.length}]`.execute(trx);
  }
  if (accounts.length > 0) {
    await sql`UPDATE devices SET launch_account_id = (${sql.val(accounts)}::int[])[1 + id % ${accounts.length}] WHERE manufacturer = 'Launch'`.execute(trx);
  }
  await sql`UPDATE devices SET assigned_date = date_created + (id % 20) * interval '1 day' WHERE business_id IS NOT NULL`.execute(trx);
  await sql`INSERT INTO device_shipments (device_id, carrier, tracking_number, shipped_date, delivered_date, address, date_created)
    SELECT d.id, (${sql.val(CARRIERS)}::text[])[1 + d.id % ${CARRIERS.length}],
      upper(substr(md5(d.serial_number), 1, 14)),
      (d.assigned_date - interval '4 days')::date,
      CASE WHEN d.status_id = ${DEVICE.shipped} THEN NULL ELSE (d.assigned_date - interval '4 days' + (1 + d.id % 4) * interval '1 day')::date END,
      a.street || ', ' || a.city || coalesce(' ' || a.postal_code, '') || ', ' || a.country,
      d.assigned_date - interval '4 days'
    FROM devices d JOIN business_addresses a ON a.business_id = d.business_id AND a.kind = 'primary'
    WHERE d.business_id IS NOT NULL`.execute(trx);
}
