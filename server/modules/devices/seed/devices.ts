/**
 * Demo devices for the business detail's Devices tab: a few for most businesses, and some devices in
 * stock. Deterministic given `random`; inserted a few thousand rows a statement.
 */
import { DEVICE_STATUSES as DEVICE } from '../../../../contract/device';
import type { Db } from '../../../db/database';
import { DEVICE_MODELS, DEVICE_PLACES } from '../../../db/seed/devicesRequestsData';
import type { Random } from '../../../db/seed/random';

/** Businesses per round of inserts. */
const CHUNK = 400;
const DAY = 86_400_000;
/** The demo's today: every date falls before it, so a reseed gives the same data. */
export const DEMO_TODAY = Date.UTC(2025, 10, 1);

const DEVICE_COUNTS = [[0, 15], [1, 30], [2, 30], [3, 15], [4, 10]] as const;

export async function seedDevices(trx: Db, businessIds: number[], random: Random): Promise<void> {
  if (businessIds.length === 0) return;
  let serial = 0;
  const device = (businessId: number | null) => planDevice(random, businessId, ++serial);
  for (let start = 0; start < businessIds.length; start += CHUNK) {
    const chunk = businessIds.slice(start, start + CHUNK);
    const devices = chunk.flatMap((businessId) => Array.from({ length: random.weighted(DEVICE_COUNTS) }, () => device(businessId)));
    if (devices.length > 0) await trx.insertInto('devices').values(devices).execute();
  }
  // Devices waiting in the warehouse, assigned to no business yet.
  await trx.insertInto('devices').values(Array.from({ length: Math.ceil(businessIds.length / 20) }, () => device(null))).execute();
}

function planDevice(random: Random, businessId: number | null, n: number) {
  const m = random.weighted(DEVICE_MODELS.map((d) => [d, d.weight] as const));
  const created = DEMO_TODAY - random.int(30 * 1440, 1500 * 1440) * 60_000;
  const assigned = businessId !== null;
  return {
    serial_number: `${m.prefix}${new Date(created).getUTCFullYear() % 100}${String(n).padStart(6, '0')}`,
    name: assigned ? `${random.pick(DEVICE_PLACES)} ${m.brand}` : `${m.brand} ${m.model}`,
    manufacturer: m.manufacturer,
    brand: m.brand,
    model: m.model,
    business_id: businessId,
    status_id: !assigned ? DEVICE.inStock : random.weighted([[DEVICE.inService, 90], [DEVICE.inRepair, 6], [DEVICE.shipped, 4]] as const),
    is_active: !assigned || random.chance(0.92),
    date_created: new Date(created),
    date_updated: new Date(created + random.int(0, 29) * DAY),
  };
}
