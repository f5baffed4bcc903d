/**
 * Opens the database: embedded PGlite in a data directory by default, or
 * PostgreSQL when a connection string is given. Both run the same migrations
 * and queries, because both are PostgreSQL.
 */
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { watchPool } from '../metrics/metrics';
import { namePreparedStatements } from './preparedStatements';
import { registerNotificationSource } from './notifications';
import { PGliteDialect } from './pgliteDialect';
import pg from 'pg';
import type { Database, Db } from './schema';

export type { Db } from './schema';

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
  /** The bounds on database work a serving process sets (config.ts); none when absent (tests, benches, tools). */
  bounds?: DatabaseBounds;
}

/**
 * How long database work may take, in milliseconds (0: no bound). PostgreSQL applies the first two itself, on
 * every connection. PGlite cannot stop a statement: it runs PostgreSQL in WebAssembly on the event loop, which
 * stays blocked until the statement returns, so statement_timeout's timer (a JavaScript timer in PGlite) never
 * fires in time; its dialect bounds the wait for its one connection and the idle transaction instead.
 */
export interface DatabaseBounds {
  /** statement_timeout of every statement (migrations and the first seed run without it: `withoutStatementTimeout`). */
  statementTimeoutMs: number;
  /** idle_in_transaction_session_timeout: a transaction left waiting on its holder ends, its locks released. */
  idleInTransactionMs: number;
  /** The longest wait for a connection (PostgreSQL: connecting, or a free one in a full pool; PGlite: its one). */
  connectionWaitMs: number;
  /** statement_timeout of an export's COPY, which streams at its reader's pace (csvExportCopy.ts). */
  exportStatementTimeoutMs: number;
}

const boundsOf = new WeakMap<object, DatabaseBounds>();

/** The bounds `db` was opened with, if any. */
export const databaseBounds = (db: Db): DatabaseBounds | undefined => boundsOf.get(db);

const pgliteOfDb = new WeakMap<object, PGlite>();

/** The PGlite under an embedded `db` (db/embeddedBackup.ts dumps it); undefined on PostgreSQL. */
export const pgliteOf = (db: Db): PGlite | undefined => pgliteOfDb.get(db);

type ConnectionErrorListener = (err: Error) => void;
const connectionErrorListeners = new WeakMap<object, Set<ConnectionErrorListener>>();

/**
 * Hears the errors of `db`'s PostgreSQL connections that no query receives: an idle connection dropped by a
 * restarting server, or one lent out and dropped between queries. Answers a function that stops listening.
 */
export function onConnectionError(db: Db, listener: ConnectionErrorListener): () => void {
  const listeners = connectionErrorListeners.get(db);
  listeners?.add(listener);
  return () => listeners?.delete(listener);
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

/** Settings every new PostgreSQL connection starts with (libpq's `options`). */
function startupOptions(options: DatabaseOptions, more: string[] = []): string | undefined {
  const settings = [
    ...more,
    // Extensions (pg_trgm) live in `public`, one per database: keep it on the path after the schema.
    ...(options.schema ? [`search_path=${options.schema},public`] : []),
    // Connections named by their schema (a test file's): pg_stat_activity then tells one file's work from another's.
    ...(options.schema ? [`application_name=${options.schema}`] : []),
    ...(options.bounds
      ? [`statement_timeout=${options.bounds.statementTimeoutMs}`, `idle_in_transaction_session_timeout=${options.bounds.idleInTransactionMs}`]
      : []),
  ];
  return settings.length > 0 ? settings.map((s) => `-c ${s}`).join(' ') : undefined;
}

/**
 * The pool. A PostgreSQL restart drops every connection: an idle one (or one lent out, between two queries)
 * then emits 'error' with no query to receive it, which without a listener ends the process. Each connection
 * gets a listener for its whole life (pg-pool listens only while it is idle, and then emits 'error' on the pool,
 * heard here too); the broken connection is discarded and the next query connects anew.
 */
function openPool(options: DatabaseOptions & { databaseUrl: string }, report: ConnectionErrorListener, settings: string[] = []): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    connectionTimeoutMillis: options.bounds?.connectionWaitMs ?? 5000,
    max: options.poolSize ?? defaultPoolSize(),
    // A database gone without a word (its machine or the network) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    options: startupOptions(options, settings),
  });
  pool.on('connect', (client) => client.on('error', report));
  // Already reported by the client's own listener above.
  pool.on('error', () => undefined);
  // Its connections lent out and the requests waiting for one, read by each metrics scrape until the pool ends.
  const stopWatching = watchPool(() => {
    if (pool.ended) stopWatching();
    return pool.ended ? { inUse: 0, waiting: 0, max: 0 } : { inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, max: pool.options.max };
  });
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; kind: 'pglite' | 'postgres' }> {
  const listeners = new Set<ConnectionErrorListener>();
  let db: Db;
  let kind: 'pglite' | 'postgres';
  if (options.databaseUrl) {
    // pg returns int8 (counts) as strings: parse them as numbers.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const report = (err: Error) => {
      for (const listener of listeners) listener(err);
    };
    const pool = openPool({ ...options, databaseUrl: options.databaseUrl }, report);
    namePreparedStatements(pool);
    // Connections of their own for the statements planned once for any parameters (genericPlans): opened when first
    // used, ended with the others.
    const planned = openPool({ ...options, databaseUrl: options.databaseUrl }, report, GENERIC_PLAN_SETTINGS);
    namePreparedStatements(planned);
    const endBoth = pool.end.bind(pool);
    pool.end = (async () => {
      await planned.end();
      await endBoth();
    }) as pg.Pool['end'];
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    plannedOf.set(db, new Kysely<Database>({ dialect: new PostgresDialect({ pool: planned }) }));
    registerNotificationSource(db, { kind: 'postgres', connectionString: options.databaseUrl });
    kind = 'postgres';
  } else {
    const pglite = await openPglite(options);
    const bounds = options.bounds && { connectionWaitMs: options.bounds.connectionWaitMs, idleInTransactionMs: options.bounds.idleInTransactionMs };
    db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite, ...bounds }) });
    registerNotificationSource(db, { kind: 'pglite', pglite });
    pgliteOfDb.set(db, pglite);
    kind = 'pglite';
  }
  connectionErrorListeners.set(db, listeners);
  if (options.bounds) boundsOf.set(db, options.bounds);
  return { db, kind };
}

/**
 * Runs `fn` on one connection without the statement bound: the migrations and the first seed at start, which may
 * rightly take longer than any request (an index built on a large table).
 */
export function withoutStatementTimeout<T>(db: Db, fn: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SET statement_timeout = 0`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`RESET statement_timeout`.execute(conn).catch(() => undefined);
    }
  });
}

/** What the connections of genericPlans start with. */
const GENERIC_PLAN_SETTINGS = ['plan_cache_mode=force_generic_plan', 'enable_seqscan=off'];
const plannedOf = new WeakMap<object, Db>();

/**
 * PostgreSQL connections of their own (their own pool, as large as the other) whose prepared statements are planned
 * once for any parameters and never read a table whole: `plan_cache_mode=force_generic_plan` and
 * `enable_seqscan=off` set when each connects, so a statement that wants them (the palette's search, searchSql.ts)
 * runs in one round trip instead of a transaction that sets them first (four). Undefined on PGlite and inside a
 * transaction, where the caller sets them itself.
 */
export const genericPlans = (db: Db): Db | undefined => (db.isTransaction ? undefined : plannedOf.get(db));

/** Runs `fn` in a transaction, joining the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
