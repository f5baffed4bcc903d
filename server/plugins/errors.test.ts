/** One error shape for every answer, no stack traces, security headers, health checks. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupContract } from '../../contract/lookup';
import { buildApp } from '../app';
import { call, login, withTestApp } from '../test/harness';

const t = withTestApp();
const SECRET = 'db password is hunter2 at /srv/app/server/secret.ts:42';
let token = '';
let failing: FastifyInstance;

beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  // A second app on the same database, with routes that fail the way real bugs do.
  failing = await buildApp(t.db);
  failing.get('/api/test/throws', async () => {
    throw new Error(SECRET);
  });
  failing.get('/api/test/rejects', async () => Promise.reject(new TypeError(SECRET)));
  await failing.ready();
});
afterAll(() => failing?.close());

describe('errors', () => {
  it.each(['/api/test/throws', '/api/test/rejects'])('answers 500 from %s with a message and request id, never a stack', async (url) => {
    const res = await failing.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toMatch(/secret\.ts|\bat \//);
  });

  it('gives each request its own id', async () => {
    const [a, b] = await Promise.all([failing.inject('/api/test/throws'), failing.inject('/api/test/throws')]);
    expect(a.json().requestId).not.toBe(b.json().requestId);
  });

  it.each(['/api/no/such/route', '/api/lookup/GetMakesX', '/auth/nothing'])('answers 404 JSON to the unknown route %s', async (url) => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: expect.stringContaining('No route') });
    }
  });

  it('answers 404 to a known path with another method', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/lookup/GetMakes', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers validation failures as { message, errors: [{ field, message }] }', async () => {
    const res = await call(t.app, lookupContract.byKey, { token, body: { key: 'billing.taxrates', showAll: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.stringContaining('showAll'),
      errors: [{ field: 'showAll', message: expect.any(String) }],
    });
  });
});

describe('security headers', () => {
  const cases: [string, () => Promise<{ statusCode: number; headers: Record<string, unknown> }>][] = [
    ['a 200 from /api', () => call(t.app, lookupContract.getMakes, { token })],
    ['a 401 from /api', () => call(t.app, lookupContract.getMakes)],
    ['a 404 from /api', () => t.app.inject('/api/nothing')],
    ['a 500 from /api', () => failing.inject('/api/test/throws')],
    ['the JWKS', () => t.app.inject('/auth/.well-known/jwks.json')],
  ];

  it.each(cases)('are set on %s, which is never cached', async (_name, request) => {
    const res = await request();
    const h = res.headers;
    expect(h['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/max-age=(\d+)/.exec(String(h['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(String(h['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['cache-control']).toBe('no-store');
  });
});

describe('health checks', () => {
  it('answers /healthz and /readyz without a token', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });
});
