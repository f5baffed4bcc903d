/** Lockout after repeated failures, inactive accounts, and the token endpoint's rate limit. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, nextAddress, tokenRequest, withTestApp } from '../test/harness';
import { LOCK_AFTER_FAILURES } from './auth.service';

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

describe('token endpoint rate limit', () => {
  const variants = ['/auth/token', '/AUTH/TOKEN', '/auth/token/', '/Auth/Token/', '/auth/TOKEN'];

  it('allows 10 attempts per minute from one address, whatever the username, path case or trailing slash', async () => {
    const address = nextAddress();
    const ten = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(`someone.${i}`, 'wrong', { address, url: variants[i % variants.length] })),
    );
    expect(ten.map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    // The 11th is refused before the credentials are even looked at: a right password too.
    const res = await attempt('admin', 'irrelevant', { address, url: '/AUTH/token/' });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json().message).toMatch(/too many/i);
    // Another address is not affected.
    expect((await attempt('someone.else', 'wrong')).statusCode).toBe(400);
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
});
