/** Business/Promotion and Business/UpsertPromotion. */
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

const get = (key: number) => call(t.app, c.promotion, { token, query: { key: String(key) } });
const upsert = (body: unknown) => call(t.app, c.upsertPromotion, { token, body });
const input = (businessId: number, more: Record<string, unknown> = {}) => ({
  businessId,
  startDate: '2025-03-01',
  endDate: '2025-06-30',
  startProductId: refs.product,
  endProductId: refs.otherProduct,
  promotionType: 1,
  numberOfScans: 25,
  ...more,
});

describe('Promotion', () => {
  it('answers an empty promotion with version 0, then saves and updates it', async () => {
    const biz = await createBusiness(t.db);
    expect((await get(biz)).json()).toEqual({
      businessId: biz,
      startDate: null,
      endDate: null,
      startProductId: null,
      endProductId: null,
      promotionType: null,
      numberOfScans: null,
      version: 0,
    });
    const created = await upsert(input(biz));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ ...input(biz), version: 1 });
    const updated = await upsert(input(biz, { version: 1, numberOfScans: 50, endDate: null }));
    expect(updated.json()).toMatchObject({ version: 2, numberOfScans: 50, endDate: null, startDate: '2025-03-01' });
    expect((await get(biz)).json()).toEqual(updated.json());
  });

  it('refuses a stale save and a second creation with 409, writing nothing', async () => {
    const biz = await createBusiness(t.db);
    await upsert(input(biz));
    await upsert(input(biz, { version: 1 }));
    const before = await snapshot(t.db, DETAIL_TABLES);
    expect((await upsert(input(biz, { version: 1, numberOfScans: 1 }))).statusCode).toBe(409);
    expect((await upsert(input(biz, { numberOfScans: 2 }))).statusCode).toBe(409);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });

  it('answers 404 for an unknown business', async () => {
    expect((await get(999_999)).statusCode).toBe(404);
    expect((await upsert(input(999_999))).statusCode).toBe(404);
  });

  const bad: [string, () => Record<string, unknown>, string][] = [
    ['a start product that is not a product', () => ({ startProductId: refs.productAdd }), 'startProductId'],
    ['an end product that does not exist', () => ({ endProductId: 9_999_999 }), 'endProductId'],
    ['an end before the start', () => ({ startDate: '2025-06-01', endDate: '2025-05-01' }), 'endDate'],
    ['a date that is not a date', () => ({ startDate: '03/01/2025' }), 'startDate'],
    ['a negative number of scans', () => ({ numberOfScans: -5 }), 'numberOfScans'],
    ['a promotion type that is not one of the types', () => ({ promotionType: 4 }), 'promotionType'],
    ['an unknown field', () => ({ discount: 1 }), 'discount'],
  ];
  it.each(bad)('answers 400 to %s, naming the field, and writes nothing', async (_name, change, field) => {
    const biz = await createBusiness(t.db);
    const before = await snapshot(t.db, DETAIL_TABLES);
    const res = await upsert(input(biz, change()));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});
