/**
 * The API's rate limits (rateLimits.ts): an office of 50 behind one address signs in and browses, all served; a
 * user past their limit, and an address past its limit for calls without a token, are answered 429 with
 * Retry-After and a message in the caller's language, the others served on; two API processes on one database
 * share the count, a second late at most.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract } from '../../contract/auth';
import type { Endpoint } from '../../contract/define';
import { businessContract } from '../../contract/business';
import { deviceContract } from '../../contract/device';
import { lookupContract } from '../../contract/lookup';
import { lookupStoreContract } from '../../contract/lookupStore';
import { salesRepsContract } from '../../contract/salesReps';
import { serviceRequestContract } from '../../contract/serviceRequest';
import { usersContract } from '../../contract/users';
import { defaultAppConfig, buildApp } from '../app';
import { render } from '../http/text';
import { createIdentity } from '../modules/identity/identities.repository';
import { call, nextAddress, tokenRequest, withTestApp } from '../test/harness';
import { quickHash } from '../test/quickHash';
import { tampered } from '../test/tokens';
import { RATE_LIMITS, tooManyRequests } from './rateLimits';

const t = withTestApp();
const PASSWORD = 'Office-passw0rd-rate-9';
/** Two more API processes on the test's database, with small limits so a test reaches them in a few calls. */
const SMALL = { perUser: 30, perAddress: 20 };
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const app = await buildApp(t.db, { ...defaultAppConfig, RATE_LIMIT_PER_USER: SMALL.perUser, RATE_LIMIT_PER_ADDRESS: SMALL.perAddress });
    await app.ready();
    apps.push(app);
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

let users = 0;
/** New Admins (hashes verified in a millisecond: the limits do not depend on the hash's cost), by username. */
async function createAdmins(n: number): Promise<string[]> {
  const hash = quickHash(PASSWORD);
  const names = Array.from({ length: n }, () => `rate.user.${++users}`);
  for (const username of names) {
    await createIdentity(t.db, { username, email: `${username}@example.test`, given_name: 'Rate', family_name: username, created_by: 'test', password_hash: hash }, ['Admin']);
  }
  return names;
}

async function signIn(app: FastifyInstance, username: string, address: string): Promise<string> {
  const res = await tokenRequest(app, { grant_type: 'password', username, password: PASSWORD }, { address });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

/** Waits out the end of the minute when less than `ms` of it is left: a test's calls then fall in one window. */
async function inOneWindow(ms: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await sleep(left + 50);
}

/** What a console asks for after signing in (its profile and configuration), then a few lists opened in turn. */
function browsing(username: string): { endpoint: Endpoint; query: Record<string, string> }[] {
  return [
    { endpoint: usersContract.getUserByName, query: { username } },
    { endpoint: lookupStoreContract.getLookupValues, query: { key: 'configuration' } },
    { endpoint: businessContract.registered, query: { pageSize: '10', offset: '0' } },
    { endpoint: businessContract.registered, query: { pageSize: '10', offset: '10' } },
    { endpoint: businessContract.registered, query: { pageSize: '10', offset: '0', search: 'auto' } },
    { endpoint: salesRepsContract.salesReps, query: {} },
    { endpoint: deviceContract.getDevicesForListing, query: { pageSize: '10', offset: '0' } },
    { endpoint: serviceRequestContract.serviceRequestsForList, query: { pageSize: '10', offset: '0' } },
    { endpoint: serviceRequestContract.serviceRequestsForList, query: { pageSize: '10', offset: '0', status: '2' } },
    { endpoint: usersContract.getUsers, query: { pageSize: '10', offset: '0' } },
    { endpoint: lookupContract.getMakes, query: { showAll: 'true' } },
    { endpoint: businessContract.registered, query: { pageSize: '25', offset: '0', orderBy: 'city', sortBy: 'desc' } },
  ];
}

describe('the API’s rate limits', () => {
  it('serve 50 staff behind one address signing in and browsing within a minute, more calls than the old 600 a minute per address', async () => {
    expect(RATE_LIMITS).toEqual({ perUser: 600, perAddress: 120 });
    const office = await createAdmins(50);
    const address = '203.0.113.50';
    const started = Date.now();
    const statuses: number[] = [];
    // People arrive a few at a time; each signs in and browses.
    for (let i = 0; i < office.length; i += 10) {
      await Promise.all(
        office.slice(i, i + 10).map(async (username) => {
          const token = await signIn(t.app, username, address);
          for (const { endpoint, query } of browsing(username)) {
            const res = await call(t.app, endpoint, { token, query, address });
            statuses.push(res.statusCode);
          }
        }),
      );
    }
    expect(Date.now() - started).toBeLessThan(60_000); // within a minute: otherwise this would prove nothing
    expect(statuses.length + office.length).toBeGreaterThan(600);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('refuse a user past their limit with 429, Retry-After and a message in the caller’s language; others are served', async () => {
    const [name, other] = await createAdmins(2);
    const address = nextAddress();
    const [token, otherToken] = [await signIn(apps[0], name, address), await signIn(apps[0], other, address)];
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < SMALL.perUser; i++) codes.push((await call(apps[0], lookupContract.getMakes, { token, address })).statusCode);
    expect(codes).toEqual(Array(SMALL.perUser).fill(200));
    for (const language of ['en', 'es'] as const) {
      const refused = await call(apps[0], lookupContract.getMakes, { token, address: nextAddress(), headers: { 'accept-language': language } });
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.json().message).toBe(render(tooManyRequests(wait), language));
    }
    expect(render(tooManyRequests(7), 'es')).toBe('Demasiadas solicitudes. Vuelva a intentarlo en 7 segundos.');
    // The same address, another user: served.
    expect((await call(apps[0], lookupContract.getMakes, { token: otherToken, address })).statusCode).toBe(200);
  });

  it('refuse a flood without a token from one address; a signed-in user there is served, a forged token is not a way out', async () => {
    const [name] = await createAdmins(1);
    const address = nextAddress();
    const token = await signIn(apps[0], name, nextAddress());
    await inOneWindow(5_000);
    const codes: number[] = [];
    for (let i = 0; i < SMALL.perAddress + 10; i++) codes.push((await call(apps[0], authContract.jwks, { address })).statusCode);
    expect(codes).toEqual([...Array(SMALL.perAddress).fill(200), ...Array(10).fill(429)]);
    const refused = await call(apps[0], usersContract.getUsers, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await call(apps[0], lookupContract.getMakes, { token, address })).statusCode).toBe(200);
    expect((await call(apps[0], lookupContract.getMakes, { token: tampered(token), address })).statusCode).toBe(401);
    expect((await call(apps[0], authContract.jwks, { address: nextAddress() })).statusCode).toBe(200);
  });

  it('are counted across processes: each adds its count to the database and reads the others’, a flush late at most', async () => {
    const [name] = await createAdmins(1);
    const [a, b] = apps;
    const token = await signIn(a, name, nextAddress());
    await inOneWindow(5_000);
    const makes = (app: FastifyInstance) => call(app, lookupContract.getMakes, { token }).then((r) => r.statusCode);
    for (let i = 0; i < 20; i++) expect(await makes(a)).toBe(200);
    await a.rateCounter.flush();
    // b has not counted this user yet: its first call passes, and its flush reads a's 20 back.
    expect(await makes(b)).toBe(200);
    await b.rateCounter.flush();
    for (let i = 0; i < SMALL.perUser - 21; i++) expect(await makes(b)).toBe(200);
    expect(await makes(b)).toBe(429);
    // a knows 20 of them until it flushes again, after b's flush (each flushes every second).
    expect(await makes(a)).toBe(200);
    await b.rateCounter.flush();
    await a.rateCounter.flush();
    expect(await makes(a)).toBe(429);
  });
});
