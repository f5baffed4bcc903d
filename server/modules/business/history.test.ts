/** The business writes on the one write path: one change-history entry per changed record, none for a refused write. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, businessContract as c } from '../../../contract/business';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { locationInput, referenceIds } from './testFixtures';

const t = withTestApp();
let token = '';
let userId = 0;
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  ({ token, userId } = await signIn(t, 'demo.admin'));
  ids = await referenceIds(t.db);
});

const changeLog = changeHistory(t);
const entries = (entity: string, recordId: number) => changeLog.of({ entity, recordId });
const upsert = (body: unknown) => call(t.app, c.upsert, { token, body });
async function create(overrides: Record<string, unknown> = {}) {
  const res = await upsert(locationInput(ids.status.Active, overrides));
  expect(res.statusCode, res.body).toBe(200);
  const { dateCreated: _d, ...saved } = res.json<BusinessLocation>();
  return saved;
}

describe('business history', () => {
  it('records the creation and each update of a business with its addresses, by the caller, scoped to the business', async () => {
    const b = await create();
    const [made] = await entries('business', b.id);
    expect(made).toMatchObject({ area: 'business', entity: 'business', action: 'create', record_id: b.id, scope_id: b.id, user_id: userId, before: null });
    expect(made.after).toMatchObject({ id: b.id, shopId: b.shopId, name: b.name, statusId: ids.status.Active, billSameAsPrimary: true });
    expect(made.after?.primaryAddress).toMatchObject({ street: '100 Main St', city: 'Austin' });
    expect(made.after?.billingAddress).toMatchObject({ street: '100 Main St', city: 'Austin' });
    expect(made.after).not.toHaveProperty('version');

    const res = await upsert({ ...b, name: 'Renamed in history', primaryAddress: { ...b.primaryAddress, city: 'Dallas' } });
    expect(res.statusCode, res.body).toBe(200);
    const log = await entries('business', b.id);
    expect(log.map((e) => e.action)).toEqual(['create', 'update']);
    expect(log[1].before).toMatchObject({ name: b.name, primaryAddress: { city: 'Austin' }, billingAddress: { city: 'Austin' } });
    expect(log[1].after).toMatchObject({ name: 'Renamed in history', primaryAddress: { city: 'Dallas' }, billingAddress: { city: 'Dallas' } });
  });

  it('records nothing for a refused save: stale, without a version, invalid or a duplicate shop id', async () => {
    const b = await create();
    expect((await upsert({ ...b, name: 'Moved on' })).statusCode).toBe(200);
    const count = (await entries('business', b.id)).length;
    expect((await upsert({ ...b, name: 'Stale' })).statusCode).toBe(409);
    expect((await upsert({ ...b, version: undefined, name: 'No version' })).statusCode).toBe(400);
    expect((await upsert({ ...b, version: 2, statusId: 999_999 })).statusCode).toBe(400);
    expect((await entries('business', b.id)).length).toBe(count);
    expect(await changeLog.leaves(async () => expect((await upsert(locationInput(ids.status.Active, { shopId: b.shopId }))).statusCode).toBe(409))).toEqual([]);
  });

  it('records a status set and a shop id swap as updates of the business, and nothing for their refusals', async () => {
    const b = await create();
    const set = await call(t.app, c.setStatus, { token, body: { id: b.id, statusId: ids.status['On hold'] } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(t.app, c.setStatus, { token, body: { id: b.id, statusId: ids.title } })).statusCode).toBe(400);
    const swap = await call(t.app, c.swapShopId, { token, body: { oldShopId: b.shopId, newShopId: `${b.shopId}-H` } });
    expect(swap.statusCode, swap.body).toBe(200);
    const other = await create();
    expect((await call(t.app, c.swapShopId, { token, body: { oldShopId: `${b.shopId}-H`, newShopId: other.shopId } })).statusCode).toBe(400);
    const log = await entries('business', b.id);
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(log[1]).toMatchObject({ user_id: userId, before: { statusId: ids.status.Active }, after: { statusId: ids.status['On hold'] } });
    expect(log[2]).toMatchObject({ before: { shopId: b.shopId }, after: { shopId: `${b.shopId}-H` } });
  });

  it('records the Biz Info row of a business under its business id, and nothing for a stale or invalid save', async () => {
    const b = await create();
    const body = {
      businessId: b.id,
      isMobileClient: true,
      isEnterpriseClient: false,
      isProTechClient: false,
      isHunterClient: false,
      isSafeliteClient: false,
      isCorporateAccount: false,
      isCapLinkMember: false,
      isSolera: false,
      isOnyxClient: false,
      manufacturers: [{ id: ids.manufacturer, percent: 40 }],
      oemCertifications: [],
      insuranceDepartments: [],
      services: [ids.service],
    };
    expect((await call(t.app, c.upsertInfo, { token, body })).statusCode).toBe(200);
    expect((await call(t.app, c.upsertInfo, { token, body: { ...body, isOnyxClient: true, version: 1 } })).statusCode).toBe(200);
    expect((await call(t.app, c.upsertInfo, { token, body: { ...body, isSolera: true, version: 1 } })).statusCode).toBe(409);
    expect((await call(t.app, c.upsertInfo, { token, body })).statusCode).toBe(409);
    expect((await call(t.app, c.upsertInfo, { token, body: { ...body, services: [999_999], version: 2 } })).statusCode).toBe(400);
    const log = await entries('businessInfo', b.id);
    expect(log).toMatchObject([
      { area: 'business', action: 'create', scope_id: b.id, user_id: userId, before: null, after: { businessId: b.id, isMobileClient: true, services: [ids.service] } },
      { action: 'update', before: { isOnyxClient: false }, after: { isOnyxClient: true, manufacturers: [{ id: ids.manufacturer, percent: 40 }] } },
    ]);
  });
});
