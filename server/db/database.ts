/**
 * Opens the database: embedded PGlite in a data directory by default, or
 * PostgreSQL when a connection string is given. Both run the same migrations
 * and queries, because both are PostgreSQL.
 */
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { namePreparedStatements } from './preparedStatements';
import { registerNotificationSource } from './notifications';
import { PGliteDialect } from './pgliteDialect';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PostgreSQL connections at most (DATABASE_POOL_SIZE); defaultPoolSize() when absent. */
  poolSize?: number;
  /** PostgreSQL schema to use (tests isolate themselves in one). */
  schema?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** A PGlite snapshot (from `dumpDataDir`) to start from. */
  snapshot?: Blob | File;
}

/**
 * One connection per core, and one more to cover a round trip: the queries are short and CPU-bound, so
 * more connections only take turns on the same cores. With 10 on this 2-core machine, the p99 of a rare
 * search at 10 concurrent requests was 15 ms; with 3, 10.6 ms (bench/businessQuery.ts). A database on
 * other machines, or with slower queries, may want more.
 */
export const defaultPoolSize = () => availableParallelism() + 1;

export async function openPglite(options: { dataDir?: string; snapshot?: Blob | File }): Promise<PGlite> {
  return PGlite.create(options.dataDir, { extensions: { pg_trgm }, loadDataDir: options.snapshot });
}

export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; kind: 'pglite' | 'postgres' }> {
  if (options.databaseUrl) {
    // pg returns int8 (counts) as strings: parse them as numbers.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5000,
      max: options.poolSize ?? defaultPoolSize(),
      // Extensions (pg_trgm) live in `public`, one per database: keep it on the path after the schema.
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    namePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerNotificationSource(db, { kind: 'postgres', connectionString: options.databaseUrl });
    return { db, kind: 'postgres' };
  }
  const pglite = await openPglite(options);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  registerNotificationSource(db, { kind: 'pglite', pglite });
  return { db, kind: 'pglite' };
}

/** Runs `fn` in a transaction, joining the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
