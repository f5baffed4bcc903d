/**
 * A bare database for migration tests: a fresh schema, dropped when the test that asked for it ends, in an in-memory
 * PGlite (one per worker, kept for the test files it runs), or with TEST_DATABASE_URL in PostgreSQL. The cleanup is
 * the test's own (onTestFinished), not this module's: a worker's test files share their modules, so hooks registered
 * here would run for the first file only.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { openDatabase } from '../db/database';
import { testDatabaseUrl } from './database';

export type AnyDb = Kysely<unknown>;

/** Runs one statement on its own connection (CREATE/DROP SCHEMA or DATABASE, which no pool's transaction may hold). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let pglite: Promise<AnyDb> | undefined;

/** A new empty schema, first on the search_path (PGlite has one connection, so one path at a time); one per test. */
export async function bareDatabase(): Promise<AnyDb> {
  const url = testDatabaseUrl();
  const schema = `migrate_${randomBytes(5).toString('hex')}`;
  if (!url) {
    pglite ??= openDatabase({}).then(({ db }) => db as unknown as AnyDb);
    const db = await pglite;
    await sql.raw(`CREATE SCHEMA "${schema}"`).execute(db);
    await sql.raw(`SET search_path = "${schema}", public`).execute(db);
    onTestFinished(async () => {
      await sql.raw(`SET search_path = public`).execute(db);
      await sql.raw(`DROP SCHEMA "${schema}" CASCADE`).execute(db);
    });
    return db;
  }
  await adminQuery(url, `CREATE SCHEMA "${schema}"`);
  const { db } = await openDatabase({ databaseUrl: url, schema });
  onTestFinished(async () => {
    await db.destroy();
    await adminQuery(url, `DROP SCHEMA "${schema}" CASCADE`);
  });
  return db as unknown as AnyDb;
}

