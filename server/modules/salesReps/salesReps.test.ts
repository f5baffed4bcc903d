/** lookup/SalesReps, lookup/GetSalesRep and lookup/UpsertSalesRep: reps are users and business.salesrep items at once. */
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, businessContract } from '../../../contract/business';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import { LOOKUP_KEYS as K } from '../../../contract/lookupKeys';
import { type SalesRep, salesRepsContract as c } from '../../../contract/salesReps';
import { backfillSalesReps } from './migrations/0006_sales_reps';
import { call, login, withTestApp } from '../../test/harness';
import { locationInput, referenceIds } from '../business/testFixtures';
import { addLookup, GOOD_PASSWORD, snapshot } from '../businessDetails/testFixtures';
import { REP_TABLES, repInput } from './testFixtures';

const t = withTestApp();
let token = '';
let title = 0;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  title = await addLookup(t.db, K.title, 'Regional sales manager');
});

const upsert = (body: unknown) => call(t.app, c.upsertSalesRep, { token, body });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await upsert(repInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SalesRep>();
};
const list = async (showAll: boolean) => (await call(t.app, c.salesReps, { token, query: { showAll: String(showAll) } })).json<SalesRep[]>();
const activeItems = async () => (await call(t.app, lookupContract.byKey, { token, body: { key: K.salesRep } })).json<LookupItem[]>();
const editable = ({ userId: _u, requiresPasswordOnSubmit: _r, ...rep }: SalesRep) => rep;

describe('the seeded sales reps', () => {
  it('are the business.salesrep items, each with its user: enabled, without a login, by name', async () => {
    const reps = await list(false);
    const items = await activeItems();
    expect(reps.length).toBeGreaterThanOrEqual(10);
    expect(reps.map((r) => r.id).sort()).toEqual(items.map((i) => i.id).sort());
    for (const rep of reps) expect(items.find((i) => i.id === rep.id)?.text).toBe(`${rep.firstName} ${rep.lastName}`);
    expect(reps.find((r) => r.firstName === 'Megan')).toMatchObject({ lastName: 'Carter', email: 'megan.carter@scancal.example', hasLogin: false, isEnabled: true });
    expect(reps.find((r) => r.firstName === 'Chloé')?.email).toBe('chloe.gagnon@scancal.example');
    const names = reps.map((r) => `${r.firstName} ${r.lastName}`);
    expect(names).toEqual([...names].sort());
  });
});

describe('saving a sales rep', () => {
  it('creates the item, the user and the link from id 0; the rep is a pickable sales rep for a business', async () => {
    const rep = await create({ titleId: title, phone: '5550199', receivesReports: true });
    expect(rep).toMatchObject({ version: 1, titleId: title, isEnabled: true, hasLogin: false, requiresPasswordOnSubmit: true });
    expect((await call(t.app, c.getSalesRep, { token, query: { id: String(rep.id) } })).json()).toEqual(rep);
    expect((await activeItems()).find((i) => i.id === rep.id)?.text).toBe(`Rosa ${rep.lastName}`);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', rep.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ business_id: null, password_hash: '!', created_by: 'demo.admin', receives_reports: true });
    expect(await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', rep.userId).execute()).toEqual([]);

    const ids = await referenceIds(t.db);
    const saved = await call(t.app, businessContract.upsert, { token, body: locationInput(ids.status.Active, { salesRepId: rep.id }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const business = saved.json<BusinessLocation>();
    expect((await call(t.app, businessContract.location, { token, query: { key: String(business.id) } })).json()).toMatchObject({ salesRepId: rep.id });
  });

  it('updates at its version, renaming the item; a disabled rep leaves the active lists but stays with showAll', async () => {
    const rep = await create();
    const res = await upsert({ ...editable(rep), lastName: 'Villanueva', isEnabled: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SalesRep>()).toMatchObject({ id: rep.id, userId: rep.userId, lastName: 'Villanueva', isEnabled: false, version: 2 });
    expect((await activeItems()).some((i) => i.id === rep.id)).toBe(false);
    expect((await list(false)).some((r) => r.id === rep.id)).toBe(false);
    expect((await list(true)).find((r) => r.id === rep.id)?.lastName).toBe('Villanueva');
    const item = await t.db.selectFrom('lookups').selectAll().where('id', '=', rep.id).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ key: K.salesRep, text: 'Rosa Villanueva', is_active: false });
  });

  it('refuses a stale edit with 409 stale, writing nothing', async () => {
    const rep = await create();
    expect((await upsert({ ...editable(rep), phone: '111' })).statusCode).toBe(200);
    const before = await snapshot(t.db, REP_TABLES);
    const stale = await upsert({ ...editable(rep), lastName: 'Overwritten' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale' });
    expect(await snapshot(t.db, REP_TABLES)).toBe(before);
  });

  it('gives a login that signs in without console access, and ends its sessions when the rep is disabled', async () => {
    const username = `rep.${Date.now()}`;
    const rep = await create({ hasLogin: true, username, password: GOOD_PASSWORD });
    expect(rep.requiresPasswordOnSubmit).toBe(false);
    const session = await login(t.app, username, GOOD_PASSWORD);
    expect((await call(t.app, c.salesReps, { token: session.access_token })).statusCode).toBe(403);
    expect((await upsert({ ...editable(rep), isEnabled: false })).statusCode).toBe(200);
    const live = await t.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', rep.userId).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
  });
});

describe('the generic lookup store', () => {
  it('refuses to save a business.salesrep item, which would be a rep without a user', async () => {
    const res = await call(t.app, lookupContract.upsert, { token, body: { id: 0, key: K.salesRep, text: 'Half Rep' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0].field).toBe('key');
  });
});

describe('a database upgraded by migration 0006', () => {
  it('gets a user for each sales rep item it already had, and the item becomes a whole rep', async () => {
    const { id } = await t.db.insertInto('lookups').values({ key: K.salesRep, text: 'Íñigo de la Fuente', is_active: false }).returning('id').executeTakeFirstOrThrow();
    expect(await backfillSalesReps(t.db as unknown as Kysely<unknown>)).toBe(1);
    const rep = (await call(t.app, c.getSalesRep, { token, query: { id: String(id) } })).json<SalesRep>();
    expect(rep).toMatchObject({ firstName: 'Íñigo', lastName: 'de la Fuente', email: `inigo.delafuente.${id}@salesreps.example.com`, isEnabled: false, hasLogin: false });
    expect(await backfillSalesReps(t.db as unknown as Kysely<unknown>)).toBe(0);
  });
});
