/** Lockout after repeated failures, inactive accounts, and the token endpoint's limits per username and per address. */
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../http/text';
import { createIdentity } from '../modules/identity/identities.repository';
import { createUser, login, nextAddress, TEST_PASSWORDS, tokenRequest, withTestApp } from '../test/harness';
import { quickHash } from '../test/quickHash';
import { LOCK_AFTER_FAILURES } from './auth.service';
import { LOGIN_LIMITS, loginBuckets, tooManyAttempts } from './loginLimits';

const t = withTestApp();
const PASSWORD = 'Correct-horse-battery-9';
const attempt = (username: string, password: string, opts: { address?: string; url?: string } = {}) =>
  tokenRequest(t.app, { grant_type: 'password', username, password }, opts);
const userRow = (username: string) =>
  t.db.selectFrom('users').select(['is_locked_out', 'failed_logins']).where('username', '=', username).executeTakeFirstOrThrow();

let refusedBody: unknown;
beforeAll(async () => {
  await Promise.all([
    createUser(t.db, { username: 'lock.me', password: PASSWORD, roles: ['Admin'] }),
    createUser(t.db, { username: 'almost.locked', password: PASSWORD, roles: ['Admin'] }),
    createUser(t.db, { username: 'gone.user', password: PASSWORD, roles: ['Admin'], isActive: false }),
  ]);
  refusedBody = (await attempt('no.such.user', 'whatever')).json();
});

describe('lockout', () => {
  it('locks the account after five consecutive failures; then even the right password is refused', async () => {
    expect(LOCK_AFTER_FAILURES).toBe(5);
    const before = await login(t.app, 'lock.me', PASSWORD);
    const four = await Promise.all([1, 2, 3, 4].map((i) => attempt('lock.me', `wrong-${i}`)));
    expect(four.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    for (const r of four) expect(r.json()).toEqual(refusedBody);
    expect(await userRow('lock.me')).toEqual({ is_locked_out: false, failed_logins: 4 });
    expect((await attempt('lock.me', 'wrong-5')).json()).toEqual(refusedBody);
    expect(await userRow('lock.me')).toEqual({ is_locked_out: true, failed_logins: 5 });
    const right = await attempt('lock.me', PASSWORD);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(refusedBody);
    // Locking ends the sessions the user already had.
    const refreshed = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: before.refresh_token });
    expect(refreshed.statusCode).toBe(401);
  });

  it('keeps a locked account locked after a correct password', async () => {
    expect(await userRow('lock.me')).toMatchObject({ is_locked_out: true });
    expect((await attempt('lock.me', PASSWORD)).statusCode).toBe(400);
    expect(await userRow('lock.me')).toMatchObject({ is_locked_out: true });
  });

  it('counts consecutive failures only: a successful login resets the count', async () => {
    await Promise.all([1, 2, 3, 4].map(() => attempt('almost.locked', 'wrong')));
    expect(await userRow('almost.locked')).toEqual({ is_locked_out: false, failed_logins: 4 });
    await login(t.app, 'almost.locked', PASSWORD);
    expect((await userRow('almost.locked')).failed_logins).toBe(0);
    await attempt('almost.locked', 'wrong');
    expect(await userRow('almost.locked')).toEqual({ is_locked_out: false, failed_logins: 1 });
  });

  it('refuses an inactive user with the right password, with the same answer as a wrong password', async () => {
    const res = await attempt('gone.user', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedBody);
  });
});

describe('token endpoint limits', () => {
  const variants = ['/auth/token', '/AUTH/TOKEN', '/auth/token/', '/Auth/Token/', '/auth/TOKEN'];
  const office = Array.from({ length: 50 }, (_, i) => `office.${i}`);

  beforeAll(async () => {
    for (const username of office) {
      const user = { username, email: `${username}@example.test`, given_name: 'Office', family_name: username, created_by: 'test' };
      await createIdentity(t.db, { ...user, password_hash: quickHash(PASSWORD) }, ['Admin']);
    }
  });

  it('lets 50 colleagues behind one address sign in within a minute, after one of them mistyped 8 times', async () => {
    const started = Date.now();
    const address = nextAddress();
    // The scene of the issue: eight wrong passwords for one colleague (locking them out), then everyone else signs in.
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(office[0], `wrong-${i}`, { address })));
    expect(wrong.map((r) => r.statusCode)).toEqual(Array(8).fill(400));
    const codes: number[] = [];
    for (let i = 1; i < office.length; i += 7) {
      const batch = office.slice(i, i + 7); // a few at a time, as people arrive
      const res = await Promise.all(batch.map((u, j) => attempt(u, PASSWORD, { address, url: variants[(i + j) % variants.length] })));
      codes.push(...res.map((r) => r.statusCode));
    }
    codes.push((await attempt('admin', TEST_PASSWORDS.admin, { address })).statusCode);
    expect(codes).toEqual(Array(50).fill(200));
    expect(Date.now() - started).toBeLessThan(60_000); // all within one window: otherwise this would prove nothing
  });

  it(`refuses an address its ${LOGIN_LIMITS.failedPerAddress.attempts + 1}st failure within a minute, whatever the username, path case or trailing slash`, async () => {
    const limit = LOGIN_LIMITS.failedPerAddress.attempts;
    expect(limit).toBe(30);
    const address = nextAddress();
    // A concurrent burst: each attempt holds its place while its password is checked, so exactly `limit` get through.
    const burst = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) => attempt(office[i], 'wrong', { address, url: variants[i % variants.length] })),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    // Then even a right password is refused before the credentials are looked at.
    const res = await attempt('demo.tech', TEST_PASSWORDS['demo.tech'], { address, url: '/AUTH/token/' });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json().message).toBe(render(tooManyAttempts(retryAfter)));
    // Another address is not affected.
    expect((await attempt('someone.else', 'wrong')).statusCode).toBe(400);
  });

  it(`caps all attempts from one address, successful or not, at ${LOGIN_LIMITS.perAddress.attempts} a minute`, async () => {
    expect(LOGIN_LIMITS.perAddress.attempts).toBe(100);
    const address = nextAddress();
    // The address's history, as the endpoint records it: 99 attempts this minute (100 logins would take 100 scrypt runs).
    const all = loginBuckets('anyone', address).find((b) => b.limit === LOGIN_LIMITS.perAddress);
    expect(all).toBeDefined();
    await t.db.insertInto('login_attempts').values(Array.from({ length: 99 }, () => ({ bucket: all!.key }))).execute();
    expect((await attempt('demo.admin', TEST_PASSWORDS['demo.admin'], { address })).statusCode).toBe(200);
    const res = await attempt('admin', TEST_PASSWORDS.admin, { address });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('allows 10 attempts per minute for one username, whatever the address, the case of the name or concurrency', async () => {
    const names = ['target.user', 'Target.User', 'TARGET.USER'];
    // A concurrent burst from 25 addresses: exactly 10 get through, however the requests interleave.
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => attempt(names[i % names.length], 'wrong', { url: variants[i % variants.length] })),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    for (const r of burst.filter((b) => b.statusCode === 429)) expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await attempt('target.user', 'wrong', { url: '/auth/token/' })).statusCode).toBe(429);
  });

  it('says how long to wait in a grammatical sentence, in English and Spanish', async () => {
    expect(render(tooManyAttempts(1))).toBe('Too many login attempts. Try again in 1 second.');
    expect(render(tooManyAttempts(12))).toBe('Too many login attempts. Try again in 12 seconds.');
    expect(render(tooManyAttempts(1), 'es')).toBe('Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 1 segundo.');
    expect(render(tooManyAttempts(12), 'es')).toBe('Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 12 segundos.');
    // As the endpoint answers it, in the language the console asks for: one username's minute used up.
    const user = loginBuckets('spanish.speaker', nextAddress()).find((b) => b.limit === LOGIN_LIMITS.perUsername);
    await t.db.insertInto('login_attempts').values(Array.from({ length: 10 }, () => ({ bucket: user!.key }))).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      remoteAddress: nextAddress(),
      headers: { 'accept-language': 'es' },
      payload: { grant_type: 'password', username: 'Spanish.Speaker', password: 'wrong' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(render(tooManyAttempts(Number(res.headers['retry-after'])), 'es'));
    expect(res.json().message).toMatch(/^Demasiados intentos de inicio de sesión\. Vuelva a intentarlo en \d+ segundos?\.$/);
  });
});
