/** user/CreateUser and user/UpdateUser: the rules, bad input (400 naming the field, nothing written), conflicts and who may do what. */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract } from '../../../contract/business';
import { type PlatformUser, usersContract as c } from '../../../contract/users';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness, userRow } from '../businessDetails/testFixtures';
import { getUser, newUser, roleId, STRONG_PASSWORD, stored, updateOf } from './testFixtures';

const t = withTestApp();
const tokens = { admin: '', superAdmin: '', tech: '' };
const roles = { superAdmin: 0, admin: 0, tech: 0, dispatcher: 0, business: 0 };
let business = 0;
beforeAll(async () => {
  tokens.admin = (await login(t.app, 'demo.admin')).access_token;
  tokens.superAdmin = (await login(t.app, 'admin')).access_token;
  tokens.tech = (await login(t.app, 'demo.tech')).access_token;
  roles.superAdmin = await roleId(t.db, 'SuperAdmin');
  roles.admin = await roleId(t.db, 'Admin');
  roles.tech = await roleId(t.db, 'Technician');
  roles.dispatcher = await roleId(t.db, 'Dispatcher');
  roles.business = await roleId(t.db, 'BusinessUser');
  business = await createBusiness(t.db, 'Northside Calibration');
});

const create = (body: unknown, token = tokens.admin) => call(t.app, c.createUser, { token, body });
const update = (body: unknown, token = tokens.admin) => call(t.app, c.updateUser, { token, body });
const userCount = async () => Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const fieldsOf = (body: string) => (JSON.parse(body) as { errors?: { field: string }[] }).errors?.map((e) => e.field);

async function created(overrides: Record<string, unknown> = {}, token = tokens.admin): Promise<PlatformUser> {
  const res = await create(newUser(roles.dispatcher, overrides), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlatformUser>();
}

describe('user/CreateUser', () => {
  it('creates an active, unlocked platform user with one role, its location, and the caller as creator', async () => {
    const body = newUser(roles.dispatcher, { RootLocationId: business, DispatchGroupEmail: 'dispatch@example.test', IsUK: true, TimeZone: 'Europe/London', IsMahle: true, CreatedBy: 'someone-else' });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<PlatformUser>();
    expect(user).toMatchObject({
      Username: body.Username,
      FirstName: 'Pat',
      LastName: body.FamilyName,
      Email: body.Email,
      DispatchGroupEmail: 'dispatch@example.test',
      IsActive: true,
      IsLockedOut: false,
      Role: 'Dispatcher',
      Roles: [{ Id: roles.dispatcher, Name: 'Dispatcher' }],
      LocationId: business,
      Location: { Id: business, Name: 'Northside Calibration' },
      BusinessName: 'Northside Calibration',
      IsUK: true,
      TimeZone: 'Europe/London',
      IsMahle: true,
      version: 1,
    });
    expect(await getUser(t.app, tokens.admin, user.id)).toEqual(user);
    const row = (await stored(t.db, user.id)).user;
    expect(row).toMatchObject({ created_by: 'demo.admin', business_id: null, has_login: true });
    expect(row?.password_hash).not.toContain(STRONG_PASSWORD);
    expect((await login(t.app, body.Username, STRONG_PASSWORD)).access_token).toBeTruthy();
  });

  it('refuses an email or a username in use (by a platform or a business user, any case) with 409 naming the field', async () => {
    const first = await created();
    const shopUser = userRow();
    await call(t.app, businessContract.modifyUsers, { token: tokens.admin, body: { businessId: business, users: [shopUser] } });
    const before = await userCount();
    for (const [overrides, field] of [
      [{ Email: first.Email.toUpperCase() }, 'Email'],
      [{ Email: shopUser.email }, 'Email'],
      [{ Username: first.Username.toUpperCase() }, 'Username'],
    ] as const) {
      const res = await create(newUser(roles.dispatcher, overrides));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'duplicate', errors: [{ field }] });
    }
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['a malformed email', { Email: 'not-an-email' }, 'Email'],
    ['a malformed dispatch group email', { DispatchGroupEmail: 'dispatch@' }, 'DispatchGroupEmail'],
    ['an empty given name', { GivenName: '   ' }, 'GivenName'],
    ['an over-long family name', { FamilyName: 'x'.repeat(101) }, 'FamilyName'],
    ['an empty username', { Username: '' }, 'Username'],
    ['a username with spaces', { Username: 'pat smith' }, 'Username'],
    ['no role', { Roles: [] }, 'Roles'],
    ['two roles', { Roles: [{ Id: 3 }, { Id: 4 }] }, 'Roles'],
    ['an unknown role', { Roles: [{ Id: 9999 }] }, 'Roles'],
    ['a business role', 'business-role' as const, 'Roles'],
    ['an unknown location', { RootLocationId: 999_999 }, 'RootLocationId'],
    ['an empty password', { Password: '' }, 'Password'],
    ['a short password', { Password: 'Short-1' }, 'Password'],
    ['a common password', { Password: 'password1234' }, 'Password'],
    ['an unknown field', { IsAdmin: true }, 'IsAdmin'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_name, overrides, field) => {
    const before = await userCount();
    const body = overrides === 'business-role' ? newUser(roles.business) : newUser(roles.dispatcher, overrides);
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)?.[0]).toMatch(new RegExp(`^${field}`));
    expect(res.json().message).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('lets only a SuperAdmin grant the SuperAdmin role: an Admin gets 403 and nothing is written', async () => {
    const before = await userCount();
    const res = await create(newUser(roles.superAdmin));
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
    const byAdmin = await created({ Roles: [{ Id: roles.admin }] });
    expect(byAdmin.Role).toBe('Admin');
    const bySuperAdmin = await created({ Roles: [{ Id: roles.superAdmin }] }, tokens.superAdmin);
    expect(bySuperAdmin.Role).toBe('SuperAdmin');
  });

  it('answers 401 without a token and 403 to a Technician, writing nothing', async () => {
    const before = await userCount();
    expect((await call(t.app, c.createUser, { body: newUser(roles.dispatcher) })).statusCode).toBe(401);
    expect((await create(newUser(roles.dispatcher), tokens.tech)).statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });
});

describe('user/UpdateUser', () => {
  it('saves the fields at the version read, and answers the user with its next version', async () => {
    const user = await created();
    const changes = { GivenName: 'Robin', FamilyName: 'Renamed', Email: `renamed.${user.id}@example.test`, RootLocationId: business, IsMahle: true, IsUK: true, TimeZone: 'America/Chicago', Roles: [{ Id: roles.tech }] };
    const res = await update(updateOf(user, changes));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ FirstName: 'Robin', LastName: 'Renamed', Email: changes.Email, BusinessName: 'Northside Calibration', Role: 'Technician', Roles: [{ Id: roles.tech }], IsUK: true, TimeZone: 'America/Chicago', version: 2 });
    expect(await getUser(t.app, tokens.admin, user.id)).toEqual(res.json());
    const cleared = await update(updateOf(res.json<PlatformUser>(), { RootLocationId: null, DispatchGroupEmail: '', TimeZone: null }));
    expect(cleared.json()).toMatchObject({ LocationId: null, Location: null, BusinessName: null, DispatchGroupEmail: null, TimeZone: null, version: 3 });
  });

  it('refuses a stale edit with 409 stale and writes nothing', async () => {
    const user = await created();
    expect((await update(updateOf(user, { GivenName: 'First' }))).statusCode).toBe(200);
    const before = await stored(t.db, user.id);
    const res = await update(updateOf(user, { GivenName: 'Second', Roles: [{ Id: roles.tech }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale');
    expect(await stored(t.db, user.id)).toEqual(before);
  });

  it('unlocking forgets the failed logins', async () => {
    const user = await created();
    await t.db.updateTable('users').set({ is_locked_out: true, failed_logins: 5 }).where('id', '=', user.id).execute();
    const locked = await getUser(t.app, tokens.admin, user.id);
    expect((await update(updateOf(locked, { IsLockedOut: false }))).statusCode).toBe(200);
    expect((await stored(t.db, user.id)).user).toMatchObject({ is_locked_out: false, failed_logins: 0 });
  });

  it.each([
    ['a malformed email', { Email: 'a@@b' }, 'Email', 400],
    ['an over-long given name', { GivenName: 'y'.repeat(101) }, 'GivenName', 400],
    ['an unknown role', { Roles: [{ Id: 9999 }] }, 'Roles', 400],
    ['an unknown location', { RootLocationId: 999_999 }, 'RootLocationId', 400],
    ['a missing version', { version: undefined }, 'version', 400],
    ['another user’s email', { Email: 'dana.diaz@example.com' }, 'Email', 409],
    ['another user’s username', { Username: 'demo.tech' }, 'Username', 409],
  ])('refuses %s naming the field, and writes nothing', async (_name, changes, field, status) => {
    const user = await created();
    const before = await stored(t.db, user.id);
    const res = await update(updateOf(user, changes));
    expect(res.statusCode).toBe(status);
    expect(fieldsOf(res.body)?.[0]).toBe(field);
    expect(await stored(t.db, user.id)).toEqual(before);
  });

  it('answers 404 for a business user, a deleted one and an unknown id, on GetUser and UpdateUser alike', async () => {
    const row = userRow();
    const saved = await call(t.app, businessContract.modifyUsers, { token: tokens.admin, body: { businessId: business, users: [row] } });
    const [{ id }] = saved.json<{ results: { id: number }[] }>().results;
    const someone = await created();
    await t.db.updateTable('users').set({ is_deleted: true }).where('id', '=', someone.id).execute();
    for (const userId of [id, someone.id, 999_999]) {
      expect((await call(t.app, c.getUser, { token: tokens.admin, query: { id: String(userId) } })).statusCode).toBe(404);
      const before = await stored(t.db, userId);
      expect((await update(updateOf(someone, { Id: userId, version: 1 }))).statusCode).toBe(404);
      expect(await stored(t.db, userId)).toEqual(before);
    }
  });

  it('lets only a SuperAdmin grant SuperAdmin or edit a SuperAdmin: an Admin gets 403 and nothing is written', async () => {
    const admin = await created({ Roles: [{ Id: roles.admin }] });
    let before = await stored(t.db, admin.id);
    expect((await update(updateOf(admin, { Roles: [{ Id: roles.superAdmin }] }))).statusCode).toBe(403);
    expect(await stored(t.db, admin.id)).toEqual(before);

    const boss = await created({ Roles: [{ Id: roles.superAdmin }] }, tokens.superAdmin);
    before = await stored(t.db, boss.id);
    for (const changes of [{ GivenName: 'Demoted' }, { Roles: [{ Id: roles.tech }] }, { IsActive: false }]) {
      const res = await update(updateOf(boss, changes));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/SuperAdmin/);
    }
    expect(await stored(t.db, boss.id)).toEqual(before);

    const promoted = await update(updateOf(admin, { Roles: [{ Id: roles.superAdmin }] }), tokens.superAdmin);
    expect(promoted.json()).toMatchObject({ Role: 'SuperAdmin' });
    expect((await update(updateOf(boss, { GivenName: 'Edited' }), tokens.superAdmin)).json()).toMatchObject({ FirstName: 'Edited' });
  });

  it('answers 401 without a token and 403 to a Technician, writing nothing', async () => {
    const user = await created();
    const before = await stored(t.db, user.id);
    expect((await call(t.app, c.updateUser, { body: updateOf(user, { GivenName: 'X' }) })).statusCode).toBe(401);
    expect((await update(updateOf(user, { GivenName: 'X' }), tokens.tech)).statusCode).toBe(403);
    expect(await stored(t.db, user.id)).toEqual(before);
  });
});
