/**
 * TRUST_PROXY: whose X-Forwarded-For decides the client address, and so which
 * address the login limits count against. Without it the header is ignored.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, defaultAppConfig } from '../app';
import { loadConfig, type TrustProxy } from '../config';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { LOGIN_LIMITS, loginBuckets } from './loginLimits';

const PROXY = '127.0.0.1';

describe('TRUST_PROXY', () => {
  const parse = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

  it('is off by default and takes true, a hop count, or addresses and CIDR ranges', () => {
    expect([parse(), parse(''), parse('false'), parse('0')]).toEqual([false, false, false, false]);
    expect(parse('true')).toBe(true);
    expect(parse('2')).toBe(2);
    expect(parse(' 10.0.0.1 , 192.168.0.0/16,loopback,::1,fd00::/8')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', '::1', 'fd00::/8']);
  });

  it('refuses what is not an address, a range or a count, naming the variable', () => {
    for (const bad of ['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/2', '10.0.0.1,', 'yes', '::1/129']) {
      expect(() => parse(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the client address behind a proxy', () => {
  let database: TestDatabase;
  const apps: Record<'untrusted' | 'addresses' | 'hops' | 'all', FastifyInstance> = {} as never;

  const build = async (trust: TrustProxy) => {
    const app = await buildApp(database.db, { ...defaultAppConfig, TRUST_PROXY: trust });
    app.get('/test/ip', async (req) => ({ ip: req.ip }));
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await openTestDatabase(inject('pgliteSnapshot'));
    apps.untrusted = await build(false);
    apps.addresses = await build([PROXY, '10.1.0.0/16']);
    apps.hops = await build(1);
    apps.all = await build(true);
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app?.close();
    await database?.close();
  });

  const ipOf = async (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    (await app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } })).json().ip;
  const loginThrough = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/token',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { grant_type: 'password', username: 'no.such.user', password: 'wrong' },
    });
  /** Uses up an address's minute, as a hundred attempts from it would. */
  const exhaust = async (address: string) => {
    const bucket = loginBuckets('anyone', address).find((b) => b.limit === LOGIN_LIMITS.perAddress);
    await database.db
      .insertInto('login_attempts')
      .values(Array.from({ length: LOGIN_LIMITS.perAddress.attempts }, () => ({ bucket: bucket!.key })))
      .execute();
  };

  it('reads the client from X-Forwarded-For only as far as the proxies are trusted', async () => {
    expect(await ipOf(apps.untrusted, PROXY, '203.0.113.9')).toBe(PROXY);
    expect(await ipOf(apps.addresses, PROXY, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf(apps.addresses, PROXY, '198.51.100.1, 10.1.2.3')).toBe('198.51.100.1'); // through two trusted proxies
    // A client reaching the server directly cannot pick its address by sending the header.
    expect(await ipOf(apps.addresses, '192.0.2.50', '203.0.113.9')).toBe('192.0.2.50');
    expect(await ipOf(apps.hops, '192.0.2.50', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipOf(apps.all, PROXY, '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
  });

  it('behind a trusted proxy, limits logins per client, not per proxy', async () => {
    await exhaust('203.0.113.7');
    const limited = await loginThrough(apps.addresses, PROXY, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect((await loginThrough(apps.addresses, PROXY, '203.0.113.8')).statusCode).toBe(400);
  });

  it('without TRUST_PROXY, ignores the header: the limit is the connecting address’s', async () => {
    expect((await loginThrough(apps.untrusted, '127.0.0.3', '203.0.113.7')).statusCode).toBe(400);
    await exhaust('127.0.0.4');
    expect((await loginThrough(apps.untrusted, '127.0.0.4', '203.0.113.20')).statusCode).toBe(429);
  });
});
