/**
 * Runs once per `vitest run`, before any server test file.
 * PGlite: creates, migrates and seeds one database (initdb and the scrypt
 * hashes are paid once) and saves it as a snapshot each test file loads
 * (or reuses, put back as seeded: seedReset.ts).
 * PostgreSQL (TEST_DATABASE_URL): puts the pg_trgm extension in `public`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { PGliteDialect } from '../db/pgliteDialect';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/database';
import type { Database } from '../db/schema';
import { migrateAndSeed, prepareTestPostgres, testDatabaseUrl } from './database';
import { prepareSeedReset } from './seedReset';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite snapshot file; null when the tests run against PostgreSQL. */
    pgliteSnapshot: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  if (url) {
    await prepareTestPostgres(url);
    project.provide('pgliteSnapshot', null);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'server-tests-'));
  const pglite = await openPglite({});
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateAndSeed(db);
    await prepareSeedReset(db);
    // Written out to the data files first: a snapshot taken without it replays the write-ahead log on every
    // load, 0.6 s of each test file's 2 s database start.
    await pglite.exec('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    const file = join(dir, 'seeded.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await db.destroy();
  }
  return () => rm(dir, { recursive: true, force: true });
}
