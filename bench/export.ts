/**
 * `npm run bench:export`: Business/Export at the database's pace (issue 11, item 7).
 *
 * In a scratch PostgreSQL database (`bench_export_<random>` on BENCH_POSTGRES_URL,
 * dropped at the end, also on Ctrl-C), seeded with BENCH_BUSINESSES (100,000)
 * businesses by one process and served by another (bench/businessServer.ts),
 * on the same rows: `COPY (the export's query) TO STDOUT` read by a bare pg
 * client, and Business/Export of every business over HTTP (taking turns, the best
 * of RUNS each),
 * with the export's rate as a share of COPY's (at least 0.5) and the server's
 * RSS peak above its RSS when the export starts (flat memory: at most
 * RSS_LIMIT_MB however many rows). Prints a table, then one `FIGURES <json>`
 * line for bench/run.ts. Exits non-zero when a figure misses its limit.
 * BENCH_DATABASE names an already seeded database to measure instead (kept), with
 * BENCH_ADMIN_PASSWORD its admin password.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { copyStatement } from '../server/db/csvExportQuery';
import { openDatabase } from '../server/db/database';
import { businessExport } from '../server/modules/business/businessExport';
import { agentFrom, get, sampleRss } from './businessLoad';
import { stopAll } from './processes';
import { type Figure, failedFigure, printTable } from './report';
import { onPostgres, POSTGRES, startScaleServer } from './scaleServer';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const RUNS = 5;
const RATIO_LIMIT = 0.5;
const RSS_LIMIT_MB = 64;
/** BENCH_DATABASE: an existing database already seeded (bench/businessServer.ts seed), measured and kept; otherwise a scratch one. */
const existing = process.env.BENCH_DATABASE;
const database = existing ?? `bench_export_${randomBytes(4).toString('hex')}`;
const url = `${POSTGRES}/${database}`;
const password = process.env.BENCH_ADMIN_PASSWORD ?? `bench-${randomBytes(12).toString('base64url')}`;
const workDir = mkdtempSync(join(tmpdir(), 'export-bench-'));
const setup = { workDir, password, seedEnv: { BENCH_BUSINESSES: String(BUSINESSES) }, what: `${BUSINESSES.toLocaleString('en')} businesses` };
const perSecond = (rows: number, ms: number) => Math.round((rows / ms) * 1000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The plain COPY of the export's query (every business, every column, name order): rows and rows a second. */
async function copyOnce(client: pg.Client, statement: string): Promise<{ rows: number; rate: number }> {
  const t0 = performance.now();
  const copy = client.query(copyTo(statement));
  for await (const _ of copy);
  return { rows: copy.rowCount, rate: perSecond(copy.rowCount, performance.now() - t0) };
}

/** Business/Export of every business over HTTP: rows, rows a second, and the server's RSS rise meanwhile. */
async function exportOnce(base: URL, token: string, pid: number) {
  const sampler = sampleRss(pid, 10);
  const t0 = performance.now();
  let lines = 0;
  const res = await get(new URL('/api/Business/Export', base), token, agentFrom(), (chunk) => {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
  });
  const ms = performance.now() - t0;
  const rss = sampler.stop();
  if (res.status !== 200) throw new Error(`Business/Export answered ${res.status}: ${res.body.slice(0, 200)}`);
  return { rows: lines - 1, rate: perSecond(lines - 1, ms), rise: rss.peak - rss.start };
}

/** RUNS of each, taking turns (the machine's other load then weighs on both alike); the best rate of each, the largest RSS rise. */
async function measureBoth(server: { base: URL; token: string; pid: number }) {
  const { db } = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const statement = copyStatement(db, businessExport(db, {}, {}), true);
  await db.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const copy = { rows: 0, rate: 0 };
  const ours = { rows: 0, rate: 0, rise: 0 };
  try {
    for (let i = 0; i < RUNS; i++) {
      const c = await copyOnce(client, statement);
      const e = await exportOnce(server.base, server.token, server.pid);
      console.log(`  COPY ${c.rows} rows, ${c.rate} rows/s; Business/Export ${e.rows} rows, ${e.rate} rows/s, RSS +${mb(e.rise)}`);
      Object.assign(copy, { rows: c.rows, rate: Math.max(copy.rate, c.rate) });
      Object.assign(ours, { rows: e.rows, rate: Math.max(ours.rate, e.rate), rise: Math.max(ours.rise, e.rise) });
    }
  } finally {
    await client.end();
  }
  return { copy, ours };
}

async function measureExport(): Promise<Figure[]> {
  const names = { copy: 'COPY (the export query) TO STDOUT', ours: 'Business/Export over HTTP', ratio: 'Business/Export rate / COPY rate', rss: 'Server RSS peak rise during the export' };
  try {
    await onPostgres(existing ? 'SELECT 1' : `CREATE DATABASE ${database}`);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    const why = `PostgreSQL at ${POSTGRES} unreachable: ${error instanceof Error ? error.message : String(error)}`;
    return [failedFigure(names.ratio, `>= ${RATIO_LIMIT}`, why), failedFigure(names.rss, `<= ${RSS_LIMIT_MB} MB`, why)];
  }
  try {
    // On an existing database the seed only migrates (its businesses are kept).
    const server = await startScaleServer('PostgreSQL', { DATABASE_URL: url }, setup);
    const { copy, ours } = await measureBoth(server);
    const ratio = ours.rate / copy.rate;
    return [
      { name: names.copy, measured: `${copy.rate.toLocaleString('en')} rows/s (${copy.rows} rows)`, limit: '', pass: null },
      { name: names.ours, measured: `${ours.rate.toLocaleString('en')} rows/s (${ours.rows} rows)`, limit: `${copy.rows} rows`, pass: ours.rows === copy.rows },
      { name: names.ratio, measured: ratio.toFixed(2), limit: `>= ${RATIO_LIMIT}`, pass: ratio >= RATIO_LIMIT },
      { name: names.rss, measured: mb(ours.rise), limit: `<= ${RSS_LIMIT_MB} MB`, pass: ours.rise <= RSS_LIMIT_MB * 1024 * 1024 },
    ];
  } catch (error) {
    return [failedFigure(names.ratio, `>= ${RATIO_LIMIT}`, error)];
  } finally {
    await cleanUp();
  }
}

/** Stops the servers, drops the scratch database and removes the work directory (also on Ctrl-C). */
async function cleanUp(): Promise<void> {
  await stopAll();
  if (!existing) await onPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((e) => console.error(`Could not drop ${database}: ${e}`));
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping ${database}…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const figures = await measureExport();
printTable(`Business/Export at ${BUSINESSES.toLocaleString('en')} businesses, PostgreSQL`, figures);
console.log(`FIGURES ${JSON.stringify(figures)}`);
process.exit(figures.some((f) => f.pass === false) ? 1 : 0);
