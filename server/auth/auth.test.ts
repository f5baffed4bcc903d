/** The auth service: password and refresh grants, rotation, logout, JWKS, what the database stores. */
import { createHash } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authContract } from '../../contract/auth';
import { usersContract } from '../../contract/users';
import { loadConfig } from '../config';
import { call, createUser, login, TEST_PASSWORDS, tokenRequest, withTestApp } from '../test/harness';
import { parseHash, SCRYPT } from './passwords';
import { newUser, STRONG_PASSWORD } from '../modules/users/testFixtures';
import { AUDIENCE, ISSUER } from './tokens';

const t = withTestApp();
const refresh = (refresh_token: string) => tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('password grant', () => {
  it('issues a bearer access token that opens the API, and a refresh token', async () => {
    const res = await tokenRequest(t.app, { grant_type: 'password', username: 'admin', password: TEST_PASSWORDS.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await call(t.app, usersContract.getUserByName, { token: body.access_token, query: { username: 'admin' } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ Username: 'admin', Role: 'SuperAdmin', Roles: [{ Name: 'SuperAdmin' }] });
  });

  it('accepts the username in any case, and issues access tokens that live at most 15 minutes', async () => {
    const { access_token, expires_in } = await login(t.app, 'DEMO.Admin', TEST_PASSWORDS['demo.admin']);
    expect(decodeJwt(access_token)).toMatchObject({ name: 'demo.admin', roles: ['Admin'] });
    const { exp, iat } = decodeJwt(access_token);
    expect(exp! - iat!).toBeLessThanOrEqual(900);
    expect(exp! - iat!).toBe(expires_in);
    expect(exp! * 1000).toBeGreaterThan(Date.now());
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '3600' })).toThrow(/ACCESS_TOKEN_TTL/);
  });

  it('refuses a wrong password and an unknown user with the same status and body', async () => {
    const [wrong, unknown] = await Promise.all([
      tokenRequest(t.app, { grant_type: 'password', username: 'demo.tech', password: 'not-the-password' }),
      tokenRequest(t.app, { grant_type: 'password', username: 'no.such.user', password: 'not-the-password' }),
    ]);
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.body).not.toMatch(/demo\.tech|no\.such\.user/);
  });
});

describe('JWKS', () => {
  it('publishes the public key that verifies access tokens, and no private key material', async () => {
    const res = await call(t.app, authContract.jwks);
    expect(res.statusCode).toBe(200);
    const jwks = res.json<JSONWebKeySet>();
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const k of jwks.keys) expect(k).not.toHaveProperty('d');
    const { access_token } = await login(t.app, 'demo.tech');
    const { payload, protectedHeader } = await jwtVerify(access_token, createLocalJWKSet(jwks), { issuer: ISSUER, audience: AUDIENCE });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ name: 'demo.tech', roles: ['Technician'] });
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh answers a new pair and the used token is refused afterwards', async () => {
    const first = await login(t.app, 'demo.admin');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const me = await call(t.app, usersContract.getUserByName, { token: second.access_token, query: { username: 'demo.admin' } });
    expect(me.statusCode).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('reusing a rotated token revokes its whole family, the newest token included', async () => {
    const first = await login(t.app, 'demo.tech');
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('leave other logins of the same user alone when one family is revoked', async () => {
    const [a, b] = await Promise.all([login(t.app, 'demo.tech'), login(t.app, 'demo.tech')]);
    await refresh(a.refresh_token);
    await refresh(a.refresh_token);
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('are revoked by logout', async () => {
    const first = await login(t.app, 'admin');
    const second = (await refresh(first.refresh_token)).json();
    const out = await call(t.app, authContract.logout, { body: { refresh_token: second.refresh_token } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ revoked: true });
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    const unknown = await call(t.app, authContract.logout, { body: { refresh_token: 'never-issued' } });
    expect(unknown.json()).toEqual({ revoked: false });
  });

  it('expire after 30 minutes without use, and 12 hours after login', async () => {
    const [idle, old] = await Promise.all([login(t.app, 'demo.admin'), login(t.app, 'demo.admin')]);
    await t.db.updateTable('refresh_tokens').set({ last_used_at: sql`now() - interval '31 minutes'` }).where('token_hash', '=', sha256(idle.refresh_token)).execute();
    await t.db.updateTable('refresh_tokens').set({ family_started_at: sql`now() - interval '12 hours 1 minute'` }).where('token_hash', '=', sha256(old.refresh_token)).execute();
    expect((await refresh(idle.refresh_token)).statusCode).toBe(401);
    expect((await refresh(old.refresh_token)).statusCode).toBe(401);
  });

  it('are refused once their user is deactivated', async () => {
    await createUser(t.db, { username: 'leaving.soon', password: 'Leaving-soon-pw-1', roles: ['Admin'] });
    const { refresh_token } = await login(t.app, 'leaving.soon', 'Leaving-soon-pw-1');
    await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'leaving.soon').execute();
    expect((await refresh(refresh_token)).statusCode).toBe(401);
  });

  it('are refused when unknown or malformed', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    expect((await tokenRequest(t.app, { grant_type: 'refresh_token' })).statusCode).toBe(400);
  });

  it('are stored only as hashes: the database never holds the token text', async () => {
    const { refresh_token } = await login(t.app, 'admin');
    const rows = await t.db.selectFrom('refresh_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(refresh_token);
    expect(rows.map((r) => r.token_hash.trim())).toContain(sha256(refresh_token));
  });
});

describe('stored passwords', () => {
  // The test database's seeded users are hashed at a test cost (server/test/database.ts); the seed hashes with
  // hashPassword, as the API does: the passwords looked at here are set through user/CreateUser.
  const createdHashes = async () => {
    const admin = (await login(t.app, 'admin')).access_token;
    const role = (await t.db.selectFrom('roles').select('id').where('name', '=', 'Dispatcher').executeTakeFirstOrThrow()).id;
    const usernames = ['stored.one', 'stored.two'];
    for (const username of usernames) {
      const res = await call(t.app, usersContract.createUser, { token: admin, body: newUser(role, { Username: username, Email: `${username}@example.test`, Password: STRONG_PASSWORD }) });
      expect(res.statusCode, res.body).toBe(200);
    }
    return t.db.selectFrom('users').select(['username', 'password_hash']).where('username', 'in', usernames).orderBy('username').execute();
  };

  it('are scrypt hashes at N >= 2^17, r = 8, p = 1, with a salt of 16 bytes or more; two users with one password share no salt or hash', async () => {
    const users = await createdHashes();
    expect(users).toHaveLength(2);
    for (const u of users) {
      expect(u.password_hash, u.username ?? '').toMatch(/^scrypt\$/);
      const parsed = parseHash(u.password_hash);
      expect(parsed, u.username ?? '').not.toBeNull();
      expect(parsed!.N).toBeGreaterThanOrEqual(2 ** 17);
      expect(parsed!.r).toBe(8);
      expect(parsed!.p).toBe(1);
      expect(parsed!.salt.length).toBeGreaterThanOrEqual(SCRYPT.saltLength);
      expect(parsed!.salt.length).toBeGreaterThanOrEqual(16);
      expect(parsed!.key.length).toBeGreaterThanOrEqual(32);
    }
    expect(users[0].password_hash).not.toBe(users[1].password_hash);
    expect(parseHash(users[0].password_hash)!.salt).not.toEqual(parseHash(users[1].password_hash)!.salt);
  });
});
