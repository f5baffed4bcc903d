/** Business/Info and Business/UpsertInfo (the Biz Info tab). */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessInfo, type BusinessLocation, businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { locationInput, referenceIds, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  ids = await referenceIds(t.db);
});

async function newBusiness(): Promise<number> {
  const res = await call(t.app, c.upsert, { token, body: locationInput(ids.status.Active) });
  return res.json<BusinessLocation>().id;
}
const info = (key: number | string) => call(t.app, c.info, { token, query: { key: String(key) } });
const save = (body: unknown) => call(t.app, c.upsertInfo, { token, body });
const INFO_TABLES = ['business_info'] as const;

function infoBody(businessId: number, overrides: Partial<BusinessInfo> = {}) {
  return {
    businessId,
    isMobileClient: true,
    isEnterpriseClient: false,
    isProTechClient: true,
    isHunterClient: false,
    isSafeliteClient: false,
    isCorporateAccount: false,
    isCapLinkMember: true,
    isSolera: true,
    isOnyxClient: false,
    soleraSiteIdReference: 'SOL-123456',
    onyxClientReference: null,
    capricornNumber: null,
    accountId: 'ACC-1',
    annualRevenueId: ids.annualRevenue,
    monthlyRoId: null,
    locationCountId: null,
    reportingGroupId: null,
    manufacturers: [{ id: ids.manufacturer, percent: 60 }],
    oemCertifications: [],
    insuranceDepartments: [],
    services: [ids.service],
    ...overrides,
  };
}

describe('biz info', () => {
  it('answers the default record with version 0 before the first save', async () => {
    const id = await newBusiness();
    const res = await info(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ businessId: id, isMobileClient: false, manufacturers: [], services: [], version: 0 });
  });

  it('creates without a version, then updates with it; a stale version is refused with 409', async () => {
    const id = await newBusiness();
    const created = await save(infoBody(id));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ ...infoBody(id), version: 1 });
    expect((await info(id)).json()).toEqual({ ...infoBody(id), version: 1 });
    const updated = await save({ ...infoBody(id, { isOnyxClient: true, services: [] }), version: 1 });
    expect(updated.json()).toMatchObject({ isOnyxClient: true, services: [], version: 2 });
    expect((await save({ ...infoBody(id), version: 1 })).statusCode).toBe(409);
    expect((await save(infoBody(id))).statusCode).toBe(409);
    expect((await info(id)).json()).toMatchObject({ isOnyxClient: true, version: 2 });
  });

  it('answers 404 for an unknown business, reading or saving', async () => {
    expect((await info(999_999)).statusCode).toBe(404);
    expect((await save(infoBody(999_999))).statusCode).toBe(404);
  });

  it.each([
    ['an annual revenue of another key', () => ({ annualRevenueId: ids.title }), 'annualRevenueId'],
    ['a service that does not exist', () => ({ services: [999_999] }), 'services'],
    ['a manufacturer that is a service', () => ({ manufacturers: [{ id: ids.service, percent: 10 }] }), 'manufacturers'],
    ['a repeated service', () => ({ services: [ids.service, ids.service] }), 'services'],
    ['manufacturer shares over 100 %', () => ({ manufacturers: [{ id: ids.manufacturer, percent: 101 }] }), 'manufacturers'],
    ['a missing flag', () => ({ isSolera: undefined }), 'isSolera'],
    ['a reference over 50 characters', () => ({ accountId: 'A'.repeat(51) }), 'accountId'],
  ] as [string, () => Partial<BusinessInfo>, string][])('refuses %s with 400 naming the field, writing nothing', async (_what, overrides, field) => {
    const id = await newBusiness();
    const before = await snapshot(t.db, [...INFO_TABLES]);
    const res = await save(infoBody(id, overrides()));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await snapshot(t.db, [...INFO_TABLES])).toEqual(before);
  });
});
