/**
 * Test databases, one per test file, migrated and seeded with known passwords:
 * - by default a PGlite loaded from the snapshot globalSetup made once, or the one the worker's last file used,
 *   put back as seeded (seedReset.ts);
 * - with TEST_DATABASE_URL, a PostgreSQL schema of its own, dropped afterwards.
 * No vitest import here: globalSetup uses this module too.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { type Db, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/seed';
import { quickHash } from './quickHash';
import { restoreSeed } from './seedReset';

/** The seeded passwords: admin's differs from the demo users'. */
export const TEST_PASSWORDS = {
  admin: 'Admin-test-passw0rd-7c1e',
  'demo.admin': 'Demo-test-passw0rd-52ab',
  'demo.tech': 'Demo-test-passw0rd-52ab',
} as const;
export type SeededUser = keyof typeof TEST_PASSWORDS;

/** The tar MIME type PGlite gives an uncompressed `dumpDataDir`; loading needs it back. */
export const SNAPSHOT_TYPE = 'application/x-tar';

export interface TestDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

/** Demo businesses in every test database: enough for every status and a hierarchy, few enough to seed per file. */
export const TEST_BUSINESSES = 40;

export async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db as unknown as Kysely<unknown>);
  await seedIfEmpty(db, { adminPassword: TEST_PASSWORDS.admin, demoPassword: TEST_PASSWORDS['demo.admin'], businesses: TEST_BUSINESSES });
  // The seeded users' passwords hashed at a test cost (quickHash: scrypt N = 1024): verifyPassword reads the cost from
  // the stored hash, so a test's login costs a millisecond instead of 0.3 s (some 200 logins in the server suite).
  // The production cost is held by passwords.test.ts and by every password a test sets through the API.
  for (const [username, password] of Object.entries(TEST_PASSWORDS)) {
    await db.updateTable('users').set({ password_hash: quickHash(password) }).where('username', '=', username).execute();
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Extensions belong to a database, not a schema: pg_trgm is created once, in
 * `public`, which every test schema's search_path includes. Otherwise the first
 * migration would create it in its own schema and the DROP SCHEMA ... CASCADE
 * afterwards would take it away from the others.
 */
export async function prepareTestPostgres(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ schema: string }>(
      "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
    );
    if (rows.length === 0) await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    else if (rows[0].schema !== 'public') await client.query('ALTER EXTENSION pg_trgm SET SCHEMA public');
  });
}

async function openPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${randomBytes(5).toString('hex')}`;
  const drop = () => withClient(url, (c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  await withClient(url, (c) => c.query(`CREATE SCHEMA "${schema}"`));
  const { db } = await openDatabase({ databaseUrl: url, schema });
  try {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    if (rows[0]?.schema !== schema) throw new Error(`search_path does not start with ${schema}`);
    await migrateAndSeed(db);
  } catch (err) {
    await db.destroy();
    await drop();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await db.destroy();
      await drop();
    },
  };
}

/** The worker's database given back as seeded by the last file that used it (a worker runs its files one after another). */
let spare: Db | undefined;

/** Keeps `db` for the next file once put back as seeded; closes it when it cannot be, or when one is already kept. */
async function giveBack(db: Db): Promise<void> {
  const kept = !spare && (await restoreSeed(db).catch(() => false));
  if (kept) spare = db;
  else await db.destroy();
}

async function openPgliteSnapshot(snapshotPath: string | null): Promise<TestDatabase> {
  if (!snapshotPath) throw new Error('No PGlite snapshot: run the tests through vitest (server/test/globalSetup.ts makes it).');
  let db = spare;
  spare = undefined;
  if (!db) {
    const snapshot = new Blob([await readFile(snapshotPath)], { type: SNAPSHOT_TYPE });
    ({ db } = await openDatabase({ snapshot }));
  }
  const opened = db;
  return { db: opened, kind: 'pglite', close: () => giveBack(opened) };
}

/** A fresh, migrated, seeded database for one test file. */
export function openTestDatabase(snapshotPath: string | null): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  return url ? openPostgresSchema(url) : openPgliteSnapshot(snapshotPath);
}
