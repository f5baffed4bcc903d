/**
 * `npm run bench:devices`: the devices list at scale (issue 12's figure). On a scratch PostgreSQL database
 * (`bench_devices_<random>`, dropped at the end) seeded with BENCH_DEVICES (100,000) devices over
 * BENCH_BUSINESSES (20,000) shops and stock, a server started on it as `npm start` would, then at 10
 * concurrent connections the p99 of device/GetDevicesForListing's first page (10 rows) sorted by each
 * sortable column, ascending and descending: each must be at most 20 ms. Informational: one shop's
 * devices, and a status filter. Exits non-zero when a figure misses its limit.
 */
import { DEVICE_SORTABLE, DEVICE_STATUSES } from '../contract/device';
import { agentFrom, get, runLoad } from './businessLoad';
import { stopGroup } from './processes';
import { type Figure, ms, reportFigures } from './report';
import { benchDatabase, type ScaleServer, startScaleServer } from './scaleServer';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 20_000);
const LOAD = { connections: 10, warmupMs: 1_000, durationMs: Number(process.env.BENCH_SECONDS ?? 5) * 1000 };
const LIMIT_MS = 20;
const database = benchDatabase('devices', { seedEnv: { BENCH_BUSINESSES: String(BUSINESSES), BENCH_DEVICES: String(DEVICES) }, what: `${BUSINESSES.toLocaleString('en')} businesses and ${DEVICES.toLocaleString('en')} devices` }, { reusable: false });

const listing = (s: ScaleServer, query: Record<string, string>) =>
  new URL(`/api/device/GetDevicesForListing?${new URLSearchParams({ pageSize: '10', offset: '0', ...query })}`, s.base);

/** A shop holding several devices: the first row of the list sorted by business. */
async function someShop(s: ScaleServer): Promise<string> {
  const res = await get(listing(s, { inStock: 'false', orderBy: 'serialNumber' }), s.token, agentFrom());
  const rows = JSON.parse(res.body) as { businessId: number; TotalItems: number }[];
  if (res.status !== 200 || !rows[0]) throw new Error(`GetDevicesForListing answered ${res.status}: ${res.body.slice(0, 200)}`);
  return String(rows[0].businessId);
}

async function measure(s: ScaleServer): Promise<Figure[]> {
  const first = JSON.parse((await get(listing(s, {}), s.token, agentFrom())).body) as { TotalItems: number }[];
  console.log(`The list answers ${first[0]?.TotalItems.toLocaleString('en')} devices.`);
  const loads: [string, Record<string, string>, number | null][] = DEVICE_SORTABLE.flatMap((column) =>
    (['asc', 'desc'] as const).map((dir): [string, Record<string, string>, number | null] => [`sorted by ${column} ${dir}`, { orderBy: column, sortBy: dir }, LIMIT_MS]),
  );
  loads.push([`one shop's devices`, { businessId: await someShop(s) }, null], ['status In stock', { statusId: String(DEVICE_STATUSES.inStock) }, null]);
  const figures: Figure[] = [];
  for (const [label, query, limit] of loads) {
    const r = await runLoad(listing(s, query), s.token, LOAD);
    console.log(`  ${label}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.rps.toFixed(0)} requests/s, ${r.errors} errors`);
    figures.push({
      name: `first page ${label}, p99 (p50, requests/s)`,
      measured: `${ms(r.p99)} (${ms(r.p50)}, ${r.rps.toFixed(0)}/s${r.errors ? `, ${r.errors} errors` : ''})`,
      limit: limit ? `<= ${limit} ms` : '',
      pass: limit ? r.p99 <= limit && r.errors === 0 : r.errors === 0 ? null : false,
    });
  }
  return figures;
}

let exitCode = 1;
try {
  await database.create();
  const s = await startScaleServer('PostgreSQL', { DATABASE_URL: database.url }, database.setup);
  try {
    const figures = await measure(s);
    exitCode = reportFigures(`Devices list on PostgreSQL at ${DEVICES.toLocaleString('en')} devices (${LOAD.connections} connections)`, figures);
  } finally {
    await stopGroup(s.group);
  }
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await database.cleanUp();
}
process.exit(exitCode);
