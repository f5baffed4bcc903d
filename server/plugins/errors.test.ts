/** One error shape for every answer, no stack traces, security headers, health checks. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { businessContract } from '../../contract/business';
import { countrystateContract } from '../../contract/countrystate';
import { lookupContract } from '../../contract/lookup';
import { buildApp } from '../app';
import { BUSINESS_TABLES, locationInput, referenceIds, snapshot } from '../modules/business/testFixtures';
import { call, login, withTestApp } from '../test/harness';
import { es as esLabels } from '../../i18n/allMessages';

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

describe('errors in the caller’s language', () => {
  const es = { 'accept-language': 'es-ES,es;q=0.9' };

  it('names the field of a validation failure in Spanish: the contract’s refusals and zod’s own', async () => {
    const res = await call(t.app, countrystateContract.upsertCountry, { token, headers: es, body: { id: 0, name: '', abbreviation: 'XX', extra: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'name', message: 'no debe estar vacío' },
      { field: 'extra', message: 'no es un campo conocido' },
    ]);
    const typed = await call(t.app, lookupContract.byKey, { token, headers: es, body: { key: 'billing.taxrates', showAll: 'yes' } });
    expect(typed.json().errors).toEqual([{ field: 'showAll', message: expect.stringMatching(/^Entrada inválida: se esperaba/) }]);
    const english = await call(t.app, countrystateContract.upsertCountry, { token, body: { id: 0, name: '', abbreviation: 'XX' } });
    expect(english.json().errors).toEqual([{ field: 'name', message: 'must not be empty' }]);
  });

  it('answers a refusal of the server’s own in Spanish, nouns included, and writes nothing', async () => {
    const before = await t.db.selectFrom('countries').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const res = await call(t.app, countrystateContract.upsertCountry, { token, headers: es, body: { id: 999_999, name: 'Nowhere', abbreviation: 'NW', version: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el país 999999.');
    const after = await t.db.selectFrom('countries').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('names a field by its Spanish label in Spanish, by its API name in English', async () => {
    const body = { id: 0, name: ' ', abbreviation: 'XX' };
    const spanish = await call(t.app, countrystateContract.upsertCountry, { token, headers: es, body });
    expect(spanish.statusCode).toBe(400);
    // The label the console shows on the input (i18n/es.ts resources.countries.fields.name); errors[] keep the API name.
    expect(spanish.json()).toEqual({ message: 'Nombre: no debe estar vacío', errors: [{ field: 'name', message: 'no debe estar vacío' }] });
    const english = await call(t.app, countrystateContract.upsertCountry, { token, body });
    expect(english.json()).toEqual({ message: 'name: must not be empty', errors: [{ field: 'name', message: 'must not be empty' }] });
  });

  it('labels the field of a refusal the server makes itself (a missing billing address), and writes nothing', async () => {
    const { status } = await referenceIds(t.db);
    const body = locationInput(status.Active, { billSameAsPrimary: false, billingAddress: null });
    const before = await snapshot(t.db, BUSINESS_TABLES);
    const spanish = await call(t.app, businessContract.upsert, { token, headers: es, body });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      message: 'Dirección de facturación: es obligatoria cuando no es igual a la dirección principal',
      errors: [{ field: 'billingAddress', message: 'es obligatoria cuando no es igual a la dirección principal' }],
    });
    const english = await call(t.app, businessContract.upsert, { token, body });
    expect(english.json().message).toBe('billingAddress: is required when billSameAsPrimary is false');
    expect(await snapshot(t.db, BUSINESS_TABLES)).toBe(before);
  });

  it('labels a batch row’s field with its row, counted from 1', async () => {
    const res = await call(t.app, lookupContract.saveMakes, { token, headers: es, body: [{ id: 0, make: 'Fine' }, { id: 0, make: '' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Marca (fila 2): no debe estar vacío', errors: [{ field: '1.make', message: 'no debe estar vacío' }] });
  });

  it('labels a lookup item’s field as its lookup type’s screen does, the generic item’s where the key has no screen', async () => {
    const rate = await call(t.app, lookupContract.upsert, { token, headers: es, body: { id: 0, key: 'billing.taxrates', text: 'Too much', decimalValue: 150 } });
    expect(rate.json().message).toBe('Tasa (%): debe ser como máximo 100');
    const status = await call(t.app, lookupContract.upsert, { token, headers: es, body: { id: 0, key: 'business.status', text: ' ' } });
    expect(status.json().message).toBe(`${(esLabels.resources.lookupItems.fields as Record<string, string>).text}: no debe estar vacío`);
  });

  it('answers the rows of a batch save in Spanish', async () => {
    const res = await call(t.app, lookupContract.saveMakes, { token, headers: es, body: [{ id: 0, make: 'audi' }] });
    expect(res.json().results[0]).toMatchObject({ success: false, message: 'Ya existe una marca llamada «audi».' });
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
