/**
 * Business users sign in through the same auth service as platform users, and
 * lose their sessions when access is taken away: deactivation, lockout,
 * deletion, removing the login, a password change or reset.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../contract/business';
import { usersContract } from '../../../contract/users';
import { call, login, tokenRequest, withTestApp } from '../../test/harness';
import { createBusiness, GOOD_PASSWORD, userRow } from './testFixtures';

const t = withTestApp();
let token = '';
let biz = 0;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  biz = await createBusiness(t.db);
});

type Result = { id: number; success: boolean; message?: string; version: number };
const save = async (row: Record<string, unknown>) => {
  const res = await call(t.app, c.modifyUsers, { token, body: { businessId: biz, users: [row] } });
  const [result] = res.json<{ results: Result[] }>().results;
  expect(result.message).toBeUndefined();
  return result;
};
const refresh = (refresh_token: string) => tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token });
const liveTokens = async (userId: number) =>
  (await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()).length;

/** A business user with a login, signed in: their row as saved and their refresh token. */
async function signedInUser(username: string) {
  const row = userRow({ hasLogin: true, username, password: GOOD_PASSWORD });
  const created = await save(row);
  const session = await login(t.app, username, GOOD_PASSWORD);
  const { password: _, ...rest } = row;
  return { row: { ...rest, id: created.id, version: created.version }, refreshToken: session.refresh_token, accessToken: session.access_token };
}

describe('business user sessions', () => {
  it('signs in with the BusinessUser role, which opens no console route', async () => {
    const { accessToken, refreshToken } = await signedInUser(`shop.login.${biz}`);
    expect((await call(t.app, c.users, { token: accessToken, query: { key: String(biz) } })).statusCode).toBe(403);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it.each([
    ['deactivation', { isEnabled: false }],
    ['lockout', { isLockout: true }],
    ['deletion', { isDeleted: true }],
    ['removing the login', { hasLogin: false }],
    ['a new password', { password: 'Another-Strong-Phrase-77' }],
  ])('revokes the refresh tokens on %s', async (name, change) => {
    const { row, refreshToken } = await signedInUser(`shop.${name.replaceAll(' ', '-')}.${biz}`);
    await save({ ...row, ...change });
    expect(await liveTokens(row.id)).toBe(0);
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(401);
  });

  it('keeps the sessions of a user whose other fields change', async () => {
    const { row, refreshToken } = await signedInUser(`shop.phone.${biz}`);
    await save({ ...row, phone: '5550000' });
    expect(await liveTokens(row.id)).toBe(1);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('revokes them on User/ResetPassword, and the new password signs in', async () => {
    const { row, refreshToken } = await signedInUser(`shop.reset.${biz}`);
    const res = await call(t.app, usersContract.resetPassword, { token, body: { id: row.id, password: 'Reset-Phrase-For-Shop-9', resetLockout: true } });
    expect(res.statusCode).toBe(200);
    expect(await liveTokens(row.id)).toBe(0);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, row.username as string, 'Reset-Phrase-For-Shop-9')).access_token).toBeTruthy();
  });

  it('refuses to sign in a user without a login, a deleted one and a disabled one', async () => {
    const noLogin = await save(userRow({ username: `shop.nologin.${biz}` }));
    expect(noLogin.id).toBeGreaterThan(0);
    const attempt = await tokenRequest(t.app, { grant_type: 'password', username: `shop.nologin.${biz}`, password: '!' });
    expect(attempt.statusCode).toBe(400);
    const { row } = await signedInUser(`shop.gone.${biz}`);
    await save({ ...row, isDeleted: true });
    expect((await tokenRequest(t.app, { grant_type: 'password', username: row.username, password: GOOD_PASSWORD })).statusCode).toBe(400);
    const disabled = await signedInUser(`shop.off.${biz}`);
    await save({ ...disabled.row, isEnabled: false });
    expect((await tokenRequest(t.app, { grant_type: 'password', username: disabled.row.username, password: GOOD_PASSWORD })).statusCode).toBe(400);
  });
});
