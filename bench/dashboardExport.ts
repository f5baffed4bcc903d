/**
 * `npm run bench:dashboard-export`: the dashboards' exports at scale (issue 18's figures). On a scratch PostgreSQL
 * database (`bench_dashboard_export_<random>`, dropped at the end) seeded with BENCH_SERVICE_REQUESTS (1,000,000)
 * requests over BENCH_BUSINESSES (100,000) shops, as bench/serviceRequests.ts seeds them, a server started on it as
 * `npm start` would, and dashboard/ExportServiceRequests of every request (every statistics column):
 * - as CSV against `COPY … TO STDOUT` of the same rows read by a bare pg client, taking turns (bench/exportRate.ts):
 *   at least half its rate;
 * - as XLSX (exceljs's streaming writer, in a thread of its own: xlsxWorkbook.ts): at most 4 × the CSV's time;
 * - the server's RSS sampled during each: its peak rise at most RSS_LIMIT_MB however many rows (flat);
 * - cancelling: the client reads the first bytes, pauses, then goes away; the time until the export's query (a COPY
 *   for either format) is gone from pg_stat_activity: at most 1 s.
 * Exits non-zero when a figure misses its limit. BENCH_DATABASE names an already seeded database to measure instead
 * (kept), with BENCH_ADMIN_PASSWORD its admin password.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DASHBOARD_DECLARATIONS } from '../contract/dashboardSchema';
import { openDatabase } from '../server/db/database';
import { rowsExport } from '../server/modules/dashboard/exportRows';
import { agentFrom, get, sampleRss } from './businessLoad';
import { measureExportRate } from './exportRate';
import { stopGroup } from './processes';
import { failedFigure, type Figure, ms, reportFigures } from './report';
import { benchDatabase, requestsSeed, type ScaleServer, startScaleServer } from './scaleServer';

const REQUESTS = Number(process.env.BENCH_SERVICE_REQUESTS ?? 1_000_000);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const RATIO_LIMIT = 0.5;
const XLSX_LIMIT = 4;
const RSS_LIMIT_MB = 64;
const CANCEL_LIMIT_MS = 1000;
const XLSX_RUNS = 2;
const RANGE = { startDate: '1970-01-01', endDate: '2100-12-31' };
const database = benchDatabase('dashboard_export', requestsSeed(BUSINESSES, REQUESTS));
const { url } = database;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const exportPath = (format: 'csv' | 'xlsx') => `/api/dashboard/ExportServiceRequests?${new URLSearchParams({ ...RANGE, format })}`;

/** The CSV against COPY of the same rows (the statement compiled from the export itself), then the XLSX's time. */
async function measureRates(s: ScaleServer): Promise<Figure[]> {
  const { db } = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const e = await rowsExport(db, 'statistics', { ...RANGE, columns: DASHBOARD_DECLARATIONS.statistics.columns.map((c) => c.key), language: 'en' });
  await db.destroy();
  const { copy, ours } = await measureExportRate(url, s, exportPath('csv'), () => e);
  const csvMs = (ours.rows / ours.rate) * 1000;
  let xlsxMs = Number.POSITIVE_INFINITY;
  let xlsxRise = 0;
  let xlsxBytes = 0;
  for (let i = 0; i < XLSX_RUNS; i++) {
    const sampler = sampleRss(s.pid, 10);
    const t0 = performance.now();
    let bytes = 0;
    const res = await get(new URL(exportPath('xlsx'), s.base), s.token, agentFrom(), (chunk) => {
      bytes += chunk.length;
    });
    const took = performance.now() - t0;
    const rss = sampler.stop();
    if (res.status !== 200) throw new Error(`the XLSX export answered ${res.status}: ${res.body.slice(0, 200)}`);
    console.log(`  XLSX ${mb(bytes)} in ${ms(took)}, RSS +${mb(rss.peak - rss.start)}`);
    xlsxMs = Math.min(xlsxMs, took);
    xlsxRise = Math.max(xlsxRise, rss.peak - rss.start);
    xlsxBytes = bytes;
  }
  const ratio = ours.rate / copy.rate;
  return [
    { name: 'COPY (the export query) TO STDOUT', measured: `${copy.rate.toLocaleString('en')} rows/s (${copy.rows} rows)`, limit: '', pass: null },
    { name: 'ExportServiceRequests as CSV over HTTP', measured: `${ours.rate.toLocaleString('en')} rows/s (${ours.rows} rows, ${ms(csvMs)})`, limit: `${copy.rows} rows`, pass: ours.rows === copy.rows },
    { name: 'CSV export rate / COPY rate', measured: ratio.toFixed(2), limit: `>= ${RATIO_LIMIT}`, pass: ratio >= RATIO_LIMIT },
    { name: 'Server RSS peak rise during the CSV export', measured: mb(ours.rise), limit: `<= ${RSS_LIMIT_MB} MB`, pass: ours.rise <= RSS_LIMIT_MB * 1024 * 1024 },
    { name: 'ExportServiceRequests as XLSX over HTTP', measured: `${ms(xlsxMs)} (${mb(xlsxBytes)}, ${Math.round((ours.rows / xlsxMs) * 1000).toLocaleString('en')} rows/s)`, limit: '', pass: null },
    { name: 'XLSX time / CSV time', measured: (xlsxMs / csvMs).toFixed(2), limit: `<= ${XLSX_LIMIT}`, pass: xlsxMs / csvMs <= XLSX_LIMIT },
    { name: 'Server RSS peak rise during the XLSX export', measured: mb(xlsxRise), limit: `<= ${RSS_LIMIT_MB} MB`, pass: xlsxRise <= RSS_LIMIT_MB * 1024 * 1024 },
  ];
}

/** The backends at an export's work: its COPY (told by the statement's start: the query text is cut at 1 kB). */
async function exportBackends(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database() AND backend_type = 'client backend'
       AND state <> 'idle' AND query LIKE 'COPY%'`,
  );
  return rows.map((r) => r.pid);
}

/** Starts an export, reads its first bytes and stops reading; `leave` goes away. */
function startExport(s: ScaleServer, format: 'csv' | 'xlsx'): Promise<{ leave: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(exportPath(format), s.base), { headers: { authorization: `Bearer ${s.token}` } }, (res) => {
      res.once('data', () => {
        res.pause();
        resolve({ leave: () => req.destroy() });
      });
      res.on('error', () => {});
    });
    req.once('error', reject);
  });
}

async function measureCancel(s: ScaleServer, client: pg.Client, format: 'csv' | 'xlsx'): Promise<Figure> {
  const name = `Cancel: ${format.toUpperCase()} export's query gone after the client leaves`;
  const before = await exportBackends(client);
  const started = await startExport(s, format);
  await sleep(500);
  const mine = (await exportBackends(client)).filter((pid) => !before.includes(pid));
  started.leave();
  const left = performance.now();
  if (mine.length !== 1) return failedFigure(name, `<= ${CANCEL_LIMIT_MS} ms`, `expected the export's one backend at work, found ${mine.length}`);
  while ((await exportBackends(client)).includes(mine[0]) && performance.now() - left < 10_000) await sleep(5);
  const took = performance.now() - left;
  return { name, measured: ms(took), limit: `<= ${CANCEL_LIMIT_MS} ms`, pass: took <= CANCEL_LIMIT_MS };
}

let exitCode = 1;
try {
  // On an existing database the seed only migrates (its requests are kept).
  await database.create();
  const s = await startScaleServer('PostgreSQL', { DATABASE_URL: url }, database.setup);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const figures = [...(await measureRates(s)), await measureCancel(s, client, 'csv'), await measureCancel(s, client, 'xlsx')];
    exitCode = reportFigures(`Dashboard exports on PostgreSQL at ${REQUESTS.toLocaleString('en')} service requests`, figures);
    console.log(`FIGURES ${JSON.stringify(figures)}`);
  } finally {
    await client.end();
    await stopGroup(s.group);
  }
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await database.cleanUp();
}
process.exit(exitCode);
