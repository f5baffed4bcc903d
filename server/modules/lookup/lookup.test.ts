/** lookup/ByKey and lookup/Upsert: the generic lookup store, on the seeded key billing.taxrates. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
const KEY = 'billing.taxrates';
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

const byKey = (body: unknown) => call(t.app, lookupContract.byKey, { token, body });
const upsert = (body: unknown) => call(t.app, lookupContract.upsert, { token, body });
const items = async (showAll?: boolean) => (await byKey({ key: KEY, ...(showAll === undefined ? {} : { showAll }) })).json<LookupItem[]>();
const table = () => t.db.selectFrom('lookups').selectAll().orderBy('id').execute();
const stored = (id: number) => t.db.selectFrom('lookups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('lookup/ByKey', () => {
  it('answers the seeded tax rates with their values', async () => {
    const res = await byKey({ key: KEY });
    expect(res.statusCode).toBe(200);
    const rates = res.json<LookupItem[]>();
    expect(rates).toHaveLength(8);
    expect(rates.find((r) => r.stringValue === 'CA-ON')).toMatchObject({ key: KEY, text: 'Ontario HST', decimalValue: 13, isActive: true, version: 1 });
    expect(rates.every((r) => r.key === KEY)).toBe(true);
  });

  it('answers an empty list for a key with no items', async () => {
    expect((await byKey({ key: 'insurance.companies' })).json()).toEqual([]);
  });

  it.each([
    ['spaces', 'billing tax'],
    ['a leading digit', '1billing'],
    ['an empty segment', 'billing..taxrates'],
    ['an injection attempt', "billing.taxrates' or '1'='1"],
  ])('refuses a key with %s, naming key', async (_name, key) => {
    const res = await byKey({ key });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('key');
  });
});

describe('lookup/Upsert', () => {
  let created: LookupItem;

  it('creates an item from id 0 and answers the saved record', async () => {
    const res = await upsert({ id: 0, key: KEY, text: 'Nevada state sales tax', decimalValue: 6.85, stringValue: 'US-NV' });
    expect(res.statusCode).toBe(200);
    created = res.json<LookupItem>();
    expect(created).toMatchObject({ key: KEY, text: 'Nevada state sales tax', decimalValue: 6.85, stringValue: 'US-NV', isActive: true, version: 1 });
    expect(created.id).toBeGreaterThan(0);
    expect(await stored(created.id)).toMatchObject({ text: 'Nevada state sales tax', decimal_value: 6.85 });
    expect((await items()).map((i) => i.id)).toContain(created.id);
  });

  it('hides inactive items unless showAll is true', async () => {
    const res = await upsert({ ...created, isActive: false });
    expect(res.statusCode).toBe(200);
    created = res.json<LookupItem>();
    expect(created).toMatchObject({ isActive: false, version: 2 });
    expect((await items()).map((i) => i.id)).not.toContain(created.id);
    expect((await items(false)).map((i) => i.id)).not.toContain(created.id);
    expect((await items(true)).find((i) => i.id === created.id)).toMatchObject({ isActive: false });
  });

  it('updates with the current version, incrementing it', async () => {
    const res = await upsert({ ...created, text: 'Nevada sales tax', dateValue: '2025-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, text: 'Nevada sales tax', dateValue: '2025-01-01', version: 3 });
    expect(await stored(created.id)).toMatchObject({ text: 'Nevada sales tax', version: 3 });
  });

  it('refuses a stale version with 409 and keeps the stored record', async () => {
    const res = await upsert({ ...created, text: 'Overwritten', version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed by someone else/);
    expect(await stored(created.id)).toMatchObject({ text: 'Nevada sales tax', version: 3 });
  });

  it('does not reach an item through another key', async () => {
    const res = await upsert({ ...created, key: 'insurance.company', text: 'Moved', version: 3 });
    expect(res.statusCode).toBe(404);
    expect(await stored(created.id)).toMatchObject({ key: KEY, text: 'Nevada sales tax' });
  });

  it.each([
    ['a bad key', { id: 0, key: 'Billing Tax', text: 'X' }, 'key'],
    ['an empty text', { id: 0, key: KEY, text: ' ' }, 'text'],
    ['a bad date', { id: 0, key: KEY, text: 'X', dateValue: '31/12/2025' }, 'dateValue'],
    ['a fractional intValue', { id: 0, key: KEY, text: 'X', intValue: 1.5 }, 'intValue'],
    ['an unknown field', { id: 0, key: KEY, text: 'X', rate: 5 }, 'rate'],
    ['an update without version', { id: 1, key: KEY, text: 'X', decimalValue: 5 }, 'version'],
  ])('refuses %s with 400 naming %s, writing nothing', async (_name, body, field) => {
    const before = await table();
    const res = await upsert(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await table()).toEqual(before);
  });
});
