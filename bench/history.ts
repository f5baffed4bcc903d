/**
 * `npm run bench:history`: the change history at scale (issue 33's figures). On a scratch PostgreSQL database
 * (`bench_history_<random>`, dropped at the end) with the demo (1,000 businesses) and BENCH_HISTORY_ENTRIES
 * (5,000,000) change_history entries over two years naming BENCH_BUSINESSES (100,000) businesses (some 20 users; the
 * console's areas and kinds, over half of them a business's own or its parts'; before and after of a few hundred
 * bytes), the server's functions called as its routes call them, on the pool and with the bounds the server opens
 * with (server/config.ts: DATABASE_POOL_SIZE, else defaultPoolSize(); DATABASE_STATEMENT_TIMEOUT, 30 s;
 * DATABASE_CONNECTION_TIMEOUT, 5 s: a call the server would refuse fails here too):
 * - one business's history (History/Record: its first page, 10 entries newest first with its parts', and the count),
 *   a business drawn at random each call, at 10 concurrent callers: p99 at most 20 ms (at 1 caller, for information);
 * - the Activity screen's first page (History/Activity: 10 entries and the count, up to 1,000, up to 100 for a text)
 *   for each filter alone (none, user, area, entity with its area, record id, action, one day, a text found in the
 *   values as whole words: a phone's "555-1234", each in some 1,000 entries), its value drawn at random each call, at
 *   10 concurrent callers: p99 at most 50 ms each;
 * - a business's save as Business/Upsert makes it (references checked; the business and its addresses locked at the
 *   version read, set, bumped and read back, in one transaction) with its history entry against the same save without
 *   it (the entry's insert left out by the connection), interleaved, BENCH_SAVES (500) of each after 50: the ratio of
 *   their medians at most 1.10;
 * - the on-disk size of change_history and of its indexes, and of its words (change_history_words, the text search's
 *   index, migration 0032) (information).
 * Before the figures, the history's pages are read into the OS cache (pg_prewarm: a serving database's working set).
 * Each load runs 1 s to warm up, then BENCH_SECONDS (5) s measured (and on until 20 calls have answered or failed).
 * The plans of the queries of a figure that missed its limit (EXPLAIN ANALYZE of one call) are printed. Exits non-zero
 * when a figure misses its limit. BENCH_DATABASE names a database to measure instead (kept; migrated, seeded when
 * empty, its history topped up to BENCH_HISTORY_ENTRIES); BENCH_POSTGRES_URL the server (default 127.0.0.1:5432).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, createQueryId, Kysely, PostgresDialect, type RootOperationNode, sql } from 'kysely';
import pg from 'pg';
import type { BusinessLocation } from '../contract/business';
import { loadConfig } from '../server/config';
import { type DatabaseBounds, type Db, defaultPoolSize, openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed/seed';
import type { Database } from '../server/db/schema';
import { getLocation, upsertBusiness } from '../server/modules/business/business.repository';
import { type ActivityQuery, activity, recordHistory } from '../server/modules/history/entries';
import { insertWords } from '../server/modules/history/migrations/0032_history_words';
import { type Figure, median, ms, percentile, reportFigures } from './report';
import { benchDatabase } from './scaleServer';

const ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 5_000_000);
/** The businesses the history names (ids 1 to BUSINESSES); the demo's own, as rows: a save locks one of those. */
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const DEMO_BUSINESSES = 1_000;
const SERVER = loadConfig(process.env);
const POOL_SIZE = SERVER.DATABASE_POOL_SIZE ?? defaultPoolSize();
const SERVER_BOUNDS: DatabaseBounds = {
  statementTimeoutMs: SERVER.DATABASE_STATEMENT_TIMEOUT,
  idleInTransactionMs: SERVER.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT,
  connectionWaitMs: SERVER.DATABASE_CONNECTION_TIMEOUT,
  exportStatementTimeoutMs: SERVER.EXPORT_STATEMENT_TIMEOUT,
};
const LOAD = { connections: 10, warmupMs: 1_000, durationMs: Number(process.env.BENCH_SECONDS ?? 5) * 1000 };
const SAVES = Number(process.env.BENCH_SAVES ?? 500);
const SAVES_WARM = 50;
const RECORD_LIMIT_MS = 20;
const ACTIVITY_LIMIT_MS = 50;
const SAVE_RATIO_LIMIT = 1.1;
/** The history's span, and how many users made its changes. */
const DAYS = 730;
const AUTHORS = 20;
/** Entries inserted per statement (some 900 MB of rows): a few statements, their progress shown. */
const CHUNK = 1_000_000;

const database = benchDatabase('history', { seedEnv: {}, what: `${DEMO_BUSINESSES.toLocaleString('en')} businesses` });
/** Milliseconds to the hundredth: a save takes about one. */
const ms2 = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (from: number, to = performance.now()) => `${((to - from) / 1000).toFixed(1)} s`;
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)];

/**
 * The kinds of entry and their share of the history: each names its record by the business (`business`, a tab
 * stored as one row per business) or by an id of its own among `records`, and its scope by the business, by an
 * owner among `scopes` (a device, a tenant, a vehicle, a service request), or none, as the write path records them.
 */
const KINDS: [area: string, entity: string, share: number, record: 'business' | number, scope: 'business' | 'none' | number][] = [
  ['business', 'business', 0.15, 'business', 'business'],
  ['business', 'businessInfo', 0.05, 'business', 'business'],
  ['business', 'billing', 0.1, 'business', 'business'],
  ['business', 'promotion', 0.08, 'business', 'business'],
  ['business', 'note', 0.08, 2_000_000, 'business'],
  ['business', 'volumeDiscount', 0.03, 300_000, 'business'],
  ['business', 'businessUser', 0.04, 400_000, 'business'],
  ['scanpro', 'configuration', 0.04, 'business', 'business'],
  ['devices', 'device', 0.12, 200_000, 'none'],
  ['devices', 'shipment', 0.05, 500_000, 200_000],
  ['users', 'user', 0.06, 400_000, 'business'],
  ['lookup', 'make', 0.02, 120, 'none'],
  ['lookup', 'lookupItem', 0.02, 2_000, 'none'],
  ['openingHours', 'holiday', 0.02, 5_000, 4],
  ['openingHours', 'standardDay', 0.01, 28, 4],
  ['ragRatings', 'ragRating', 0.05, 1_000_000, 50_000],
  ['maintenance', 'serviceRequest', 0.04, 1_000_000, 'business'],
  ['maintenance', 'workOrder', 0.04, 1_000_000, 1_000_000],
];

/** The kinds as arrays, by position: each one's lower bound in [0, 1) (the shares summed), its record's and its scope's rule. */
function kindArrays() {
  const bounds = KINDS.map((_, i) => KINDS.slice(0, i).reduce((sum, [, , share]) => sum + share, 0));
  const total = KINDS.reduce((sum, [, , share]) => sum + share, 0);
  if (Math.abs(total - 1) > 1e-9) throw new Error(`the kinds' shares add up to ${total}, not 1`);
  return {
    areas: KINDS.map(([area]) => area),
    entities: KINDS.map(([, entity]) => entity),
    bounds,
    records: KINDS.map(([, , , record]) => (record === 'business' ? 0 : record)),
    scopes: KINDS.map(([, , , , scope]) => (scope === 'business' ? 0 : scope === 'none' ? -1 : scope)),
  };
}

/**
 * Entries `from` to `to` (1-based) of `total`, spread evenly over the last DAYS days in order (the table's rows in
 * the order they were written): each a random kind, business, author (2 % the system's) and action (mostly
 * updates), its values a business-like snapshot whose phone and status differ before and after. The phone is what
 * the search figure looks for. One projection of generate_series, so the rows go in in its order.
 */
async function insertEntries(db: Db, from: number, to: number, total: number): Promise<void> {
  const k = kindArrays();
  await sql`
    WITH s AS (
        SELECT g, width_bucket(random(), ${k.bounds}::float8[]) AS kind, random() AS r_record, random() AS r_scope, random() AS r_user, random() AS r_action,
          1 + floor(random() * ${BUSINESSES}::int)::int AS business_id,
          (random() * 9999)::int AS phone_before, (random() * 9999)::int AS phone_after, (random() * 4)::int AS status
        FROM generate_series(${from}::int, ${to}::int) g
      ),
      e AS (
        SELECT s.*, (${k.areas}::text[])[kind] AS area, (${k.entities}::text[])[kind] AS entity,
          (${k.records}::int[])[kind] AS records, (${k.scopes}::int[])[kind] AS scopes,
          CASE WHEN r_user < 0.02 THEN NULL
            ELSE (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM users ORDER BY id LIMIT ${AUTHORS}) u)[1 + floor((r_user - 0.02) / 0.98 * ${AUTHORS}::int)::int]
          END AS user_id,
          CASE WHEN r_action < 0.06 THEN 'create' WHEN r_action < 0.08 THEN 'delete' WHEN r_action < 0.085 THEN 'review' ELSE 'update' END AS action,
          jsonb_build_object(
            'id', business_id, 'shopId', 'S' || business_id, 'name', 'Shop ' || business_id || ' Auto Care', 'timezone', 'America/Chicago',
            'phoneCC', '1', 'language', 'en', 'billSameAsPrimary', true, 'salesRepId', 1 + business_id % 40, 'distributorId', 1 + business_id % 12,
            'primaryAddress', jsonb_build_object('street', (100 + business_id % 9000) || ' Main Street', 'city', 'Austin', 'state', 'TX',
              'postalCode', '787' || lpad((business_id % 100)::text, 2, '0'), 'country', 'US')) AS base
        FROM s
      )
      ,
      v AS (
        SELECT e.*, '(512) 555-' || lpad(phone_before::text, 4, '0') AS was_phone, '(512) 555-' || lpad(phone_after::text, 4, '0') AS is_phone FROM e
      )
    INSERT INTO change_history (changed_at, user_id, area, entity, record_id, scope_id, action, before, after, changed)
    SELECT now() - ${DAYS} * interval '1 day' * (1 - g::float8 / ${total}::int), user_id, area, entity,
      CASE WHEN records = 0 THEN business_id ELSE 1 + floor(r_record * records)::int END,
      CASE WHEN scopes = 0 THEN business_id WHEN scopes < 0 THEN NULL ELSE 1 + floor(r_scope * scopes)::int END,
      action,
      CASE WHEN action = 'create' THEN NULL ELSE base || jsonb_build_object('phone', was_phone, 'statusId', 1 + status) END,
      CASE WHEN action = 'delete' THEN NULL ELSE base || jsonb_build_object('phone', is_phone, 'statusId', 1 + (status + 1) % 5) END,
      -- What recordChange writes: the changed fields' values both sides; a whole snapshot's for a creation or a deletion.
      CASE WHEN action = 'create' THEN (base || jsonb_build_object('phone', is_phone))::text
        WHEN action = 'delete' THEN (base || jsonb_build_object('phone', was_phone))::text
        ELSE was_phone || ' ' || is_phone || ' ' || (1 + status) || ' ' || (1 + (status + 1) % 5) END
    FROM v`.execute(db);
}

/**
 * The database as the figures need it: migrated and seeded (the demo with DEMO_BUSINESSES businesses), then the
 * history topped up to ENTRIES (its words added after, in one statement, migration 0032's row trigger disabled). A
 * bulk load (the history more than doubled) drops the secondary indexes of the history and of its words and makes
 * them again after it, as they were (their definitions read from the catalog): much faster than keeping them up row
 * by row.
 */
async function seed(db: Db): Promise<string> {
  const started = performance.now();
  await migrateToLatest(db as unknown as Kysely<unknown>);
  const password = database.setup.password;
  await seedIfEmpty(db, { adminPassword: password, demoPassword: password, businesses: DEMO_BUSINESSES, serviceRequests: 0 });
  const seeded = performance.now();
  const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM change_history`.execute(db)).rows[0].n);
  const have = await count();
  const missing = Math.max(ENTRIES - have, 0);
  if (missing === 0) return `database seeded in ${seconds(started)}; its history already had ${have.toLocaleString('en')} entries`;
  console.log(`  demo seeded in ${seconds(started, seeded)}; inserting ${missing.toLocaleString('en')} history entries…`);
  const indexes =
    have >= missing
      ? []
      : (
        await sql<{ name: string; definition: string }>`
          SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
          WHERE i.schemaname = current_schema() AND i.tablename IN ('change_history', 'change_history_words')
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.conrelid = i.tablename::regclass)`.execute(db)
      ).rows;
  for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  // The words' row trigger (migration 0032) set aside for the load, its words added after in one statement.
  const lastId = Number((await sql<{ id: string | null }>`SELECT max(id) AS id FROM change_history`.execute(db)).rows[0].id ?? 0);
  await db.connection().execute(async (conn) => {
    await sql`SELECT setseed(0.33)`.execute(conn);
    await sql`ALTER TABLE change_history DISABLE TRIGGER change_history_add_words`.execute(conn);
    try {
      for (let from = 1; from <= missing; from += CHUNK) {
        await insertEntries(conn, from, Math.min(from + CHUNK - 1, missing), missing);
        process.stdout.write(`  ${Math.min(from + CHUNK - 1, missing).toLocaleString('en')} entries (${seconds(seeded)})\n`);
      }
      await insertWords(conn as unknown as Kysely<unknown>, lastId);
    } finally {
      await sql`ALTER TABLE change_history ENABLE TRIGGER change_history_add_words`.execute(conn);
    }
  });
  const inserted = performance.now();
  // Two index builds at a time, one a core.
  const pending = [...indexes];
  const build = () =>
    db.connection().execute(async (conn) => {
      await sql`SET maintenance_work_mem = '256MB'`.execute(conn);
      await sql`SET max_parallel_maintenance_workers = 0`.execute(conn);
      for (let index = pending.shift(); index; index = pending.shift()) await sql.raw(index.definition).execute(conn);
    });
  await Promise.all([build(), build()]);
  const indexed = performance.now();
  // The state autovacuum reaches on an append-only table (its insert threshold): statistics and the visibility map.
  await sql`VACUUM ANALYZE change_history`.execute(db);
  await sql`VACUUM ANALYZE change_history_words`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  await settled();
  return (
    `seeded in ${seconds(started)}: demo ${seconds(started, seeded)}, ${(await count()).toLocaleString('en')} history entries inserted in ${seconds(seeded, inserted)}, ` +
    `${indexes.length} indexes made in ${seconds(inserted, indexed)}, vacuumed, analyzed and written out in ${seconds(indexed)}`
  );
}

/**
 * Waits (two minutes at most) until the kernel has written the load's dirty pages out (Linux: /proc/meminfo), so the
 * figures (the saves' commits above all) do not share the disk with the seed's write-back.
 */
async function settled(): Promise<void> {
  const dirtyKb = () => Number(/^Dirty:\s+(\d+)/m.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1] ?? 0);
  if (!existsSync('/proc/meminfo')) return;
  for (const deadline = performance.now() + 120_000; dirtyKb() > 64 * 1024 && performance.now() < deadline; ) await sleep(500);
}

interface LoadResult {
  p50: number;
  p99: number;
  calls: number;
  rate: number;
  errors: number;
}

/** Calls measured at the least: a slow figure's callers go on past the duration until there are that many. */
const MIN_CALLS = 20;

/** `connections` callers calling `call` in a loop: after the warm-up, each call's latency, for the duration (MIN_CALLS at the least). */
async function runLoad(call: () => Promise<unknown>, load = LOAD): Promise<LoadResult> {
  const times: number[] = [];
  const measureFrom = performance.now() + load.warmupMs;
  const end = measureFrom + load.durationMs;
  let errors = 0;
  let lastEnd = end;
  let firstError: unknown;
  const caller = async () => {
    while (performance.now() < end || times.length + errors < MIN_CALLS) {
      const t0 = performance.now();
      try {
        await call();
      } catch (error) {
        if (t0 >= measureFrom) {
          errors++;
          firstError ??= error;
        }
        continue;
      }
      if (t0 >= measureFrom) {
        lastEnd = performance.now();
        times.push(lastEnd - t0);
      }
    }
  };
  await Promise.all(Array.from({ length: load.connections }, caller));
  if (firstError) console.error(`  ${errors} calls failed, the first: ${firstError instanceof Error ? firstError.message : String(firstError)}`);
  if (times.length === 0) return { p50: Number.NaN, p99: Number.NaN, calls: 0, rate: 0, errors };
  return { p50: median(times), p99: percentile(times, 99), calls: times.length, rate: times.length / ((Math.max(lastEnd, end) - measureFrom) / 1000), errors };
}

/**
 * The history's table, words and indexes read into the operating system's cache (pg_prewarm, PostgreSQL's contrib,
 * its 'read' mode): a serving database's history is read all day, so its pages are in memory, as they are after a
 * seed; a kept database measured after a restart or other work would otherwise measure the disk (here: a record's
 * history p99 27–60 ms cold against 14.5 ms warm, on 2026-11-30). Where the extension cannot be made, said so.
 */
async function warmUp(db: Db): Promise<string> {
  const started = performance.now();
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`.execute(db);
    const { rows } = await sql<{ blocks: string }>`SELECT sum(pg_prewarm(c.oid::regclass, 'read')) AS blocks FROM pg_class c
      WHERE c.relkind IN ('r', 'i') AND c.relnamespace = 'public'::regnamespace AND c.relname LIKE 'change\_history%'`.execute(db);
    const gb = (Number(rows[0].blocks) * 8192) / 1024 ** 3;
    return `the history's ${gb.toFixed(1)} GB read into the OS cache (pg_prewarm) in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  } catch (error) {
    return `not warmed up (pg_prewarm: ${error instanceof Error ? error.message : String(error)}): the figures may measure the disk`;
  }
}

/** The plans of the queries one call makes (EXPLAIN ANALYZE, BUFFERS), their lines printed indented. */
async function explain(db: Db, label: string, call: (db: Db) => Promise<unknown>): Promise<void> {
  const queries: RootOperationNode[] = [];
  const capture = {
    transformQuery: ({ node }: { node: RootOperationNode }) => {
      queries.push(node);
      return node;
    },
    transformResult: async <R>({ result }: { result: R }) => result,
  };
  await call(db.withPlugin(capture));
  console.log(`\n  Plans of ${label}:`);
  for (const node of queries) {
    const compiled = db.getExecutor().compileQuery(node, createQueryId());
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`, [...compiled.parameters]));
    console.log(`    ${compiled.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    console.log(`    parameters: ${JSON.stringify(compiled.parameters).slice(0, 200)}`);
    for (const row of rows) console.log(`      ${row['QUERY PLAN']}`);
  }
}

interface Draws {
  /** The demo's businesses (rows). */
  businesses: number[];
  /** A business the history names. */
  business: () => number;
  users: number[];
  /** The search's texts: phones of the seeded values (each in some 1,000 entries). */
  phone: () => string;
  day: () => string;
}

async function draws(db: Db): Promise<Draws> {
  const businesses = (await db.selectFrom('businesses').select('id').orderBy('id').execute()).map((b) => b.id);
  const users = (await db.selectFrom('users').select('id').orderBy('id').limit(AUTHORS).execute()).map((u) => u.id);
  const { rows } = await sql<{ first: Date; last: Date }>`SELECT min(changed_at) AS first, max(changed_at) AS last FROM change_history`.execute(db);
  const first = new Date(rows[0].first).getTime();
  const last = new Date(rows[0].last).getTime();
  return {
    businesses,
    business: () => 1 + Math.floor(Math.random() * BUSINESSES),
    users,
    phone: () => `555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    day: () => new Date(first + Math.random() * (last - first)).toISOString().slice(0, 10),
  };
}

/** A figure's calls: `limit` null for information; at LOAD.connections callers unless `connections` says. */
type Measured = { label: string; call: (db: Db) => Promise<unknown>; limit: number | null; connections?: number };

async function measureReads(db: Db, d: Draws): Promise<{ figures: Figure[]; missed: Measured[] }> {
  const areas = [...new Set(KINDS.map(([area]) => area))];
  const page = { pageSize: 10, offset: 0 };
  const onActivity = (filter: () => Omit<ActivityQuery, 'pageSize' | 'offset'>) => (on: Db) => activity(on, { ...filter(), ...page });
  const history = (on: Db) => recordHistory(on, { area: 'business', entity: 'business', recordId: d.business(), ...page });
  const loads: Measured[] = [
    { label: "one business's history, first page", call: history, limit: RECORD_LIMIT_MS },
    { label: "one business's history, first page, 1 caller", call: history, limit: null, connections: 1 },
    { label: 'Activity, no filter', call: onActivity(() => ({})), limit: ACTIVITY_LIMIT_MS },
    { label: 'Activity, by user', call: onActivity(() => ({ userId: pick(d.users) })), limit: ACTIVITY_LIMIT_MS },
    { label: 'Activity, by area', call: onActivity(() => ({ area: pick(areas) })), limit: ACTIVITY_LIMIT_MS },
    {
      label: 'Activity, by entity (with its area)',
      call: onActivity(() => {
        const [area, entity] = pick(KINDS);
        return { area, entity };
      }),
      limit: ACTIVITY_LIMIT_MS,
    },
    { label: 'Activity, by record id', call: onActivity(() => ({ recordId: d.business() })), limit: ACTIVITY_LIMIT_MS },
    { label: 'Activity, by action', call: onActivity(() => ({ action: pick(['create', 'update', 'delete', 'review'] as const) })), limit: ACTIVITY_LIMIT_MS },
    {
      label: 'Activity, one day',
      call: onActivity(() => {
        const day = d.day();
        return { from: day, to: day };
      }),
      limit: ACTIVITY_LIMIT_MS,
    },
    { label: 'Activity, a text in the values', call: onActivity(() => ({ search: d.phone() })), limit: ACTIVITY_LIMIT_MS },
  ];
  const figures: Figure[] = [];
  const missed: Measured[] = [];
  for (const load of loads) {
    const r = await runLoad(() => load.call(db), { ...LOAD, connections: load.connections ?? LOAD.connections });
    console.log(`  ${load.label}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.rate.toFixed(0)} calls/s (${r.calls} calls, ${r.errors} errors)`);
    const pass = load.limit === null ? (r.errors === 0 ? null : false) : r.p99 <= load.limit && r.errors === 0;
    if (pass === false) missed.push(load);
    const errors = r.errors ? `, ${r.errors} errors` : '';
    const measured = r.calls === 0 ? `no call answered${errors}` : `${ms(r.p99)} (${ms(r.p50)}, ${r.rate.toFixed(0)}/s${errors})`;
    figures.push({ name: `${load.label}, p99 (p50, calls/s)`, measured, limit: load.limit === null ? '' : `<= ${load.limit} ms`, pass });
  }
  return { figures, missed };
}

/**
 * The database without the history's writes: the same pool settings, each connection's inserts into change_history
 * answered at once without reaching the server (everything else, the save's own statements, runs as ever). The
 * "without" side of the save figure: the write path unchanged, only its history entry left out.
 */
function withoutHistoryWrites(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const skipped = (text: unknown) => typeof text === 'string' && text.startsWith('insert into "change_history"');
  const wrapped = {
    connect: async () => {
      const client = await pool.connect();
      return new Proxy(client, {
        get: (target, key, receiver) =>
          key === 'query'
            ? (text: unknown, ...rest: unknown[]) => (skipped(text) ? Promise.resolve({ command: 'INSERT', rowCount: 1, rows: [] }) : target.query(text as string, ...(rest as [])))
            : Reflect.get(target, key, receiver),
      });
    },
    end: () => pool.end(),
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: wrapped as unknown as pg.Pool }) });
}

/**
 * A business's save as staff make it (`Business/Upsert`'s function: its references checked, the business and its
 * addresses locked at the version read, set, bumped, read back for the answer and, on one side, its history entry
 * recorded, in one transaction) against the same save without the entry, interleaved (which goes first alternates),
 * one at a time: each side saves its own businesses, each save the answer of the one before with another name.
 */
async function measureSaves(db: Db, url: string, d: Draws): Promise<Figure[]> {
  const without = withoutHistoryWrites(url);
  const author = { userId: d.users[0] };
  const held = { with: new Map<number, BusinessLocation>(), without: new Map<number, BusinessLocation>() };
  const ids = d.businesses.slice(0, 200);
  for (const [i, id] of ids.entries()) held[i % 2 ? 'with' : 'without'].set(id, await getLocation(db, id));
  let n = 0;
  const save = async (conn: Db, side: 'with' | 'without') => {
    const records = held[side];
    const record = [...records.values()][n++ % records.size];
    const { dateCreated: _created, ...input } = record;
    records.set(record.id, await upsertBusiness(conn, author, { ...input, name: `${record.name.replace(/ #\d+$/, '')} #${n}` }));
  };
  try {
    return await db.connection().execute((conn) => without.connection().execute((bare) => timeSaves(conn, bare, save)));
  } finally {
    await without.destroy();
  }
}

async function timeSaves(conn: Db, bare: Db, save: (conn: Db, side: 'with' | 'without') => Promise<void>): Promise<Figure[]> {
  const times = { without: [] as number[], with: [] as number[] };
  for (let i = 0; i < SAVES_WARM + SAVES; i++) {
    for (const side of i % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
      const t0 = performance.now();
      await save(side === 'with' ? conn : bare, side);
      if (i >= SAVES_WARM) times[side].push(performance.now() - t0);
    }
  }
  const ratio = median(times.with) / median(times.without);
  console.log(`  saves: without ${ms2(median(times.without))} p50, with ${ms2(median(times.with))} p50; ratio ${ratio.toFixed(3)}`);
  return [
    { name: `business save without history (${SAVES} saves), p50 / p99`, measured: `${ms2(median(times.without))} / ${ms2(percentile(times.without, 99))}`, limit: '', pass: null },
    {
      name: `business save with its history entry (${SAVES} saves), p50 / p99`,
      measured: `${ms2(median(times.with))} / ${ms2(percentile(times.with, 99))}`,
      limit: '',
      pass: null,
    },
    { name: '  the history entry, difference of medians', measured: ms2(median(times.with) - median(times.without)), limit: '', pass: null },
    { name: 'save with history / without, ratio of medians', measured: ratio.toFixed(3), limit: `<= ${SAVE_RATIO_LIMIT.toFixed(2)}`, pass: ratio <= SAVE_RATIO_LIMIT },
  ];
}

/** The on-disk size of a table (with its TOAST and indexes), of its rows and of each index. */
async function tableSizes(db: Db, table: string): Promise<Figure[]> {
  const { rows } = await sql<{ total: string; heap: string; indexes: string }>`
    SELECT pg_total_relation_size(${table}::regclass) AS total, pg_relation_size(${table}::regclass) AS heap, pg_indexes_size(${table}::regclass) AS indexes`.execute(db);
  const each = await sql<{ name: string; size: string }>`
    SELECT c.relname AS name, pg_relation_size(c.oid) AS size FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = ${table}::regclass ORDER BY c.relname`.execute(db);
  return [
    { name: `${table} on disk (with TOAST and indexes)`, measured: mb(Number(rows[0].total)), limit: '', pass: null },
    { name: '  its rows (heap)', measured: mb(Number(rows[0].heap)), limit: '', pass: null },
    { name: '  its indexes', measured: mb(Number(rows[0].indexes)), limit: '', pass: null },
    ...each.rows.map((r) => ({ name: `    ${r.name}`, measured: mb(Number(r.size)), limit: '', pass: null })),
  ];
}

/** The history's tables: its entries, and their words (the text search's, migration 0032). */
const measureSizes = async (db: Db): Promise<Figure[]> => [...(await tableSizes(db, 'change_history')), ...(await tableSizes(db, 'change_history_words'))];

let exitCode = 1;
try {
  await database.create();
  // The seed, the plans and the sizes: no bounds (the seed's statements are long).
  const { db: setupDb } = await openDatabase({ databaseUrl: database.url });
  // The figures: the pool and bounds the server opens with (server/config.ts: DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT,
  // DATABASE_CONNECTION_TIMEOUT…), so a call the server would refuse (a statement past its timeout, a connection waited for too long) fails here too.
  const { db } = await openDatabase({ databaseUrl: database.url, poolSize: POOL_SIZE, bounds: SERVER_BOUNDS });
  try {
    console.log(
      `PostgreSQL ${database.name}: migrating and seeding ${DEMO_BUSINESSES.toLocaleString('en')} businesses, ` +
        `${ENTRIES.toLocaleString('en')} history entries naming ${BUSINESSES.toLocaleString('en')} businesses…`,
    );
    console.log(`  ${await seed(setupDb)}`);
    const d = await draws(setupDb);
    const sizes = await measureSizes(setupDb);
    console.log(`  ${await warmUp(setupDb)}`);
    // Other work on the machine (its cores are few) shows in the figures: the load average tells of it.
    const loadAverage = loadavg().map((l) => l.toFixed(2)).join(', ');
    console.log(`Measuring at ${LOAD.connections} concurrent callers on a pool of ${POOL_SIZE} connections (statement timeout ${ms(SERVER_BOUNDS.statementTimeoutMs)}; load average ${loadAverage})…`);
    const reads = await measureReads(db, d);
    const saves = await measureSaves(db, database.url, d);
    for (const load of reads.missed) await explain(setupDb, load.label, load.call);
    exitCode = reportFigures(`Change history on PostgreSQL at ${ENTRIES.toLocaleString('en')} entries (${LOAD.connections} callers)`, [
      ...reads.figures,
      ...saves,
      ...sizes,
    ]);
  } finally {
    await db.destroy();
    await setupDb.destroy();
  }
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await database.cleanUp();
}
process.exit(exitCode);
