/** `/metrics` scraped as Prometheus would, and the request log line an operator reads. */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessContract } from '../../contract/business';
import { buildApp, defaultAppConfig } from '../app';
import { loadConfig } from '../config';
import { countExport } from '../metrics/metrics';
import { openSocket } from '../modules/chat/realtime/testSocket';
import { call, login, tokenRequest } from '../test/harness';
import { capturedLog } from '../test/capturedLog';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { serveMetrics } from './metrics';

const TOKEN = 'metrics-token-for-the-test-0123';
const { lines, stream: logStream } = capturedLog();
let database: TestDatabase;
let app: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase(inject('pgliteSnapshot'));
  app = await buildApp(database.db, { ...defaultAppConfig, LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_ADDRESS: 3 }, { logStream });
  bare = await buildApp(database.db);
  await Promise.all([app.ready(), bare.ready()]);
});
afterAll(async () => {
  await app?.close();
  await bare?.close();
  await database?.close();
});

const scrape = async () => {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of the sample `name` whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (match[2] ?? '').includes(`${k}="${v}"`));
    if (has) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  it('is not there without a token configured, and answers only to that token', async () => {
    // Without a token there is no /metrics: the address is a console URL like any other (its page, once built).
    const none = await bare.inject({ url: '/metrics' });
    expect(none.headers['content-type']).not.toContain('text/plain');
    expect(none.body).not.toContain('http_request_duration_seconds');
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer short' } })).statusCode).toBe(401);
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('counts requests per route pattern, method and status, never by their ids or query', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: businessContract.location.url, status_code: '200' };
    const { access_token } = await login(app, 'demo.admin');
    for (const id of ['1', '2']) expect((await call(app, businessContract.location, { token: access_token, query: { key: id } })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'http_request_duration_seconds_count', labels) - sample(before, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(sample(after, 'http_request_duration_seconds_count', labels));
    expect(after).not.toMatch(/="[^"]*key=[^"]*"/);
    await app.inject({ url: '/api/no/such/path/4711' });
    const unmatched = await scrape();
    expect(sample(unmatched, 'http_request_duration_seconds_count', { route: '(unmatched)', status_code: '404' })).toBeGreaterThanOrEqual(1);
    // No label holds the path (a number anywhere else, a byte count, may hold its digits).
    expect(unmatched).not.toMatch(/="[^"]*4711[^"]*"/);
  });

  it('counts login refusals and rate-limit refusals', async () => {
    const before = await scrape();
    const address = '198.51.100.77';
    const bad = { grant_type: 'password', username: 'demo.admin', password: 'not-the-password-1' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await tokenRequest(app, bad, { address })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const after = await scrape();
    expect(sample(after, 'login_refusals_total', { reason: 'invalid' }) - sample(before, 'login_refusals_total', { reason: 'invalid' })).toBe(3);
    expect(sample(after, 'rate_limit_refusals_total', { scope: 'address' }) - sample(before, 'rate_limit_refusals_total', { scope: 'address' })).toBe(2);
  });

  it('reads the pool: a connection held by a transaction is in use', async () => {
    const idle = await scrape();
    expect(sample(idle, 'db_connections_max')).toBeGreaterThanOrEqual(1);
    expect(sample(idle, 'db_connections_waiting')).toBe(0);
    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('businesses').select('id').limit(1).execute();
      expect(sample(await scrape(), 'db_connections_in_use')).toBeGreaterThanOrEqual(1);
    });
  });

  it('counts open chat sockets, exports streaming, and reports the event loop lag', async () => {
    const before = sample(await scrape(), 'chat_sockets_open');
    const socket = await openSocket(app);
    expect(sample(await scrape(), 'chat_sockets_open')).toBe(before + 1);
    socket.ws.close();
    await socket.closed;
    await expect.poll(async () => sample(await scrape(), 'chat_sockets_open')).toBe(before);

    const stream = countExport(new PassThrough(), 'csv');
    expect(sample(await scrape(), 'exports_running', { format: 'csv' })).toBe(1);
    stream.destroy();
    await expect.poll(async () => sample(await scrape(), 'exports_running', { format: 'csv' })).toBe(0);

    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    for (const name of ['import_jobs_running', 'import_jobs_total', 'process_resident_memory_bytes']) expect(text).toContain(`# TYPE ${name} `);
  });

  it('is served on a port of its own when asked (METRICS_PORT), and nothing else there', async () => {
    const server = await serveMetrics(0, '127.0.0.1');
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/api/Business/GetBusinesses`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the request log', () => {
  it('logs each answered request once: its id (also in the answer), route, user, status and time', async () => {
    const { access_token } = await login(app, 'demo.admin');
    const res = await call(app, businessContract.location, { token: access_token, query: { key: '1' } });
    const id = res.headers['request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const entries = lines
      .flatMap((l) => l.split('\n'))
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .filter((e) => e.reqId === id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ msg: 'request completed', route: businessContract.location.url, statusCode: 200, req: { method: 'GET' } });
    expect(entries[0].userId).toBeGreaterThan(0);
    expect(entries[0].responseTime).toBeGreaterThanOrEqual(0);
  });
});
