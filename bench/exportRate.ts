/**
 * An export's rate against the database's own: `COPY (the export's query) TO STDOUT` read by a bare pg client,
 * and the export over HTTP, taking turns RUNS times (the machine's other load then weighs on both alike): the
 * best rate of each, and the largest rise of the server's RSS during an export (flat memory).
 */
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { CsvExport } from '../server/db/csvExport';
import { copyStatement } from '../server/db/csvExportQuery';
import { type Db, openDatabase } from '../server/db/database';
import { agentFrom, get, sampleRss } from './businessLoad';

const RUNS = 5;
const perSecond = (rows: number, ms: number) => Math.round((rows / ms) * 1000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The plain COPY of the export's query (every business, every column, name order): rows and rows a second. */
async function copyOnce(client: pg.Client, statement: string): Promise<{ rows: number; rate: number }> {
  const t0 = performance.now();
  const copy = client.query(copyTo(statement));
  for await (const _ of copy);
  return { rows: copy.rowCount, rate: perSecond(copy.rowCount, performance.now() - t0) };
}

/** The export at `path` over HTTP: rows, rows a second, and the server's RSS rise meanwhile. */
async function exportOnce(base: URL, path: string, token: string, pid: number) {
  const sampler = sampleRss(pid, 10);
  const t0 = performance.now();
  let lines = 0;
  const res = await get(new URL(path, base), token, agentFrom(), (chunk) => {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines += 1;
  });
  const ms = performance.now() - t0;
  const rss = sampler.stop();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return { rows: lines - 1, rate: perSecond(lines - 1, ms), rise: rss.peak - rss.start };
}

/** RUNS of each, taking turns (the machine's other load then weighs on both alike); the best rate of each, the largest RSS rise. */
export async function measureExportRate(url: string, server: { base: URL; token: string; pid: number }, path: string, exportOf: (db: Db) => CsvExport) {
  const { db } = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const statement = copyStatement(db, exportOf(db), true);
  await db.destroy();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const copy = { rows: 0, rate: 0 };
  const ours = { rows: 0, rate: 0, rise: 0 };
  try {
    for (let i = 0; i < RUNS; i++) {
      const c = await copyOnce(client, statement);
      const e = await exportOnce(server.base, path, server.token, server.pid);
      console.log(`  COPY ${c.rows} rows, ${c.rate} rows/s; ${path} ${e.rows} rows, ${e.rate} rows/s, RSS +${mb(e.rise)}`);
      Object.assign(copy, { rows: c.rows, rate: Math.max(copy.rate, c.rate) });
      Object.assign(ours, { rows: e.rows, rate: Math.max(ours.rate, e.rate), rise: Math.max(ours.rise, e.rise) });
    }
  } finally {
    await client.end();
  }
  return { copy, ours };
}

