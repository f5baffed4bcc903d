/**
 * Access that ends (issue 4, item 5): deactivating, locking out, changing the
 * role or resetting the password of a user ends their sessions at once: the
 * refresh token is refused, and so is the access token already issued. Other
 * edits keep them. A locked-out or inactive user cannot sign in; a fresh login
 * after reactivation works. Business users' saves and lockouts end sessions too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract } from '../../../contract/business';
import { usersContract as c } from '../../../contract/users';
import { LOCK_AFTER_FAILURES } from '../../auth/auth.service';
import { call, login, tokenRequest, withTestApp } from '../../test/harness';
import { createBusiness, GOOD_PASSWORD, userRow } from '../businessDetails/testFixtures';
import { getUser, roleId, STRONG_PASSWORD, signedInUser, updateOf } from './testFixtures';

const t = withTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await login(t.app, 'demo.admin')).access_token;
});

const refresh = (refresh_token: string) => tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token });
const password = (username: string, pw = STRONG_PASSWORD) => tokenRequest(t.app, { grant_type: 'password', username, password: pw });
/** What the access token opens: a console route, 200 while the session lives. */
const useToken = async (token: string) => (await call(t.app, c.getAllUsers, { token })).statusCode;
const update = async (id: number, changes: Record<string, unknown>) => {
  const res = await call(t.app, c.updateUser, { token: admin, body: updateOf(await getUser(t.app, admin, id), changes) });
  expect(res.statusCode, res.body).toBe(200);
};

describe('platform user sessions', () => {
  it.each([
    ['deactivation', { IsActive: false }],
    ['lockout', { IsLockedOut: true }],
    ['a role change', 'role'],
  ] as const)('end on %s: the refresh token and the access token are refused right away', async (_name, change) => {
    const { id, session } = await signedInUser(t.app, t.db);
    expect(await useToken(session.access_token)).toBe(200);
    await update(id, change === 'role' ? { Roles: [{ Id: await roleId(t.db, 'Dispatcher') }] } : change);
    expect(await useToken(session.access_token)).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('end on a password reset; the new password signs in, and the new token works in the same second', async () => {
    const { id, username, session } = await signedInUser(t.app, t.db);
    const res = await call(t.app, c.resetPassword, { token: admin, body: { id, password: 'Reset-Meadow-Lantern-61', resetLockout: true } });
    expect(res.statusCode).toBe(200);
    expect(await useToken(session.access_token)).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const fresh = await login(t.app, username, 'Reset-Meadow-Lantern-61');
    expect(await useToken(fresh.access_token)).toBe(200);
  });

  it('keep on other edits: a name, the location, the flags', async () => {
    const { id, session } = await signedInUser(t.app, t.db);
    await update(id, { GivenName: 'Renamed', IsMahle: true, IsUK: true, TimeZone: 'Europe/Madrid', RootLocationId: await createBusiness(t.db) });
    expect(await useToken(session.access_token)).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });

  it('refuse an inactive or locked-out user at sign-in; after reactivation a fresh login works at once', async () => {
    const { id, username } = await signedInUser(t.app, t.db);
    await update(id, { IsActive: false });
    expect((await password(username)).statusCode).toBe(400);
    await update(id, { IsActive: true });
    const back = await login(t.app, username, STRONG_PASSWORD);
    expect(await useToken(back.access_token)).toBe(200);
    await update(id, { IsLockedOut: true });
    expect((await password(username)).statusCode).toBe(400);
    expect(await useToken(back.access_token)).toBe(401);
  });

  it('a reset with resetLockout unlocks the user, one without keeps them locked', async () => {
    const { id, username } = await signedInUser(t.app, t.db);
    await update(id, { IsLockedOut: true });
    const reset = (resetLockout: boolean) => call(t.app, c.resetPassword, { token: admin, body: { id, password: 'Second-Quarry-Bramble-27', resetLockout } });
    expect((await reset(false)).statusCode).toBe(200);
    expect((await password(username, 'Second-Quarry-Bramble-27')).statusCode).toBe(400);
    expect((await reset(true)).statusCode).toBe(200);
    expect((await getUser(t.app, admin, id)).IsLockedOut).toBe(false);
    expect(await useToken((await login(t.app, username, 'Second-Quarry-Bramble-27')).access_token)).toBe(200);
  });

  it('end when failed logins lock the account', async () => {
    const { username, session } = await signedInUser(t.app, t.db);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expect((await password(username, 'Wrong-Password-Attempt')).statusCode).toBe(400);
    expect(await useToken(session.access_token)).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('a refused update ends nothing', async () => {
    const { id, session } = await signedInUser(t.app, t.db);
    const user = await getUser(t.app, admin, id);
    const res = await call(t.app, c.updateUser, { token: admin, body: updateOf(user, { IsActive: false, version: user.version + 1 }) });
    expect(res.statusCode).toBe(409);
    expect(await useToken(session.access_token)).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });
});

describe('business user sessions', () => {
  it('end on a save that disables the user: their access token is refused right away', async () => {
    const businessId = await createBusiness(t.db);
    const username = `shop.ends.${businessId}`;
    const modify = (row: Record<string, unknown>) => call(t.app, businessContract.modifyUsers, { token: admin, body: { businessId, users: [row] } });
    const row = userRow({ hasLogin: true, username, password: GOOD_PASSWORD });
    const [saved] = (await modify(row)).json<{ results: { id: number; version: number }[] }>().results;
    const session = await login(t.app, username, GOOD_PASSWORD);
    // The BusinessUser role opens no console route, but its own profile: 200 while the session lives.
    const own = async () => (await call(t.app, c.getUserByName, { token: session.access_token, query: { username } })).statusCode;
    expect(await own()).toBe(200);
    const { password: _, ...rest } = row;
    expect((await modify({ ...rest, id: saved.id, version: saved.version, isEnabled: false })).json().results[0].success).toBe(true);
    expect(await own()).toBe(401);
  });
});
