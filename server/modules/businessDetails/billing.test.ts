/** Business/Billing and Business/UpsertBilling: version 0 before the first save, then versioned updates. */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness, DETAIL_TABLES, referenceItems, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let refs: Awaited<ReturnType<typeof referenceItems>>;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  refs = await referenceItems(t.db);
});

const get = (key: number) => call(t.app, c.billing, { token, query: { key: String(key) } });
const upsert = (body: unknown) => call(t.app, c.upsertBilling, { token, body });
const input = (businessId: number, more: Record<string, unknown> = {}) => ({
  businessId,
  isDemo: false,
  isRecurring: true,
  periodId: refs.period,
  periodAmount: 149.99,
  currencyId: refs.currency,
  initialCurrencyId: refs.currency,
  oemChargeableProducts: [refs.product, refs.otherProduct],
  ...more,
});

describe('Billing', () => {
  it('answers a default record with version 0 before the first save', async () => {
    const biz = await createBusiness(t.db);
    const res = await get(biz);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      businessId: biz,
      isDemo: false,
      isRecurring: false,
      periodId: null,
      periodAmount: null,
      currencyId: null,
      isCurrencyIdSavedInDatabase: false,
      initialCurrencyId: null,
      oemChargeableProducts: [],
      version: 0,
    });
  });

  it('creates without a version, then updates at the current version only', async () => {
    const biz = await createBusiness(t.db);
    const created = await upsert(input(biz));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ version: 1, periodAmount: 149.99, isCurrencyIdSavedInDatabase: true });
    expect(created.json().oemChargeableProducts.sort()).toEqual([refs.product, refs.otherProduct].sort());
    const updated = await upsert(input(biz, { version: 1, isDemo: true, oemChargeableProducts: [refs.product], currencyId: refs.otherCurrency }));
    expect(updated.json()).toMatchObject({ version: 2, isDemo: true, oemChargeableProducts: [refs.product], currencyId: refs.otherCurrency });
    expect((await get(biz)).json()).toEqual(updated.json());
  });

  it('refuses a stale save with 409, and a second creation as stale too, writing nothing', async () => {
    const biz = await createBusiness(t.db);
    await upsert(input(biz));
    await upsert(input(biz, { version: 1, periodAmount: 10 }));
    const before = await snapshot(t.db, DETAIL_TABLES);
    const stale = await upsert(input(biz, { version: 1, periodAmount: 20 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale' });
    const recreate = await upsert(input(biz, { periodAmount: 30 }));
    expect(recreate.statusCode).toBe(409);
    expect(recreate.json().message).toMatch(/changed by someone else/);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
    expect((await get(biz)).json().periodAmount).toBe(10);
  });

  it('answers 404 for an unknown business', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    const before = await snapshot(t.db, DETAIL_TABLES);
    expect((await upsert(input(999_999))).statusCode).toBe(404);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});

describe('UpsertBilling with bad input', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['a period that is not a period', () => ({ periodId: refs.currency }), 'periodId'],
    ['a currency that is not a currency', () => ({ currencyId: refs.product }), 'currencyId'],
    ['an initial currency that does not exist', () => ({ initialCurrencyId: 9_999_999 }), 'initialCurrencyId'],
    ['a chargeable product that is not a product', () => ({ oemChargeableProducts: [refs.product, refs.productAdd] }), 'oemChargeableProducts'],
    ['a negative amount', () => ({ periodAmount: -1 }), 'periodAmount'],
    ['an unknown field', () => ({ discount: 5 }), 'discount'],
    ['a string flag', () => ({ isDemo: 'yes' }), 'isDemo'],
    ['version 0', () => ({ version: 0 }), 'version'],
  ];
  it.each(cases)('answers 400 to %s, naming the field, and writes nothing', async (_name, change, field) => {
    const biz = await createBusiness(t.db);
    const before = await snapshot(t.db, DETAIL_TABLES);
    const res = await upsert(input(biz, change()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});
