/**
 * The scale benches' server (bench:business, bench:devices, bench:export, …): a database seeded by one process
 * (bench/businessServer.ts seed) and a server started on it by another, as `npm start` would,
 * signed in as the admin; and the scratch PostgreSQL database they run on, created and dropped (benchDatabase).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { login } from './api';
import { commandLine, freePort, processTree, spawnGroup, stopAll, waitUntilReady } from './processes';
import { projectRoot } from './server';

export const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * A scale bench's PostgreSQL database, work directory and seed (`setup`). BENCH_DATABASE names an already seeded database to
 * measure instead, kept (BENCH_ADMIN_PASSWORD its admin's password), unless `reusable` is false; otherwise a
 * scratch `bench_<kind>_<random>`, which `create` makes. `cleanUp` stops the servers, drops a scratch database and
 * removes the work directory; Ctrl-C runs it too.
 */
export function benchDatabase(kind: string, seed: Pick<ScaleSetup, 'seedEnv' | 'what'>, options: { reusable?: boolean } = {}) {
  const existing = options.reusable === false ? undefined : process.env.BENCH_DATABASE;
  const name = existing ?? `bench_${kind}_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(join(tmpdir(), `${kind}-bench-`));
  const cleanUp = async () => {
    await stopAll();
    if (!existing) await onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((e) => console.error(`Could not drop ${name}: ${e}`));
    rmSync(workDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers${existing ? '' : ` and dropping ${name}`}…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  const password = (existing && process.env.BENCH_ADMIN_PASSWORD) || `bench-${randomBytes(12).toString('base64url')}`;
  return {
    name,
    url: `${POSTGRES}/${name}`,
    /** Whether it is BENCH_DATABASE (its rows are kept; the seed only migrates it). */
    existing: existing !== undefined,
    /** What startScaleServer seeds and signs in with. */
    setup: { workDir, password, ...seed } satisfies ScaleSetup,
    /** Creates the scratch database; on BENCH_DATABASE, checks that PostgreSQL answers. */
    create: () => onPostgres(existing ? 'SELECT 1' : `CREATE DATABASE ${name}`),
    cleanUp,
  };
}

export interface ScaleSetup {
  /** Where the logs go. */
  workDir: string;
  /** The admin's password the seed sets. */
  password: string;
  /** What the seed reads: BENCH_BUSINESSES, BENCH_DEVICES. */
  seedEnv: Record<string, string>;
  /** What the log says is seeded ('100,000 businesses'). */
  what: string;
}

export async function startScaleServer(kind: string, database: { DATABASE_URL?: string; DATA_DIR?: string }, setup: ScaleSetup) {
  const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
  const env = { ...process.env, DATABASE_URL: '', ...database, ADMIN_PASSWORD: setup.password, ...setup.seedEnv };
  console.log(`${kind}: migrating and seeding ${setup.what}…`);
  const seedLog = join(setup.workDir, `${kind}-seed.log`);
  const seeding = spawnGroup(tsx, ['bench/businessServer.ts', 'seed'], { cwd: projectRoot, env, logFile: seedLog });
  await seeding.exited;
  const seeded = readFileSync(seedLog, 'utf8');
  const line = seeded.split('\n').find((l) => l.startsWith('SEEDED'));
  if (!line) throw new Error(`seeding failed:\n${seeded.slice(-2000)}`);
  console.log(line);
  return serveScale(kind, database, setup);
}

/** A server on an already seeded database (another process beside the first, bench:chat), signed in as the admin. */
export async function serveScale(kind: string, database: { DATABASE_URL?: string; DATA_DIR?: string }, setup: ScaleSetup) {
  const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
  const env = { ...process.env, DATABASE_URL: '', ...database, ADMIN_PASSWORD: setup.password, ...setup.seedEnv };
  const port = await freePort();
  const logFile = join(setup.workDir, `${kind}.log`);
  const group = spawnGroup(tsx, ['bench/businessServer.ts', 'serve'], { cwd: projectRoot, env: { ...env, PORT: String(port) }, logFile });
  const base = new URL(`http://127.0.0.1:${port}`);
  await waitUntilReady(new URL('/readyz', base).href, group, 120_000, 200);
  const pid = processTree(group.pid).filter((p) => commandLine(p).includes('bench/businessServer.ts')).at(-1) ?? group.pid;
  const token = await login(base.origin, 'admin', setup.password);
  return { group, base, pid, token, logFile };
}

export type ScaleServer = Awaited<ReturnType<typeof startScaleServer>>;

/** Runs one statement on the server's maintenance database (CREATE or DROP DATABASE); throws when it cannot. */
export async function onPostgres(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: `${POSTGRES}/postgres`, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** Asks the server to collect garbage and report the memory it still uses (bench/businessServer.ts). */
export async function retained(s: ScaleServer): Promise<{ rss: number; heap: number }> {
  const before = readFileSync(s.logFile, 'utf8').split('\n').filter((l) => l.startsWith('MEMORY')).length;
  process.kill(s.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(50);
    const lines = readFileSync(s.logFile, 'utf8').split('\n').filter((l) => l.startsWith('MEMORY'));
    if (lines.length > before) {
      const value = (k: string) => Number(new RegExp(`${k}=(\\d+)`).exec(lines[lines.length - 1])?.[1]);
      return { rss: value('rss'), heap: value('heapUsed') + value('external') };
    }
  }
  throw new Error('the server did not report its memory');
}

/** The seed of `requests` service requests over `businesses` shops (bench:requests and the dashboards' benches). */
export const requestsSeed = (businesses: number, requests: number): Pick<ScaleSetup, 'seedEnv' | 'what'> => ({
  seedEnv: { BENCH_BUSINESSES: String(businesses), BENCH_SERVICE_REQUESTS: String(requests) },
  what: `${businesses.toLocaleString('en')} businesses and ${requests.toLocaleString('en')} service requests`,
});
