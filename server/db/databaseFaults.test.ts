/**
 * The database's failures answer 503 with Retry-After and a code (databaseFaults.ts, plugins/errors.ts), in the
 * caller's language; other errors are not taken for them.
 */
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { withTestApp } from '../test/harness';
import { ConnectionWaitTimeout, databaseFault } from './databaseFaults';

/** A loopback port nothing listens on (one just given back). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a refused connection to every address of a name', new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })])],
    ['a server shut down by its administrator (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up or in recovery (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection failure (class 08)', pgError('08006')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool with no connection free in time', new Error('timeout exceeded when trying to connect')],
    ["PGlite's one connection not free in time", new ConnectionWaitTimeout(5000)],
    ['a connection that failed before', new Error('Client has encountered a connection error and is not queryable')],
    ['any of those as the cause of another error', new Error('Migration failed', { cause: pgError('57P01') })],
  ])('takes %s for the database unavailable', (_, err) => {
    expect(databaseFault(err)).toBe('unavailable');
  });

  it.each([
    ['a statement past statement_timeout (57014)', pgError('57014', 'canceling statement due to statement timeout')],
    ['a transaction idle past its bound (25P03)', pgError('25P03', 'terminating connection due to idle-in-transaction timeout')],
  ])('takes %s for a timeout', (_, err) => {
    expect(databaseFault(err)).toBe('timeout');
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a bug', new TypeError('x is undefined')],
    ['another service unreachable (fetch)', new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) })],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_, err) => {
    expect(databaseFault(err)).toBeUndefined();
  });
});

describe('a database that cannot be reached', () => {
  const t = withTestApp();
  let app: FastifyInstance;
  let unreachable: Kysely<unknown>;

  beforeAll(async () => {
    // A PostgreSQL address nothing listens on: connecting is refused, as while the server restarts.
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none`, connectionTimeoutMillis: 1000 });
    unreachable = new Kysely({ dialect: new PostgresDialect({ pool }) });
    app = await buildApp(t.db);
    app.get('/api/test/unreachable', async () => sql`select 1`.execute(unreachable));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await unreachable?.destroy();
  });

  it('answers 503 with Retry-After and the code `unavailable`, in English and Spanish, at once', async () => {
    const started = performance.now();
    const en = await app.inject('/api/test/unreachable');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('3');
    expect(en.json()).toEqual({
      message: 'The service is unavailable for a moment: its database cannot be reached. Try again in a few seconds.',
      code: 'unavailable',
      requestId: expect.any(String),
    });
    const es = await app.inject({ url: '/api/test/unreachable', headers: { 'accept-language': 'es' } });
    expect(es.json().message).toBe('El servicio no está disponible por un momento: no se puede acceder a su base de datos. Vuelva a intentarlo en unos segundos.');
  });
});
