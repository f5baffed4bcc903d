/** user/GetUsers, user/GetAllUsers, user/GetUser and Business/Roles: platform users only, the spec's list defaults, filters and paging. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type PlatformUser, usersContract as c } from '../../../contract/users';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness, userRow } from '../businessDetails/testFixtures';
import { newUser, roleId, tag } from './testFixtures';

const t = withTestApp();
let token = '';
let tech = '';
const mark = `zq${tag()}`;
/** The users this file creates, by given name; Alpha to Lima sort in that order. */
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima'];
const ids: Record<string, number> = {};
let salesRepUser = 0;
let dispatcher = 0;
let business = 0;

type Row = PlatformUser & { TotalItems: number; checked: boolean };
const list = async (query: Record<string, string> = {}) => {
  const res = await call(t.app, c.getUsers, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Row[]>();
};
const names = (rows: Row[]) => rows.map((r) => r.FirstName);

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  tech = (await login(t.app, 'demo.tech')).access_token;
  dispatcher = await roleId(t.db, 'Dispatcher');
  const technician = await roleId(t.db, 'Technician');
  business = await createBusiness(t.db, `Garage ${mark}`);
  // Created in reverse, so the default order is not the insertion order.
  for (const [i, given] of [...NAMES.entries()].reverse()) {
    const body = newUser(i % 3 === 0 ? technician : dispatcher, { GivenName: given, FamilyName: `Tester ${mark}`, Username: `${given.toLowerCase()}.${mark}`, Email: `${given.toLowerCase()}@${mark}.example.test`, RootLocationId: i === 0 ? business : null });
    const res = await call(t.app, c.createUser, { token, body });
    if (res.statusCode !== 200) throw new Error(res.body);
    ids[given] = res.json<PlatformUser>().id;
  }
  await t.db.updateTable('users').set({ is_active: false }).where('id', 'in', [ids.Bravo, ids.Charlie]).execute();
  await t.db.updateTable('users').set({ is_locked_out: true }).where('id', 'in', [ids.Charlie, ids.Delta]).execute();
  await t.db.updateTable('users').set({ partner_id: 77 }).where('id', '=', ids.Alpha).execute();
  // A business user and a sales rep whose names and emails hold the mark: never listed.
  await call(t.app, businessContract.modifyUsers, { token, body: { businessId: business, users: [userRow({ firstName: 'Alpha', lastName: `Tester ${mark}`, email: `shop@${mark}.example.test` })] } });
  const item = await t.db.insertInto('lookups').values({ key: LOOKUP_KEYS.salesRep, text: `Alpha Tester ${mark}` }).returning('id').executeTakeFirstOrThrow();
  const rep = await t.db
    .insertInto('users')
    .values({ username: `rep.${mark}`, email: `rep@${mark}.example.test`, given_name: 'Alpha', family_name: `Tester ${mark}`, password_hash: '!', has_login: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('sales_reps').values({ id: item.id, user_id: rep.id }).execute();
  salesRepUser = rep.id;
});

describe('user/GetUsers', () => {
  it('answers by default the first 10 platform users by name, each with the exact total and checked=false', async () => {
    const rows = await list();
    const { n } = await t.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('business_id', 'is', null)
      .where('is_deleted', '=', false)
      .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM sales_reps s WHERE s.user_id = users.id)`)
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.TotalItems === n && r.checked === false)).toBe(true);
    const platform = await t.db.selectFrom('users').select('id').where('business_id', 'is', null).execute();
    expect(rows.every((r) => platform.some((p) => p.id === r.id))).toBe(true);
    const all = await list({ pageSize: '1000' });
    expect(all).toHaveLength(n);
    expect(all.slice(0, 10)).toEqual(rows);
  });

  it('searches name, username and email (contains, any case), pages with offset, and never lists business users or sales reps', async () => {
    const first = await list({ search: mark.toUpperCase() });
    expect(names(first)).toEqual(NAMES.slice(0, 10));
    expect(first[0].TotalItems).toBe(12);
    expect(names(await list({ search: mark, offset: '10' }))).toEqual(['Kilo', 'Lima']);
    expect(names(await list({ search: `echo tester ${mark}` }))).toEqual(['Echo']);
    expect(names(await list({ search: `golf.${mark}` }))).toEqual(['Golf']);
    expect(names(await list({ search: `hotel@${mark}` }))).toEqual(['Hotel']);
    expect(await list({ search: `${mark}%` })).toEqual([]);
    expect(await list({ search: `alpha_${mark}` })).toEqual([]);
  });

  it('orders by a column, ascending or descending', async () => {
    const q = { search: mark, pageSize: '20' };
    expect(names(await list({ ...q, sortBy: 'desc' }))).toEqual([...NAMES].reverse());
    expect(names(await list({ ...q, orderBy: 'Username', sortBy: 'DESC' }))).toEqual([...NAMES].reverse());
    expect(names(await list({ ...q, orderBy: 'UserId' }))).toEqual([...NAMES].reverse());
    expect(names(await list({ ...q, orderBy: 'Role' }))).toEqual([...NAMES.filter((_, i) => i % 3 !== 0), ...NAMES.filter((_, i) => i % 3 === 0)]);
    expect(names(await list({ ...q, orderBy: 'IsActive' })).slice(0, 2)).toEqual(['Bravo', 'Charlie']);
  });

  it('filters by role id and by status', async () => {
    const q = { search: mark, pageSize: '20' };
    expect(names(await list({ ...q, filter: String(dispatcher) }))).toEqual(NAMES.filter((_, i) => i % 3 !== 0));
    expect(names(await list({ ...q, filter: '0' }))).toEqual(NAMES);
    expect(names(await list({ ...q, status: 'inactive' }))).toEqual(['Bravo', 'Charlie']);
    expect(names(await list({ ...q, status: 'lockedout' }))).toEqual(['Charlie', 'Delta']);
    expect(names(await list({ ...q, status: 'active' }))).toEqual(NAMES.filter((n) => n !== 'Bravo' && n !== 'Charlie'));
    expect(names(await list({ ...q, status: '' }))).toEqual(NAMES);
  });

  it('carries the location, its business name, the partner and the role', async () => {
    const [alpha] = await list({ search: `alpha.${mark}` });
    expect(alpha).toMatchObject({ id: ids.Alpha, UserId: ids.Alpha, LocationId: business, Location: { Id: business, Name: `Garage ${mark}` }, BusinessName: `Garage ${mark}`, PartnerId: 77, Role: 'Technician', Roles: [{ Name: 'Technician' }] });
    const [bravo] = await list({ search: `bravo.${mark}` });
    expect(bravo).toMatchObject({ LocationId: null, Location: null, BusinessName: null, PartnerId: null, Role: 'Dispatcher', IsActive: false });
  });

  it.each([
    ['pageSize', { pageSize: '0' }],
    ['offset', { offset: '-1' }],
    ['orderBy', { orderBy: 'password_hash' }],
    ['sortBy', { sortBy: 'sideways' }],
    ['filter', { filter: 'x' }],
    ['status', { status: 'deleted' }],
    ['search', { search: 'x'.repeat(201) }],
    ['unknownParam', { unknownParam: '1' }],
  ])('answers 400 naming %s', async (field, query) => {
    const res = await call(t.app, c.getUsers, { token, query });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });
});

describe('user/GetAllUsers', () => {
  it('lists every active platform user by name', async () => {
    const res = await call(t.app, c.getAllUsers, { token });
    expect(res.statusCode).toBe(200);
    const all = res.json<{ id: number; UserId: number; Name: string; Username: string; Email: string }[]>();
    const mine = all.filter((u) => u.Name.endsWith(mark));
    expect(mine.map((u) => u.Name)).toEqual(NAMES.filter((n) => n !== 'Bravo' && n !== 'Charlie').map((n) => `${n} Tester ${mark}`));
    expect(mine[0]).toEqual({ id: ids.Alpha, UserId: ids.Alpha, Name: `Alpha Tester ${mark}`, Username: `alpha.${mark}`, Email: `alpha@${mark}.example.test` });
    expect(all.some((u) => u.Username === 'admin')).toBe(true);
    expect(all.length).toBe((await list({ status: 'active', pageSize: '1000' })).length);
  });
});

describe('user/GetUser', () => {
  it('answers one platform user, as the list shows it', async () => {
    const res = await call(t.app, c.getUser, { token, query: { id: String(ids.Alpha) } });
    expect(res.statusCode).toBe(200);
    const [row] = await list({ search: `alpha.${mark}` });
    const { TotalItems: _total, checked: _checked, ...user } = row;
    expect(res.json()).toEqual(user);
  });

  it('answers 404 for a sales rep (edited as one, not as a platform user)', async () => {
    expect((await call(t.app, c.getUser, { token, query: { id: String(salesRepUser) } })).statusCode).toBe(404);
  });

  it('answers 400 naming id for a missing or malformed id', async () => {
    for (const query of [{}, { id: '0' }, { id: 'abc' }] as Record<string, string>[]) {
      const res = await call(t.app, c.getUser, { token, query });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('id');
    }
  });
});

describe('Business/Roles', () => {
  it('answers the roles of a type, by id; 400 naming type for another', async () => {
    const platform = await call(t.app, c.roles, { token, query: { type: 'platform' } });
    expect(platform.json<{ Name: string }[]>().map((r) => r.Name)).toEqual(['SuperAdmin', 'Admin', 'Technician', 'Dispatcher']);
    const biz = await call(t.app, c.roles, { token, query: { type: 'business' } });
    expect(biz.json<{ Name: string }[]>().map((r) => r.Name)).toEqual(['BusinessUser']);
    const bad = await call(t.app, c.roles, { token, query: { type: 'admin' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('type');
  });
});

describe('who may read users', () => {
  it.each([
    ['GetUsers', c.getUsers, {}],
    ['GetAllUsers', c.getAllUsers, {}],
    ['GetUser', c.getUser, { id: '1' }],
    ['Roles', c.roles, { type: 'platform' }],
  ] as const)('%s: 401 without a token, 403 for a Technician', async (_name, endpoint, query) => {
    expect((await call(t.app, endpoint, { query })).statusCode).toBe(401);
    expect((await call(t.app, endpoint, { token: tech, query })).statusCode).toBe(403);
  });
});
