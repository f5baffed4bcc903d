/**
 * The change history of platform users (issue 32): each successful CreateUser, UpdateUser and ResetPassword leaves
 * exactly one entry of the user, by the caller, with the user before and after; a refused one leaves none. No
 * entry holds the password hash: a reset shows as passwordChanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { historyContract } from '../../../contract/history';
import { type PlatformUser, usersContract as c } from '../../../contract/users';
import { call, createUser, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { getUser, newUser, roleId, STRONG_PASSWORD, updateOf } from './testFixtures';

const t = withTestApp();
let token = '';
let adminId = 0;
let dispatcher = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
  dispatcher = await roleId(t.db, 'Dispatcher');
});

const changeLog = changeHistory(t);
const history = (id: number) => changeLog.of({ area: 'users', recordId: id }, ['area', 'entity', 'action', 'user_id', 'scope_id', 'before', 'after']);
const hashOf = async (id: number) => (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

async function created(): Promise<PlatformUser> {
  const res = await call(t.app, c.createUser, { token, body: newUser(dispatcher) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlatformUser>();
}

describe('the change history of platform users', () => {
  it('records a creation once, by the caller, with the user and their role, never the password', async () => {
    const user = await created();
    const entries = await history(user.id);
    expect(entries).toEqual([
      {
        area: 'users',
        entity: 'user',
        action: 'create',
        user_id: adminId,
        scope_id: null,
        before: null,
        after: expect.objectContaining({ Username: user.Username, FirstName: 'Pat', Email: user.Email, IsActive: true, Roles: [{ Id: dispatcher, Name: 'Dispatcher' }] }),
      },
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(await hashOf(user.id));
    expect(text).not.toMatch(/password|hash/i);
  });

  it('records an update once with the fields before and after; a stale or invalid one records nothing', async () => {
    const user = await created();
    const body = updateOf(await getUser(t.app, token, user.id), { GivenName: 'Robin', Roles: [{ Id: await roleId(t.db, 'Admin') }] });
    expect((await call(t.app, c.updateUser, { token, body })).statusCode).toBe(200);
    const [, update] = await history(user.id);
    expect(update).toMatchObject({ action: 'update', user_id: adminId, before: { FirstName: 'Pat', Roles: [{ Name: 'Dispatcher' }] }, after: { FirstName: 'Robin', Roles: [{ Name: 'Admin' }] } });
    expect(await history(user.id)).toHaveLength(2);

    expect((await call(t.app, c.updateUser, { token, body: { ...body, GivenName: 'Stale' } })).statusCode).toBe(409);
    expect((await call(t.app, c.updateUser, { token, body: { ...body, version: 2, Email: 'not-an-email' } })).statusCode).toBe(400);
    expect(await history(user.id)).toHaveLength(2);
  });

  it('records a password reset once as passwordChanged, never the hash; a refused reset records nothing', async () => {
    const id = await createUser(t.db, { username: `history.${Date.now()}`, password: 'Initial-Secret-Phrase-7', roles: ['Dispatcher'] });
    const reset = (body: unknown) => call(t.app, c.resetPassword, { token, body });
    expect((await reset({ id, password: 'short', resetLockout: false })).statusCode).toBe(400);
    expect(await history(id)).toEqual([]);

    expect((await reset({ id, password: STRONG_PASSWORD, resetLockout: false })).statusCode).toBe(200);
    const entries = await history(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'user', action: 'update', user_id: adminId, after: { passwordChanged: true } });
    expect(entries[0].before).not.toHaveProperty('passwordChanged');
    expect(JSON.stringify(entries)).not.toContain(await hashOf(id));
  });

  it('puts a name and a role back from the history through UpdateUser, refused as stale once the name moved on', async () => {
    const user = await created();
    const admin = await roleId(t.db, 'Admin');
    expect((await call(t.app, c.updateUser, { token, body: updateOf(await getUser(t.app, token, user.id), { GivenName: 'Robin', Roles: [{ Id: admin }] }) })).statusCode).toBe(200);
    const page = await call(t.app, historyContract.record, { token, query: { area: 'users', entity: 'user', recordId: String(user.id) } });
    const change = page.json<{ items: { id: number; action: string; revertible: boolean }[] }>().items[0];
    expect(change).toMatchObject({ action: 'update', revertible: true });
    const reverted = await call(t.app, historyContract.revert, { token, body: { id: change.id, fields: ['FirstName', 'Roles'] } });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await getUser(t.app, token, user.id)).toMatchObject({ FirstName: 'Pat', Role: 'Dispatcher', version: user.version + 2 });
    expect((await history(user.id)).at(-1)).toMatchObject({ action: 'update', user_id: adminId, before: { FirstName: 'Robin' }, after: { FirstName: 'Pat', Roles: [{ Name: 'Dispatcher' }] } });
    const again = await call(t.app, historyContract.revert, { token, body: { id: change.id, fields: ['FirstName'] } });
    expect(again.statusCode).toBe(409);
    expect(await history(user.id)).toHaveLength(3);
  });
});
