/** Business/Users and Business/ModifyUsers: the User List tab, rows saved one by one. */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness, DETAIL_TABLES, GOOD_PASSWORD, referenceItems, snapshot, userRow } from './testFixtures';

const t = withTestApp();
let token = '';
let refs: Awaited<ReturnType<typeof referenceItems>>;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  refs = await referenceItems(t.db);
});

type Result = { index: number; id: number; success: boolean; message?: string; version?: number };
type User = { id: number; email: string; isPrimary: boolean; version: number; hasLogin: boolean; requiresPasswordOnSubmit?: boolean; username?: string | null };
const modify = (businessId: number, users: unknown[]) => call(t.app, c.modifyUsers, { token, body: { businessId, users } });
const list = (key: number) => call(t.app, c.users, { token, query: { key: String(key) } });
const results = async (businessId: number, users: unknown[]) => (await modify(businessId, users)).json<{ results: Result[] }>().results;
const stored = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('ModifyUsers and Users', () => {
  it('creates users (with and without a login), answering one result per row, and lists them', async () => {
    const biz = await createBusiness(t.db);
    const withLogin = userRow({ hasLogin: true, username: `login.${biz}`, password: GOOD_PASSWORD, titleId: refs.title, phone: '5551234', phoneCC: '1' });
    const res = await modify(biz, [withLogin, userRow({ receivesInvoices: true })]);
    expect(res.statusCode).toBe(200);
    const [a, b] = res.json<{ results: Result[] }>().results;
    expect(a).toMatchObject({ index: 0, success: true, version: 1 });
    expect(b).toMatchObject({ index: 1, success: true, version: 1 });
    const users = (await list(biz)).json<User[]>();
    expect(users.map((u) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(users.find((u) => u.id === a.id)).toMatchObject({ hasLogin: true, username: `login.${biz}`, requiresPasswordOnSubmit: false, titleId: refs.title, isEnabled: true });
    expect(users.find((u) => u.id === b.id)).toMatchObject({ hasLogin: false, requiresPasswordOnSubmit: true, receivesReportsOnly: false, receivesChatReports: false });
    expect(JSON.stringify(users)).not.toMatch(/password"|scrypt/);
    expect((await stored(b.id)).password_hash).toBe('!');
    expect((await stored(a.id)).password_hash).toMatch(/^scrypt\$/);
    const roles = await t.db.selectFrom('user_roles').innerJoin('roles', 'roles.id', 'role_id').select('name').where('user_id', '=', a.id).execute();
    expect(roles).toEqual([{ name: 'BusinessUser' }]);
  });

  it('keeps one primary user per business: saving a primary clears the other', async () => {
    const biz = await createBusiness(t.db);
    const [first] = await results(biz, [userRow({ isPrimary: true })]);
    const [second] = await results(biz, [userRow({ isPrimary: true })]);
    expect(second.success).toBe(true);
    const users = (await list(biz)).json<User[]>();
    expect(users.filter((u) => u.isPrimary).map((u) => u.id)).toEqual([second.id]);
    expect(await stored(first.id)).toMatchObject({ is_primary: false, version: 2 });
  });

  it('moves the primary within one batch, and refuses a stale edit of the old primary', async () => {
    const biz = await createBusiness(t.db);
    const a = userRow({ isPrimary: true });
    const b = userRow();
    const [ra, rb] = await results(biz, [a, b]);
    // The console sends both changed rows, the new primary first: the old primary's row is saved first.
    const moved = await results(biz, [
      { ...b, id: rb.id, version: 1, isPrimary: true },
      { ...a, id: ra.id, version: 1, isPrimary: false },
    ]);
    expect(moved.map((r) => [r.index, r.success])).toEqual([
      [0, true],
      [1, true],
    ]);
    expect((await list(biz)).json<User[]>().filter((u) => u.isPrimary).map((u) => u.id)).toEqual([rb.id]);
    const c = userRow();
    const [rc] = await results(biz, [c]);
    await results(biz, [{ ...c, id: rc.id, version: 1, isPrimary: true }]);
    const [stale] = await results(biz, [{ ...b, id: rb.id, version: 2, isPrimary: true, phone: '999' }]);
    expect(stale.success).toBe(false);
    expect(stale.message).toMatch(/changed by someone else/);
    expect((await list(biz)).json<User[]>().filter((u) => u.isPrimary).map((u) => u.id)).toEqual([rc.id]);
  });

  it('hides a deleted user from the list without erasing them, and frees their email', async () => {
    const biz = await createBusiness(t.db);
    const row = userRow();
    const [created] = await results(biz, [row]);
    const [deleted] = await results(biz, [{ ...row, id: created.id, version: created.version, isDeleted: true }]);
    expect(deleted).toMatchObject({ success: true, version: 2 });
    expect((await list(biz)).json<User[]>()).toEqual([]);
    expect(await stored(created.id)).toMatchObject({ is_deleted: true, email: row.email });
    const [again] = await results(biz, [userRow({ email: row.email })]);
    expect(again.success).toBe(true);
  });

  it('saves the good rows and fails the bad ones, naming them and writing nothing for them', async () => {
    const biz = await createBusiness(t.db);
    const taken = userRow();
    await results(biz, [taken]);
    const good = userRow();
    const res = await results(biz, [
      good,
      userRow({ email: taken.email.toUpperCase() }),
      userRow({ hasLogin: true, username: 'admin', password: GOOD_PASSWORD }),
      userRow({ hasLogin: true, username: `nopw.${biz}` }),
      userRow({ hasLogin: true, username: `weak.${biz}`, password: 'password1234' }),
      userRow({ hasLogin: true, password: GOOD_PASSWORD }),
      userRow({ titleId: refs.product }),
    ]);
    expect(res.map((r) => r.success)).toEqual([true, false, false, false, false, false, false]);
    expect(res[1].message).toContain(taken.email.toUpperCase());
    expect(res[2].message).toMatch(/username admin is already taken/);
    expect(res[3].message).toMatch(/password: is required/);
    expect(res[4].message).toMatch(/password: .*common/);
    expect(res[5].message).toMatch(/username: is required/);
    expect(res[6].message).toMatch(/titleId/);
    const emails = (await list(biz)).json<User[]>().map((u) => u.email);
    expect(emails.sort()).toEqual([taken.email, good.email].sort());
  });

  it('refuses a stale version and a user of another business (no IDOR), writing nothing', async () => {
    const biz = await createBusiness(t.db);
    const other = await createBusiness(t.db);
    const row = userRow();
    const [created] = await results(biz, [row]);
    await results(biz, [{ ...row, id: created.id, version: 1, phone: '111' }]);
    const [stale] = await results(biz, [{ ...row, id: created.id, version: 1, phone: '222' }]);
    expect(stale).toMatchObject({ success: false, id: created.id });
    expect(stale.message).toMatch(/changed by someone else/);
    expect((await stored(created.id)).phone).toBe('111');
    const before = await snapshot(t.db, DETAIL_TABLES);
    const [foreign] = await results(other, [{ ...row, id: created.id, version: 2, firstName: 'Mallory' }]);
    expect(foreign).toMatchObject({ success: false });
    expect(foreign.message).toMatch(/not found/);
    const [platform] = await results(other, [userRow({ id: 1, version: 1 })]);
    expect(platform.success).toBe(false);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });

  it('answers 404 for an unknown business, writing nothing', async () => {
    const before = await snapshot(t.db, DETAIL_TABLES);
    expect((await list(999_999)).statusCode).toBe(404);
    expect((await modify(999_999, [userRow()])).statusCode).toBe(404);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});

describe('ModifyUsers with bad input', () => {
  const cases: [string, (biz: number) => unknown, string][] = [
    ['a malformed email', (biz) => ({ businessId: biz, users: [userRow({ email: 'not-an-email' })] }), 'users.0.email'],
    ['an empty first name', (biz) => ({ businessId: biz, users: [userRow(), userRow({ firstName: '  ' })] }), 'users.1.firstName'],
    ['an unknown field', (biz) => ({ businessId: biz, users: [userRow({ role: 'SuperAdmin' })] }), 'users.0.role'],
    ['a mass-assigned hash', (biz) => ({ businessId: biz, users: [userRow({ password_hash: 'x' })] }), 'users.0.password_hash'],
    ['a zero version', (biz) => ({ businessId: biz, users: [userRow({ version: 0 })] }), 'users.0.version'],
    ['no rows', (biz) => ({ businessId: biz, users: [] }), 'users'],
    ['no business id', () => ({ users: [userRow()] }), 'businessId'],
  ];
  it.each(cases)('answers 400 to %s, naming the field, and writes nothing', async (_name, body, field) => {
    const biz = await createBusiness(t.db);
    const before = await snapshot(t.db, DETAIL_TABLES);
    const res = await call(t.app, c.modifyUsers, { token, body: body(biz) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });

  it('answers 400 to a bad key on Users', async () => {
    expect((await call(t.app, c.users, { token, query: { key: 'abc' } })).statusCode).toBe(400);
    expect((await call(t.app, c.users, { token })).json().message).toContain('key');
  });
});
