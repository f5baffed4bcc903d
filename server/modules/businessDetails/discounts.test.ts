/** Volume discounts (Discounts, UpsertDiscount) and product-add discounts (DiscountsProductAdds, UpsertDiscountProductAdd). */
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

type Result = { index: number; id: number; success: boolean; message?: string; version?: number };
const results = async (endpoint: typeof c.upsertDiscount | typeof c.upsertDiscountProductAdd, body: unknown[]) => {
  const res = await call(t.app, endpoint, { token, body });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Result[] }>().results;
};
const discounts = (key: number, more: Record<string, string> = {}) => call(t.app, c.discounts, { token, query: { key: String(key), ...more } });
const volume = (businessId: number, more: Record<string, unknown> = {}) => ({ id: 0, businessId, productId: refs.product, typeId: 1, amount: 5, volumeBreak: 10, ...more });
const add = (businessId: number, more: Record<string, unknown> = {}) => ({ id: 0, businessId, productAddId: refs.productAdd, discount: { typeId: 2, amount: 15 }, ...more });

describe('volume discounts', () => {
  it('saves rows one by one and filters by product and activity', async () => {
    const biz = await createBusiness(t.db);
    const saved = await results(c.upsertDiscount, [volume(biz), volume(biz, { volumeBreak: 25, amount: 7.5 }), volume(biz, { productId: refs.otherProduct, isActive: false })]);
    expect(saved.every((r) => r.success && r.version === 1)).toBe(true);
    expect((await discounts(biz)).json()).toHaveLength(2);
    expect((await discounts(biz, { other: 'true' })).json()).toHaveLength(3);
    expect((await discounts(biz, { type: String(refs.product) })).json()).toEqual([
      { id: saved[0].id, businessId: biz, productId: refs.product, typeId: 1, amount: 5, volumeBreak: 10, isActive: true, version: 1 },
      { id: saved[1].id, businessId: biz, productId: refs.product, typeId: 1, amount: 7.5, volumeBreak: 25, isActive: true, version: 1 },
    ]);
    expect((await discounts(biz, { type: String(refs.otherProduct), other: 'true' })).json()).toHaveLength(1);
    const [updated] = await results(c.upsertDiscount, [volume(biz, { id: saved[0].id, version: 1, amount: 6 })]);
    expect(updated).toMatchObject({ success: true, version: 2 });
  });

  it('fails the bad rows (named, nothing written for them) and saves the good one', async () => {
    const biz = await createBusiness(t.db);
    const other = await createBusiness(t.db);
    const [foreign] = await results(c.upsertDiscount, [volume(other)]);
    const [mine] = await results(c.upsertDiscount, [volume(biz)]);
    await results(c.upsertDiscount, [volume(biz, { id: mine.id, version: 1, amount: 8 })]);
    const res = await results(c.upsertDiscount, [
      volume(biz, { volumeBreak: 50 }),
      volume(999_999),
      volume(biz, { productId: refs.productAdd }),
      volume(biz, { amount: 150 }),
      volume(biz, { id: mine.id, version: 1, amount: 9 }),
      volume(biz, { id: foreign.id, version: 1, amount: 1 }),
    ]);
    expect(res.map((r) => r.success)).toEqual([true, false, false, false, false, false]);
    expect(res[1].message).toMatch(/Business 999999 was not found/);
    expect(res[2].message).toMatch(/productId/);
    expect(res[3].message).toMatch(/amount/);
    expect(res[4].message).toMatch(/changed by someone else/);
    expect(res[5].message).toMatch(/not found/);
    const rows = (await discounts(biz)).json<{ volumeBreak: number; amount: number }[]>();
    expect(rows.map((r) => [r.volumeBreak, r.amount])).toEqual([
      [10, 8],
      [50, 5],
    ]);
    expect((await discounts(other)).json()).toMatchObject([{ amount: 5 }]);
  });

  it('answers 404 for an unknown business and 400 for bad input, writing nothing', async () => {
    expect((await discounts(999_999)).statusCode).toBe(404);
    const biz = await createBusiness(t.db);
    const before = await snapshot(t.db, DETAIL_TABLES);
    for (const [body, field] of [
      [[volume(biz), volume(biz, { typeId: 3 })], '1.typeId'],
      [[volume(biz, { volumeBreak: -1 })], '0.volumeBreak'],
      [[volume(biz, { note: 'x' })], '0.note'],
      [[], 'body'],
    ] as const) {
      const res = await call(t.app, c.upsertDiscount, { token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
    expect((await discounts(biz, { other: 'maybe' })).statusCode).toBe(400);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});

describe('product-add discounts', () => {
  it('saves rows (isActive defaulting to true when null) and updates them at their version', async () => {
    const biz = await createBusiness(t.db);
    const [a, b] = await results(c.upsertDiscountProductAdd, [add(biz, { isActive: null, isTriggerDTC: true }), add(biz, { isActive: false })]);
    const list = (await call(t.app, c.discountsProductAdds, { token, query: { key: String(biz) } })).json();
    expect(list).toEqual([
      { id: a.id, businessId: biz, productAddId: refs.productAdd, isTriggerDTC: true, isActive: true, discount: { typeId: 2, amount: 15 }, version: 1 },
      { id: b.id, businessId: biz, productAddId: refs.productAdd, isTriggerDTC: false, isActive: false, discount: { typeId: 2, amount: 15 }, version: 1 },
    ]);
    const [updated] = await results(c.upsertDiscountProductAdd, [add(biz, { id: a.id, version: 1, discount: { typeId: 1, amount: 10 } })]);
    expect(updated).toMatchObject({ success: true, version: 2 });
  });

  it('fails the bad rows and saves the good one', async () => {
    const biz = await createBusiness(t.db);
    const [mine] = await results(c.upsertDiscountProductAdd, [add(biz)]);
    await results(c.upsertDiscountProductAdd, [add(biz, { id: mine.id, version: 1 })]);
    const res = await results(c.upsertDiscountProductAdd, [
      add(999_999),
      add(biz, { productAddId: refs.product }),
      add(biz, { discount: { typeId: 1, amount: 101 } }),
      add(biz, { id: mine.id, version: 1 }),
      add(biz, { isTriggerDTC: true }),
    ]);
    expect(res.map((r) => r.success)).toEqual([false, false, false, false, true]);
    expect(res[1].message).toMatch(/productAddId/);
    expect(res[2].message).toMatch(/discount.amount/);
    const list = (await call(t.app, c.discountsProductAdds, { token, query: { key: String(biz) } })).json<{ isTriggerDTC: boolean }[]>();
    expect(list.map((r) => r.isTriggerDTC)).toEqual([false, true]);
  });

  it('answers 404 for an unknown business and 400 for bad input, writing nothing', async () => {
    expect((await call(t.app, c.discountsProductAdds, { token, query: { key: '999999' } })).statusCode).toBe(404);
    const biz = await createBusiness(t.db);
    const before = await snapshot(t.db, DETAIL_TABLES);
    const res = await call(t.app, c.upsertDiscountProductAdd, { token, body: [add(biz), add(biz, { discount: { typeId: 1 } })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('1.discount.amount');
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});
