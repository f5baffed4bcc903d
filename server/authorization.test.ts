/**
 * Authorization matrix: every route the app registers under /api and /auth,
 * against no token, forged tokens, a user without console roles, Admin and SuperAdmin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '../contract/auth';
import { CHAT_SOCKET_PATH } from '../contract/chat';
import { lookupContract } from '../contract/lookup';
import { usersContract } from '../contract/users';
import { call, login, nextAddress, type RegisteredRoute, withTestApp } from './test/harness';
import { algNone, editedClaims, expired, hmacWithPublicKey, signedByOtherKey, tampered } from './test/tokens';

const t = withTestApp();
const tokens = { superAdmin: '', admin: '', tech: '' };

beforeAll(async () => {
  tokens.superAdmin = (await login(t.app, 'admin')).access_token;
  tokens.admin = (await login(t.app, 'demo.admin')).access_token;
  tokens.tech = (await login(t.app, 'demo.tech')).access_token;
});

/** Not behind the bearer check: the OpenAPI document and its UI; the chat socket, whose token comes in its first frame (modules/chat/realtime). */
const bearerFree = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs') || url === CHAT_SOCKET_PATH;
/** The routes under test: what the app registered, not what we expect it to have. */
const guarded = (): RegisteredRoute[] =>
  t.routes.filter((r) => (r.url.startsWith('/api/') || r.url.startsWith('/auth/')) && !bearerFree(r.url));
const nonPublic = () => guarded().filter((r) => r.access !== 'public');

/** Queries that pass validation, so an allowed caller reaches the handler. */
const sampleQuery: Record<string, Record<string, string>> = {
  '/api/countrystate/GetStateProvinceList': { id: '1' },
  [usersContract.getUserByName.url]: { username: 'admin' },
};

/**
 * Each route called once. A call without a bearer token counts against its address (plugins/rateLimits.ts: 120 a
 * minute), so each comes from an address of its own; the rate limits are not what is tested here.
 */
async function statuses(routes: RegisteredRoute[], opts: { token?: string; headers?: Record<string, string> }) {
  const out: string[] = [];
  for (const r of routes) {
    const address = opts.token ? undefined : nextAddress();
    const res = await call(t.app, r, { ...opts, address, query: sampleQuery[r.url], body: r.method === 'POST' ? {} : undefined });
    out.push(`${r.method} ${r.url} → ${res.statusCode}`);
  }
  return out;
}
const expectAll = (lines: string[], ok: (status: number) => boolean) =>
  expect(lines.filter((l) => !ok(Number(l.split('→ ')[1])))).toEqual([]);

describe('authorization matrix', () => {
  it('protects every /api route; only the auth service is public', () => {
    expect(nonPublic().length).toBeGreaterThanOrEqual(8);
    for (const r of guarded()) {
      if (r.url.startsWith('/api/')) expect(['console', 'self'], `${r.method} ${r.url}`).toContain(r.access);
      else expect(r.access, `${r.method} ${r.url}`).toBe('public');
    }
  });

  const refused: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a tampered signature', async () => tampered(tokens.superAdmin)],
    ['an expired token', () => expired(t.db, tokens.superAdmin)],
    ['a token signed by another key', () => signedByOtherKey(tokens.superAdmin)],
    ['an alg:none token', async () => algNone(tokens.superAdmin)],
    ['a Technician token edited to SuperAdmin', async () => editedClaims(tokens.tech, { roles: ['SuperAdmin'] })],
    [
      'an HS256 token keyed with the public key',
      async () => {
        const jwks = (await call(t.app, authContract.jwks)).json<{ keys: object[] }>();
        return hmacWithPublicKey(tokens.superAdmin, jwks.keys[0]);
      },
    ],
  ];
  it.each(refused)('answers 401 to %s on every non-public route', async (_name, make) => {
    expectAll(await statuses(nonPublic(), { token: await make() }), (s) => s === 401);
  });

  it('answers 401 to a valid token carried in a cookie instead of the Authorization header', async () => {
    const cookie = `access_token=${tokens.superAdmin}; token=${tokens.superAdmin}; Authorization=Bearer%20${tokens.superAdmin}`;
    expectAll(await statuses(nonPublic(), { headers: { cookie } }), (s) => s === 401);
  });

  it('answers 403 to a user without console roles on every console route', async () => {
    const consoleRoutes = nonPublic().filter((r) => r.access === 'console');
    expect(consoleRoutes.length).toBeGreaterThan(0);
    expectAll(await statuses(consoleRoutes, { token: tokens.tech }), (s) => s === 403);
  });

  it.each([
    ['Admin', 'admin'],
    ['SuperAdmin', 'superAdmin'],
  ] as const)('lets %s through every non-public route', async (_role, who) => {
    expectAll(await statuses(nonPublic(), { token: tokens[who] }), (s) => s !== 401 && s !== 403 && s < 500);
  });

  it('lets a user without console roles read only their own profile', async () => {
    const own = await call(t.app, usersContract.getUserByName, { token: tokens.tech, query: { username: 'demo.tech' } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ Username: 'demo.tech', Roles: [{ Name: 'Technician' }] });
    const upper = await call(t.app, usersContract.getUserByName, { token: tokens.tech, query: { username: 'DEMO.TECH' } });
    expect(upper.statusCode).toBe(200);
    const other = await call(t.app, usersContract.getUserByName, { token: tokens.tech, query: { username: 'admin' } });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Ada');
  });

  it('matches paths case-insensitively and with a trailing slash, with the same protection', async () => {
    const url = '/API/LOOKUP/getmakes/';
    const ok = await call(t.app, lookupContract.getMakes, { url, token: tokens.admin });
    expect(ok.statusCode).toBe(200);
    expect(Array.isArray(ok.json())).toBe(true);
    expect((await call(t.app, lookupContract.getMakes, { url })).statusCode).toBe(401);
    expect((await call(t.app, lookupContract.getMakes, { url, token: tokens.tech })).statusCode).toBe(403);
    const save = { url: '/Api/Lookup/SAVEMAKES/', body: [{ id: 0, make: 'Never Saved' }] };
    expect((await call(t.app, lookupContract.saveMakes, { ...save, token: tokens.tech })).statusCode).toBe(403);
    expect(await t.db.selectFrom('makes').select('id').where('make', '=', 'Never Saved').execute()).toEqual([]);
  });
});
