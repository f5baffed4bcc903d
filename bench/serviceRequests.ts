/**
 * `npm run bench:requests`: service requests at scale (issue 13's figures). On a scratch PostgreSQL database
 * (`bench_requests_<random>`, dropped at the end) seeded with BENCH_SERVICE_REQUESTS (1,000,000) requests over
 * BENCH_BUSINESSES (100,000) shops, each with its work order, history and issues, a server started on it as
 * `npm start` would:
 * - at 10 concurrent connections, the p99 of GetServiceRequests' first page (10 rows) for every shop and for one,
 *   newest first and filtered by status: each at most 25 ms;
 * - a request opened as its detail page opens it: ServiceRequest, its history and its issues sent together, timed
 *   until all three have answered, by one staff user: p99 at most 10 ms (at 10 connections too, for information);
 * - the streamed CSV of every request against `COPY … TO STDOUT` of the same rows: at least half its rate,
 *   the server's RSS rising at most 64 MB.
 * Exits non-zero when a figure misses its limit. BENCH_DATABASE names an already seeded database to measure
 * instead (kept), with BENCH_ADMIN_PASSWORD its admin password.
 */
import { SERVICE_REQUEST_STATUSES } from '../contract/serviceRequest';
import { requestExport } from '../server/modules/serviceRequests/serviceRequestExport';
import { agentFrom, get, runLoad } from './businessLoad';
import { measureExportRate } from './exportRate';
import { stopGroup } from './processes';
import { type Figure, ms, reportFigures } from './report';
import { benchDatabase, requestsSeed, type ScaleServer, startScaleServer } from './scaleServer';

const REQUESTS = Number(process.env.BENCH_SERVICE_REQUESTS ?? 1_000_000);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const LOAD = { connections: 10, warmupMs: 1_000, durationMs: Number(process.env.BENCH_SECONDS ?? 5) * 1000 };
const LIST_LIMIT_MS = 25;
const ONE_LIMIT_MS = 10;
const RATIO_LIMIT = 0.5;
const RSS_LIMIT_MB = 64;
const database = benchDatabase('requests', requestsSeed(BUSINESSES, REQUESTS));
const { url } = database;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const api = (s: ScaleServer, path: string, query: Record<string, string>) => new URL(`/api/${path}?${new URLSearchParams(query)}`, s.base);

/** The newest in-progress request (it has history and an issue) and its shop. */
async function someRequest(s: ScaleServer): Promise<{ id: string; businessId: string }> {
  const res = await get(api(s, 'serviceRequest/GetServiceRequests', { pageSize: '1', status: String(SERVICE_REQUEST_STATUSES.inProgress) }), s.token, agentFrom());
  const first = (JSON.parse(res.body) as { items: { id: number; businessId: number }[] }).items[0];
  if (res.status !== 200 || !first) throw new Error(`GetServiceRequests answered ${res.status}: ${res.body.slice(0, 200)}`);
  return { id: String(first.id), businessId: String(first.businessId) };
}

async function measureCalls(s: ScaleServer): Promise<Figure[]> {
  const request = await someRequest(s);
  const status = String(SERVICE_REQUEST_STATUSES.completed);
  const list = (query: Record<string, string>) => api(s, 'serviceRequest/GetServiceRequests', { pageSize: '10', offset: '0', ...query });
  const detail = [
    api(s, 'serviceRequest/ServiceRequest', { id: request.id }),
    api(s, 'serviceRequest/GetServiceRequestHistory', { id: request.id }),
    api(s, 'issue/GetIssues', { serviceRequestId: request.id }),
  ];
  const loads: [string, URL | URL[], number | null, number][] = [
    ['first page, every shop, newest first', list({}), LIST_LIMIT_MS, 10],
    ['first page, every shop, status Completed', list({ status }), LIST_LIMIT_MS, 10],
    ['first page, one shop, newest first', list({ businessId: request.businessId }), LIST_LIMIT_MS, 10],
    ['first page, one shop, status Completed', list({ businessId: request.businessId, status }), LIST_LIMIT_MS, 10],
    ['one request with its history and issues, 1 user', detail, ONE_LIMIT_MS, 1],
    ['one request with its history and issues, 10 users', detail, null, 10],
  ];
  // The server's steady state, as bench:business measures it: every load run once before any is measured.
  for (const [, target, , connections] of loads) await runLoad(target, s.token, { ...LOAD, connections, durationMs: 2_000 });
  const figures: Figure[] = [];
  for (const [label, target, limit, connections] of loads) {
    const r = await runLoad(target, s.token, { ...LOAD, connections });
    console.log(`  ${label}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.rps.toFixed(0)} requests/s, ${r.errors} errors`);
    figures.push({
      name: `${label}, p99 (p50, requests/s)`,
      measured: `${ms(r.p99)} (${ms(r.p50)}, ${r.rps.toFixed(0)}/s${r.errors ? `, ${r.errors} errors` : ''})`,
      limit: limit ? `<= ${limit} ms` : '',
      pass: limit ? r.p99 <= limit && r.errors === 0 : r.errors === 0 ? null : false,
    });
  }
  return figures;
}

async function measureExport(s: ScaleServer): Promise<Figure[]> {
  const { copy, ours } = await measureExportRate(url, s, '/api/serviceRequest/Export', (db) => requestExport(db, {}, {}));
  const ratio = ours.rate / copy.rate;
  return [
    { name: 'COPY (the export query) TO STDOUT', measured: `${copy.rate.toLocaleString('en')} rows/s (${copy.rows} rows)`, limit: '', pass: null },
    { name: 'serviceRequest/Export over HTTP', measured: `${ours.rate.toLocaleString('en')} rows/s (${ours.rows} rows)`, limit: `${copy.rows} rows`, pass: ours.rows === copy.rows },
    { name: 'Export rate / COPY rate', measured: ratio.toFixed(2), limit: `>= ${RATIO_LIMIT}`, pass: ratio >= RATIO_LIMIT },
    { name: 'Server RSS peak rise during the export', measured: mb(ours.rise), limit: `<= ${RSS_LIMIT_MB} MB`, pass: ours.rise <= RSS_LIMIT_MB * 1024 * 1024 },
  ];
}

let exitCode = 1;
try {
  // On an existing database the seed only migrates (its requests are kept).
  await database.create();
  const s = await startScaleServer('PostgreSQL', { DATABASE_URL: url }, database.setup);
  try {
    const figures = [...(await measureCalls(s)), ...(await measureExport(s))];
    exitCode = reportFigures(`Service requests on PostgreSQL at ${REQUESTS.toLocaleString('en')} requests (${LOAD.connections} connections)`, figures);
  } finally {
    await stopGroup(s.group);
  }
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await database.cleanUp();
}
process.exit(exitCode);
