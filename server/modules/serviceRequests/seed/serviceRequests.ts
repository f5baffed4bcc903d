/**
 * Demo service requests with their whole story: a dozen technicians (users with the role Technician, besides
 * demo.tech), requests asked by the shops' users, then in SQL, set-based so a million rows load in seconds:
 * a work order per request, the history its status implies, and issues (every request in progress has one).
 * Deterministic given `random` and the ids of a fresh database. `total` spreads exactly that many requests
 * over the businesses (DEMO_SERVICE_REQUESTS); by default a few per business.
 */
import { sql } from 'kysely';
import { SCAN_TYPE_KEY } from '../../../../contract/serviceCatalogue';
import { SERVICE_REQUEST_STATUSES as REQUEST } from '../../../../contract/serviceRequest';
import { SOLUTIONS, type SolutionId } from '../../../../contract/solutions';
import type { Db } from '../../../db/database';
import { FIRST_NAMES, LAST_NAMES } from '../../businessDetails/seed/businessDetailsData';
import { DEMO_TODAY } from '../../devices/seed/devices';
import { SERVICE_TYPES, VEHICLES } from '../../../db/seed/devicesRequestsData';
import type { Random } from '../../../db/seed/random';
import { demoVin } from '../../../db/seed/vin';

/** Businesses per round of reads (their addresses and users). */
const CHUNK = 400;
/** Requests per insert: 13 columns × 4,000 rows stays under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 4000;
const DAY = 86_400_000;
const TECHNICIANS = 12;
const REQUEST_COUNTS = [[0, 10], [1, 10], [2, 15], [3, 15], [4, 15], [5, 12], [6, 10], [7, 7], [8, 6]] as const;
/** Requests of the last two weeks may still be open; older ones are closed. */
const OPEN_STATUSES = [[REQUEST.pending, 3], [REQUEST.dispatched, 2], [REQUEST.inProgress, 2], [REQUEST.completed, 3]] as const;
const CLOSED_STATUSES = [[REQUEST.completed, 85], [REQUEST.cancelled, 9], [REQUEST.voidedRo, 6]] as const;
/** Shops in the UK and Spain are served by the UK/Europe solution, the others by the US/Canada ones. */
const EUROPE = new Set(['GB', 'ES']);
const AMERICAN_VEHICLES = VEHICLES.filter((v) => !('europe' in v));
const AMERICAS = [[SOLUTIONS.calibration, 5], [SOLUTIONS.glass, 2], [SOLUTIONS.proTech, 2]] as const;
/** What goes wrong on a request, raised by its technician or its shop. */
export const ISSUE_TEXTS = [
  'Vehicle battery below 12 V: a charger was connected before scanning.',
  'The shop reports the windshield camera bracket was replaced with an aftermarket part.',
  'Scan tool lost connection twice during module programming.',
  'Target board could not be placed: the bay is shorter than the OEM requires.',
  'Customer asked for the report to be sent to a second email address.',
  'Wheel alignment out of specification: calibration postponed until it is corrected.',
  'DTCs returned after clearing; the shop was asked to check the wiring harness.',
  'Invoice amount disputed by the shop: the second calibration was not authorized.',
] as const;

export interface RequestSeedOptions {
  /** Exactly this many requests, spread evenly over the businesses. */
  total?: number;
}

export async function seedServiceRequests(trx: Db, businessIds: number[], random: Random, options: RequestSeedOptions = {}): Promise<void> {
  if (businessIds.length === 0) return;
  const technicians = await seedTechnicians(trx, random);
  const scanTypes = new Map((await trx.selectFrom('lookups').select(['id', 'text']).where('key', '=', SCAN_TYPE_KEY).execute()).map((l) => [l.text, l.id]));
  const first = (await trx.selectFrom('service_requests').select(sql<number>`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow()).max;
  const countFor = (i: number) =>
    options.total === undefined ? random.weighted(REQUEST_COUNTS) : Math.floor(options.total / businessIds.length) + (i < options.total % businessIds.length ? 1 : 0);
  for (let start = 0; start < businessIds.length; start += CHUNK) {
    const chunk = businessIds.slice(start, start + CHUNK);
    const addresses = await trx.selectFrom('business_addresses').select(['business_id', 'country']).where('kind', '=', 'primary').where('business_id', 'in', chunk).execute();
    const country = new Map(addresses.map((a) => [a.business_id, a.country]));
    const users = await trx.selectFrom('users').select(['id', 'business_id']).where('business_id', 'in', chunk).where('is_deleted', '=', false).orderBy('id').execute();
    const shopUsers = new Map<number | null, { id: number }[]>();
    for (const u of users) shopUsers.set(u.business_id, [...(shopUsers.get(u.business_id) ?? []), u]);
    const requests = chunk.flatMap((businessId, i) =>
      Array.from({ length: countFor(start + i) }, () => {
        const askers = shopUsers.get(businessId) ?? [];
        const plan = planRequest(random, EUROPE.has(country.get(businessId) ?? ''), technicians);
        const { serviceType, ...row } = plan;
        return { ...row, business_id: businessId, service_type_id: scanTypes.get(serviceType) ?? [...scanTypes.values()][0], requested_by: askers.length ? random.pick(askers).id : null };
      }),
    );
    // In slices: many requests per shop would pass PostgreSQL's 65,535 parameters in one statement.
    for (let i = 0; i < requests.length; i += ROWS_PER_INSERT) await trx.insertInto('service_requests').values(requests.slice(i, i + ROWS_PER_INSERT)).execute();
  }
  await seedPendingShop(trx, first);
  const dispatcher = await trx.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirst();
  await seedStories(trx, first, dispatcher?.id ?? null);
}

/** Requests of one shop left pending: the newest four of the shop with the most requests, made in the last days. */
const PENDING_SHOP_REQUESTS = 4;

/** One shop with several pending requests (maintenance/CancelPendingRequests has work in the demo). */
async function seedPendingShop(trx: Db, afterId: number): Promise<void> {
  const shop = await trx
    .selectFrom('service_requests')
    .select('business_id')
    .where('id', '>', afterId)
    .groupBy('business_id')
    .having(sql`count(*)`, '>=', PENDING_SHOP_REQUESTS)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('business_id')
    .executeTakeFirst();
  if (!shop) return;
  const newest = trx.selectFrom('service_requests').select('id').where('id', '>', afterId).where('business_id', '=', shop.business_id).orderBy('id', 'desc').limit(PENDING_SHOP_REQUESTS);
  await trx
    .updateTable('service_requests')
    .set({
      status_id: REQUEST.pending,
      technician_id: null,
      date_created: sql`${new Date(DEMO_TODAY)}::timestamptz - (id % 72 + 2) * interval '1 hour'`,
      date_updated: sql`${new Date(DEMO_TODAY)}::timestamptz - (id % 72 + 1) * interval '1 hour'`,
    })
    .where('id', 'in', newest)
    .execute();
}

/** demo.tech and a dozen more technicians, without a login; their ids. */
async function seedTechnicians(trx: Db, random: Random): Promise<number[]> {
  const role = await trx.selectFrom('roles').select('id').where('name', '=', 'Technician').executeTakeFirstOrThrow();
  const existing = await trx.selectFrom('user_roles').select('user_id').where('role_id', '=', role.id).orderBy('user_id').execute();
  const people = Array.from({ length: TECHNICIANS }, (_, i) => {
    const [given, family] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    const local = `${given}.${family}`.normalize('NFD').replace(/[^A-Za-z0-9.]/g, '').toLowerCase();
    return { username: null, email: `${local}.${i + 1}@technicians.example.com`, given_name: given, family_name: family, password_hash: '!', has_login: false, created_by: 'seed' };
  });
  const added = await trx.insertInto('users').values(people).returning('id').execute();
  await trx.insertInto('user_roles').values(added.map((u) => ({ user_id: u.id, role_id: role.id }))).execute();
  return [...existing.map((u) => u.user_id), ...added.map((u) => u.id)];
}

function planRequest(random: Random, inEurope: boolean, technicians: number[]) {
  const vehicle = random.pick(inEurope ? VEHICLES : AMERICAN_VEHICLES);
  const appId: SolutionId = inEurope ? (random.chance(0.85) ? SOLUTIONS.ukEurope : SOLUTIONS.proTech) : random.weighted(AMERICAS);
  // One request in ten from the last two weeks (the open ones), the others over two years.
  const created = DEMO_TODAY - random.int(0, (random.chance(0.1) ? 14 : 730) * 1440) * 60_000;
  // Up to ten years old, or next year's model already on sale.
  const year = new Date(created).getUTCFullYear() + random.int(-10, 1);
  const status = random.weighted(created > DEMO_TODAY - 14 * DAY ? OPEN_STATUSES : CLOSED_STATUSES);
  return {
    vin: demoVin(random, vehicle.wmi, year),
    vehicle_year: year,
    vehicle_make: vehicle.make,
    vehicle_model: random.pick(vehicle.models),
    app_id: appId,
    serviceType: random.pick(SERVICE_TYPES[appId]),
    status_id: status,
    technician_id: status === REQUEST.pending || status === REQUEST.cancelled ? null : random.pick(technicians),
    date_created: new Date(created),
    date_updated: new Date(created + random.int(30, 600) * 60_000),
  };
}

/**
 * The work orders, history and issues of the requests after `afterId`, derived from each request in SQL:
 * times fall between the request's creation and its last update, amounts and texts follow from its id.
 * Every value written into the statements is an integer of ours.
 */
async function seedStories(trx: Db, afterId: number, dispatcherId: number | null): Promise<void> {
  // `at(f)`: the moment a fraction f of the way from the request's creation to its last update.
  const at = (f: number) => `r.date_created + (r.date_updated - r.date_created) * ${f}`;
  const after = `r.id > ${Math.trunc(afterId)}`;
  const dispatcher = dispatcherId === null ? 'NULL::int' : String(Math.trunc(dispatcherId));
  const { pending: P, dispatched: D, inProgress: I, completed: C, cancelled: X, voidedRo: V } = REQUEST;
  await sql
    .raw(`INSERT INTO work_orders (service_request_id, location_id, created_by, updated_by, date_created, date_updated,
      scan_report_status, scan_report_started, scan_report_completed, invoice_number, invoice_amount)
    SELECT r.id, r.business_id, ${dispatcher}, coalesce(r.technician_id, ${dispatcher}), ${at(0.1)}, r.date_updated,
      CASE r.status_id WHEN ${C} THEN 3 WHEN ${I} THEN 2 ELSE 1 END,
      CASE WHEN r.status_id IN (${I}, ${C}) THEN ${at(0.5)} END,
      CASE WHEN r.status_id = ${C} THEN ${at(0.95)} END,
      CASE WHEN r.status_id = ${C} THEN 'INV-' || lpad(r.id::text, 8, '0') END,
      CASE WHEN r.status_id = ${C} THEN 45 + (r.id::bigint * 7919 % 40000) / 100.0 END
    FROM service_requests r WHERE ${after} ORDER BY r.id`)
    .execute(trx);
  const step = (from: number, to: number, when: number, statuses: number[], by: string) =>
    `SELECT r.id, 'status', '${from}', '${to}', ${by}, ${at(when)} FROM service_requests r WHERE ${after} AND r.status_id IN (${statuses.join(', ')})`;
  await sql
    .raw(`INSERT INTO service_request_history (service_request_id, kind, from_value, to_value, changed_by, changed_at)
    SELECT r.id, 'created', NULL, '${P}', r.requested_by, r.date_created FROM service_requests r WHERE ${after}
    UNION ALL SELECT r.id, 'assignment', NULL, u.given_name || ' ' || u.family_name, ${dispatcher}, ${at(0.05)}
      FROM service_requests r JOIN users u ON u.id = r.technician_id WHERE ${after}
    UNION ALL ${step(P, D, 0.1, [D, I, C, V], dispatcher)}
    UNION ALL ${step(D, I, 0.4, [I, C, V], 'r.technician_id')}
    UNION ALL ${step(I, C, 1, [C], 'r.technician_id')}
    UNION ALL ${step(I, V, 1, [V], dispatcher)}
    UNION ALL ${step(P, X, 1, [X], 'r.requested_by')}
    ORDER BY 1, 6`)
    .execute(trx);
  // Dispatched when assigned; a few left broken for maintenance/FixDispatchTimes: dispatched before they were
  // made (one in 97), or dispatched without a dispatch time (one in 89).
  await sql
    .raw(`UPDATE service_requests r SET date_dispatched = CASE
        WHEN r.status_id IN (${D}, ${I}, ${C}) AND r.id % 97 = 0 THEN r.date_created - interval '3 hours'
        WHEN r.status_id IN (${D}, ${I}, ${C}) AND r.id % 89 = 0 THEN NULL
        ELSE ${at(0.05)} END
      WHERE ${after} AND r.status_id IN (${D}, ${I}, ${C}, ${V})`)
    .execute(trx);
  // Every request in progress has an issue, and one in eleven of the others; closed requests' issues are resolved.
  const texts = ISSUE_TEXTS.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ');
  await sql
    .raw(`INSERT INTO service_request_issues (service_request_id, text, raised_by, raised_at, resolved_at)
    SELECT r.id, (ARRAY[${texts}])[1 + r.id % ${ISSUE_TEXTS.length}], coalesce(r.technician_id, r.requested_by), ${at(0.6)},
      CASE WHEN r.status_id IN (${C}, ${X}, ${V}) THEN r.date_updated END
    FROM service_requests r WHERE ${after} AND (r.status_id = ${I} OR r.id % 11 = 0) ORDER BY r.id`)
    .execute(trx);
}
