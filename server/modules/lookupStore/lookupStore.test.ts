/** lookup/ByGroup, lookup/ByKeys and app/GetLookupValues: the lookup store by group, by several keys, as values. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import { type LookupGroupSummary, lookupStoreContract as c } from '../../../contract/lookupStore';
import { defineLookupType } from '../../../contract/lookupTypes';
import { call, login, withTestApp } from '../../test/harness';

// Lookup types of these tests only: lookup/Upsert accepts declared keys (contract/lookupTypes.ts).
defineLookupType({ key: 'test.values', fields: [] });
defineLookupType({ key: 'test.parents', fields: [] });

const t = withTestApp();
let token = '';
let techToken = '';
beforeAll(async () => {
  [token, techToken] = (await Promise.all([login(t.app, 'admin'), login(t.app, 'demo.tech')])).map((r) => r.access_token);
});

const byGroup = (query: Record<string, string> = {}, as = token) => call(t.app, c.byGroup, { token: as, query });
const byKeys = (body: unknown, as = token) => call(t.app, c.byKeys, { token: as, body });
const values = (query: Record<string, string>, as = token) => call(t.app, c.getLookupValues, { token: as, query });
const upsert = (body: unknown) => call(t.app, lookupContract.upsert, { token, body });
const table = () => t.db.selectFrom('lookups').selectAll().orderBy('id').execute();
const fieldsOf = (res: { json: () => { errors?: { field: string }[] } }) => (res.json().errors ?? []).map((e) => e.field);

describe('lookup/ByGroup', () => {
  it('lists every group with its keys and counts, a key in the group of its first segment', async () => {
    const res = await byGroup();
    expect(res.statusCode).toBe(200);
    const groups = res.json<LookupGroupSummary[]>();
    const names = groups.map((g) => g.group);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['billing', 'business', 'configuration', 'language', 'product', 'timezone', 'user', 'vehicle']));
    const business = groups.find((g) => g.group === 'business');
    expect(business?.keys.find((k) => k.key === 'business.status')).toEqual({ key: 'business.status', total: 5, active: 5 });
    expect(groups.find((g) => g.group === 'product')?.keys.map((k) => k.key)).toEqual(['product', 'product.add']);
    expect(groups.find((g) => g.group === 'configuration')?.keys).toEqual([{ key: 'configuration', total: 10, active: 10 }]);
    for (const g of groups) for (const k of g.keys) expect(k.key.split('.')[0]).toBe(g.group);
  });

  it('answers one group with group, counting inactive items apart, and [] for a group with no keys', async () => {
    const saved = (await upsert({ id: 0, key: 'billing.taxrates', text: 'Retired rate', decimalValue: 1, isActive: false })).json<LookupItem>();
    const res = await byGroup({ group: 'billing' });
    expect(res.statusCode).toBe(200);
    const [billing, ...others] = res.json<LookupGroupSummary[]>();
    expect(others).toEqual([]);
    expect(billing.group).toBe('billing');
    expect(billing.keys.find((k) => k.key === 'billing.taxrates')).toEqual({ key: 'billing.taxrates', total: 9, active: 8 });
    expect(saved.isActive).toBe(false);
    expect((await byGroup({ group: 'nosuchgroup' })).json()).toEqual([]);
  });

  it.each([
    ['a dotted key', 'business.status'],
    ['spaces', 'bus iness'],
    ['an injection attempt', "business' or '1'='1"],
  ])('refuses a group with %s, naming group', async (_name, group) => {
    const res = await byGroup({ group });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain('group');
  });

  it('refuses an unknown parameter, naming it', async () => {
    const res = await byGroup({ key: 'business' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('key');
  });
});

describe('lookup/ByKeys', () => {
  it('answers the items of every key asked, active only unless showAll', async () => {
    const res = await byKeys({ keys: ['business.status', 'billing.currency', 'no.items'] });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Record<string, LookupItem[]>>();
    expect(Object.keys(answer).sort()).toEqual(['billing.currency', 'business.status', 'no.items']);
    expect(answer['business.status'].map((i) => i.text).sort()).toEqual(['Active', 'Closed', 'On hold', 'Registered', 'Suspended']);
    expect(answer['billing.currency'].find((i) => i.text === 'GBP')).toMatchObject({ key: 'billing.currency', label: 'Pound sterling', stringValue: '£' });
    expect(answer['no.items']).toEqual([]);
    const hidden = (await byKeys({ keys: ['billing.taxrates'] })).json<Record<string, LookupItem[]>>()['billing.taxrates'];
    const all = (await byKeys({ keys: ['billing.taxrates'], showAll: true })).json<Record<string, LookupItem[]>>()['billing.taxrates'];
    expect(all.length).toBe(hidden.length + 1);
    expect(all.find((i) => i.text === 'Retired rate')).toMatchObject({ isActive: false });
  });

  it.each([
    ['no keys', { keys: [] }, 'keys'],
    ['a bad key', { keys: ['business.status', 'Bad key'] }, 'keys.1'],
    ['too many keys', { keys: Array.from({ length: 101 }, (_, i) => `k${i}`) }, 'keys'],
    ['a showAll that is not a boolean', { keys: ['business.status'], showAll: 'yes' }, 'showAll'],
    ['an unknown field', { keys: ['business.status'], group: 'business' }, 'group'],
  ])('refuses %s with 400 naming %s', async (_name, body, field) => {
    const res = await byKeys(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('app/GetLookupValues', () => {
  it('answers the configuration as text → value', async () => {
    const res = await values({ key: 'configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ defaultPageSize: '10', chatPageSize: '20', chatBadgeCap: '+9', ragAuditPageSize: '10' });
  });

  it('takes the first value that is set, leaves inactive items out, and keeps the older of two equal texts', async () => {
    expect((await values({ key: 'billing.period' })).json()).toEqual({ Monthly: 1, Quarterly: 3, Annually: 12 });
    expect((await values({ key: 'billing.currency' })).json()).toMatchObject({ USD: '$', EUR: '€' });
    const dated = (await upsert({ id: 0, key: 'test.values', text: 'launch', dateValue: '2026-03-01' })).json<LookupItem>();
    await upsert({ id: 0, key: 'test.values', text: 'launch', value: 'later' });
    await upsert({ id: 0, key: 'test.values', text: 'retired', value: 'x', isActive: false });
    await upsert({ id: 0, key: 'test.values', text: 'empty' });
    expect(dated.dateValue).toBe('2026-03-01');
    expect((await values({ key: 'test.values' })).json()).toEqual({ launch: '2026-03-01', empty: null });
    expect((await values({ key: 'no.items' })).json()).toEqual({});
  });

  it.each([
    ['no key', {}],
    ['a bad key', { key: 'configuration;drop' }],
  ])('refuses %s, naming key', async (_name, query) => {
    const res = await values(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('key');
  });
});

describe('lookup/Upsert refuses a bad parent', () => {
  it('saves a parent of another key, and refuses a missing parent, itself or a descendant, writing nothing', async () => {
    const [usd] = (await byKeys({ keys: ['billing.currency'] })).json<Record<string, LookupItem[]>>()['billing.currency'];
    const child = (await upsert({ id: 0, key: 'test.parents', text: 'US price list', parentId: usd.id })).json<LookupItem>();
    expect(child.parentId).toBe(usd.id);
    const grandchild = (await upsert({ id: 0, key: 'test.parents', text: 'US promotions', parentId: child.id })).json<LookupItem>();
    const before = await table();
    for (const [body, message] of [
      [{ ...child, parentId: 999_999 }, 'there is no lookup item 999999'],
      [{ ...child, parentId: child.id }, 'its own parent'],
      [{ ...child, parentId: grandchild.id }, 'descendants'],
    ] as const) {
      const res = await upsert(body);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['parentId']);
      expect(res.json().message).toContain(message);
    }
    expect(await table()).toEqual(before);
  });
});

describe('authorization', () => {
  it.each([
    ['lookup/ByGroup', () => byGroup({}, '')],
    ['lookup/ByKeys', () => byKeys({ keys: ['business.status'] }, '')],
    ['app/GetLookupValues', () => values({ key: 'configuration' }, '')],
  ])('%s answers 401 without a token', async (_name, send) => {
    expect((await send()).statusCode).toBe(401);
  });

  it.each([
    ['lookup/ByGroup', () => byGroup({}, techToken)],
    ['lookup/ByKeys', () => byKeys({ keys: ['business.status'] }, techToken)],
    ['app/GetLookupValues', () => values({ key: 'configuration' }, techToken)],
  ])('%s answers 403 to a Technician', async (_name, send) => {
    expect((await send()).statusCode).toBe(403);
  });
});
