/**
 * Demo devices and service requests for the business detail's Devices and
 * Requests tabs: a few of each for most businesses, and some devices in
 * stock. Deterministic given `random`; inserted a few thousand rows a statement.
 */
import { DEVICE_STATUSES as DEVICE } from '../../../contract/device';
import { SERVICE_REQUEST_STATUSES as REQUEST } from '../../../contract/serviceRequest';
import { SOLUTIONS, type SolutionId } from '../../../contract/solutions';
import type { Db } from '../database';
import { FIRST_NAMES, LAST_NAMES } from './businessDetailsData';
import { DEVICE_MODELS, DEVICE_PLACES, SERVICE_TYPES, VEHICLES } from './devicesRequestsData';
import type { Random } from './random';
import { demoVin } from './vin';

/** Businesses per round of inserts: at most 8 requests each keeps a statement under PostgreSQL's 65,535 parameters. */
const CHUNK = 400;
const DAY = 86_400_000;
/** The demo's today: every date falls before it, so a reseed gives the same data. */
const TODAY = Date.UTC(2025, 10, 1);

const DEVICE_COUNTS = [[0, 15], [1, 30], [2, 30], [3, 15], [4, 10]] as const;
const REQUEST_COUNTS = [[0, 10], [1, 10], [2, 15], [3, 15], [4, 15], [5, 12], [6, 10], [7, 7], [8, 6]] as const;
/** Requests of the last two weeks may still be open; older ones are closed. */
const OPEN_STATUSES = [[REQUEST.pending, 3], [REQUEST.dispatched, 2], [REQUEST.inProgress, 2], [REQUEST.completed, 3]] as const;
const CLOSED_STATUSES = [[REQUEST.completed, 85], [REQUEST.cancelled, 9], [REQUEST.voidedRo, 6]] as const;
/** Shops in the UK and Spain are served by the UK/Europe solution, the others by the US/Canada ones. */
const EUROPE = new Set(['GB', 'ES']);
const AMERICAN_VEHICLES = VEHICLES.filter((v) => !('europe' in v));
const AMERICAS = [[SOLUTIONS.calibration, 5], [SOLUTIONS.glass, 2], [SOLUTIONS.proTech, 2]] as const;

export async function seedDevicesAndRequests(trx: Db, businessIds: number[], random: Random): Promise<void> {
  if (businessIds.length === 0) return;
  const technicians = Array.from({ length: 24 }, () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  let serial = 0;
  const device = (businessId: number | null) => planDevice(random, businessId, ++serial);
  for (let start = 0; start < businessIds.length; start += CHUNK) {
    const chunk = businessIds.slice(start, start + CHUNK);
    const addresses = await trx.selectFrom('business_addresses').select(['business_id', 'country']).where('kind', '=', 'primary').where('business_id', 'in', chunk).execute();
    const country = new Map(addresses.map((a) => [a.business_id, a.country]));
    const devices = chunk.flatMap((businessId) => Array.from({ length: random.weighted(DEVICE_COUNTS) }, () => device(businessId)));
    if (devices.length > 0) await trx.insertInto('devices').values(devices).execute();
    const requests = chunk.flatMap((businessId) =>
      Array.from({ length: random.weighted(REQUEST_COUNTS) }, () => planRequest(random, businessId, EUROPE.has(country.get(businessId) ?? ''), technicians)),
    );
    if (requests.length > 0) await trx.insertInto('service_requests').values(requests).execute();
  }
  // Devices waiting in the warehouse, assigned to no business yet.
  await trx.insertInto('devices').values(Array.from({ length: Math.ceil(businessIds.length / 20) }, () => device(null))).execute();
}

function planDevice(random: Random, businessId: number | null, n: number) {
  const m = random.weighted(DEVICE_MODELS.map((d) => [d, d.weight] as const));
  const created = TODAY - random.int(30 * 1440, 1500 * 1440) * 60_000;
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

function planRequest(random: Random, businessId: number, inEurope: boolean, technicians: string[]) {
  const vehicle = random.pick(inEurope ? VEHICLES : AMERICAN_VEHICLES);
  const appId: SolutionId = inEurope ? (random.chance(0.85) ? SOLUTIONS.ukEurope : SOLUTIONS.proTech) : random.weighted(AMERICAS);
  const created = TODAY - random.int(0, 730 * 1440) * 60_000;
  // Up to ten years old, or next year's model already on sale.
  const year = new Date(created).getUTCFullYear() + random.int(-10, 1);
  const status = random.weighted(created > TODAY - 14 * DAY ? OPEN_STATUSES : CLOSED_STATUSES);
  return {
    business_id: businessId,
    vin: demoVin(random, vehicle.wmi, year),
    vehicle_year: year,
    vehicle_make: vehicle.make,
    vehicle_model: random.pick(vehicle.models),
    app_id: appId,
    service_type: random.pick(SERVICE_TYPES[appId]),
    status_id: status,
    technician_name: status === REQUEST.pending ? null : random.pick(technicians),
    date_created: new Date(created),
    date_updated: new Date(created + random.int(10, 600) * 60_000),
  };
}
