/**
 * A bare database for migration tests: an in-memory PGlite, or with TEST_DATABASE_URL a fresh PostgreSQL
 * schema, dropped after each test.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach } from 'vitest';
import { openDatabase } from '../db/database';
import { testDatabaseUrl } from './database';

export type AnyDb = Kysely<unknown>;
const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let pglite: AnyDb | undefined;
afterAll(() => pglite?.destroy());

/** A new empty schema, first on the search_path; PGlite's is one per file (one connection, so one path at a time). */
export async function bareDatabase(): Promise<AnyDb> {
  const url = testDatabaseUrl();
  const schema = `migrate_${randomBytes(5).toString('hex')}`;
  if (!url) {
    pglite ??= (await openDatabase({})).db as unknown as AnyDb;
    await sql.raw(`CREATE SCHEMA "${schema}"`).execute(pglite);
    await sql.raw(`SET search_path = "${schema}", public`).execute(pglite);
    return pglite;
  }
  await adminQuery(url, `CREATE SCHEMA "${schema}"`);
  const { db } = await openDatabase({ databaseUrl: url, schema });
  opened.push(async () => {
    await db.destroy();
    await adminQuery(url, `DROP SCHEMA "${schema}" CASCADE`);
  });
  return db as unknown as AnyDb;
}

