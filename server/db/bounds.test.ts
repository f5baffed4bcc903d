/**
 * The bounds on database work (database.ts's DatabaseBounds), on the database the suite runs on: a slow statement
 * is cancelled (PostgreSQL; PGlite cannot stop one, and the test shows it), a wait for a connection ends with 503, a
 * transaction left idle is rolled back and gives its connection up, an export's COPY runs under its own larger
 * bound, and /readyz answers in time whatever the database does.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lookupContract } from '../../contract/lookup';
import { buildApp } from '../app';
import { call, login, withTestApp } from '../test/harness';
import { SNAPSHOT_TYPE, testDatabaseUrl } from '../test/database';
import { copyBytes } from './csvExportCopy';
import { type DatabaseBounds, type Db, onConnectionError, openDatabase } from './database';

const t = withTestApp();
const BOUNDS: DatabaseBounds = { statementTimeoutMs: 300, idleInTransactionMs: 300, connectionWaitMs: 300, exportStatementTimeoutMs: 3000 };

/** The suite's database (its PostgreSQL schema, or its seeded PGlite snapshot) opened again, with `bounds`. */
async function openBounded(bounds: DatabaseBounds): Promise<Db> {
  const url = testDatabaseUrl();
  if (url) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
    return (await openDatabase({ databaseUrl: url, schema: rows[0].schema, poolSize: 1, bounds })).db;
  }
  const { readFile } = await import('node:fs/promises');
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot') as string)], { type: SNAPSHOT_TYPE });
  return (await openDatabase({ snapshot, bounds })).db;
}

/** Holds `db`'s one connection (PGlite's, or the pool of one), outside a transaction, until `release` is called. */
async function holdConnection(db: Db): Promise<{ release: () => void; done: Promise<unknown> }> {
  let release!: () => void;
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const done = db
    .connection()
    .execute(async (conn) => {
      await sql`select 1`.execute(conn);
      held();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch((err: unknown) => err);
  await isHeld;
  return { release, done };
}

let db: Db;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  db = await openBounded(BOUNDS);
  app = await buildApp(db);
  app.get('/api/test/sleep', async () => (await sql<{ slept: string }>`select pg_sleep(0.6)::text as slept`.execute(db)).rows);
  await app.ready();
  token = (await login(app, 'admin')).access_token;
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('bounded database work', () => {
  it('cancels a statement past statement_timeout with 503 `timeout` on PostgreSQL; PGlite cannot stop it', async () => {
    const started = performance.now();
    const res = await app.inject('/api/test/sleep');
    const took = performance.now() - started;
    if (t.kind === 'postgres') {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toMatchObject({ code: 'timeout', message: expect.stringContaining('took too long') });
      expect(took).toBeLessThan(550);
    } else {
      // PGlite accepts statement_timeout and never fires it: the statement holds the event loop its timer needs.
      // If a PGlite release honours it, this fails: then set it there too (database.ts's DatabaseBounds).
      expect(res.statusCode).toBe(200);
      expect(took).toBeGreaterThanOrEqual(600);
    }
  });

  it('answers 503 `unavailable` to a request that waits for a connection longer than the bound', async () => {
    const hold = await holdConnection(db);
    try {
      const started = performance.now();
      const res = await call(app, lookupContract.getMakes, { token, query: { showAll: 'true' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'unavailable' });
      expect(res.headers['retry-after']).toBe('3');
      expect(performance.now() - started).toBeGreaterThanOrEqual(BOUNDS.connectionWaitMs - 20);
    } finally {
      hold.release();
      await hold.done;
    }
    expect((await call(app, lookupContract.getMakes, { token, query: { showAll: 'true' } })).statusCode).toBe(200);
  });

  it('rolls back a transaction left idle past its bound, its connection given up', async () => {
    const heard: Error[] = [];
    const stopHearing = onConnectionError(db, (err) => heard.push(err));
    const make = `Idle ${Date.now()}`;
    const idle = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('makes').values({ make }).execute();
        await new Promise((resolve) => setTimeout(resolve, BOUNDS.idleInTransactionMs * 3));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    if (t.kind === 'pglite') {
      // PGlite's one connection goes to the next request as soon as the idle transaction is rolled back.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await call(app, lookupContract.getMakes, { token, query: { showAll: 'true' } })).statusCode).toBe(200);
    }
    const failure = await idle;
    stopHearing();
    expect(failure).toBeInstanceOf(Error);
    expect(await db.selectFrom('makes').select('id').where('make', '=', make).execute()).toEqual([]);
    // PostgreSQL ends the session: its connection's error, which no query receives, is heard, not thrown.
    if (t.kind === 'postgres') expect(heard.map((e) => e.message)).toContain('terminating connection due to idle-in-transaction timeout');
    else expect(failure).toMatchObject({ code: '25P03' });
    expect((await call(app, lookupContract.getMakes, { token, query: { showAll: 'true' } })).statusCode).toBe(200);
  });

  it('runs an export’s COPY under its own bound: longer than a request’s, still bounded', async () => {
    if (t.kind === 'pglite') {
      // PGlite exports read pages, each a short statement (csvExportPages.ts): there is no COPY to bound.
      expect(await db.selectFrom('makes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).toMatchObject({ n: expect.any(Number) });
      return;
    }
    const read = async (statement: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of copyBytes(db, statement, new AbortController().signal)) chunks.push(chunk);
      return Buffer.concat(chunks).toString();
    };
    // 0.6 s: past a request's 0.3 s, within the export's 3 s.
    expect(await read('COPY (SELECT pg_sleep(0.6)::text) TO STDOUT')).toBe('\n');
    await expect(read('COPY (SELECT pg_sleep(4)::text) TO STDOUT')).rejects.toMatchObject({ code: '57014' });
    // The connection is back with a request's bound.
    await expect(sql`select pg_sleep(0.6)`.execute(db)).rejects.toMatchObject({ code: '57014' });
  });

  it('answers /readyz within 2 s when the database does not answer', async () => {
    const patient = await openBounded({ ...BOUNDS, connectionWaitMs: 10_000 });
    const readyApp = await buildApp(patient);
    const hold = await holdConnection(patient);
    try {
      const started = performance.now();
      const res = await readyApp.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      hold.release();
      await hold.done;
      await readyApp.close();
      await patient.destroy();
    }
  });
});
