/** Business/Upsert and Business/Location: create, update, versions, references, hierarchy, one transaction. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { locationInput, referenceIds, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  ids = await referenceIds(t.db);
});

const upsert = (body: unknown) => call(t.app, c.upsert, { token, body });
const location = (key: number | string) => call(t.app, c.location, { token, query: { key: String(key) } });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await upsert(locationInput(ids.status.Active, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BusinessLocation>();
};

describe('creating and reading a business', () => {
  it('creates from id 0 with version 1, billing equal to the primary address, language 1 by default', async () => {
    const body = locationInput(ids.status.Registered, { dispatchPriorityId: ids.dispatchPriority, salesRepId: ids.salesRep });
    const res = await upsert(body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<BusinessLocation>();
    expect(saved).toMatchObject({ shopId: body.shopId, name: body.name, statusId: ids.status.Registered, version: 1, billSameAsPrimary: true });
    expect(saved.id).toBeGreaterThan(0);
    expect(saved.primaryAddress).toMatchObject({ street: '100 Main St', city: 'Austin', language: 1 });
    expect({ ...saved.billingAddress, id: 0 }).toEqual({ ...saved.primaryAddress, id: 0 });
    expect(Date.parse(saved.dateCreated)).not.toBeNaN();
    const read = await location(saved.id);
    expect(read.statusCode).toBe(200);
    // The save answers from the record as written, byte for byte what Location reads.
    expect(read.body).toBe(res.body);
  });

  it('keeps a separate billing address when billSameAsPrimary is false, and copies the primary again when it is set back', async () => {
    const billingAddress = { street: 'PO Box 77', city: 'Round Rock', state: 'TX', postalCode: '78664', country: 'US', language: 2 };
    const saved = await create({ billSameAsPrimary: false, billingAddress });
    expect(saved.billingAddress).toMatchObject(billingAddress);
    const { dateCreated: _d, ...body } = saved;
    const back = await upsert({ ...body, billSameAsPrimary: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<BusinessLocation>().billingAddress).toMatchObject({ street: '100 Main St', city: 'Austin', language: 1 });
    expect((await location(saved.id)).body).toBe(back.body);
  });

  it('answers 404 for an unknown business, and 400 for a key that is not an id', async () => {
    expect((await location(999_999)).statusCode).toBe(404);
    for (const key of ['0', 'abc']) expect((await location(key)).statusCode, key).toBe(400);
  });
});

describe('updating a business', () => {
  it('updates with its version, refuses the stale version with 409 and keeps the stored record', async () => {
    const { dateCreated: _d, ...saved } = await create();
    const updated = await upsert({ ...saved, name: 'Renamed Body Shop', primaryAddress: { ...saved.primaryAddress, city: 'Dallas' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: saved.id, name: 'Renamed Body Shop', version: 2, primaryAddress: { city: 'Dallas' }, billingAddress: { city: 'Dallas' } });
    const stale = await upsert({ ...saved, name: 'Stale Name' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale' });
    expect((await location(saved.id)).json()).toMatchObject({ name: 'Renamed Body Shop', version: 2 });
  });

  it('answers 404 to an update of a business that does not exist, and 400 without a version', async () => {
    const body = locationInput(ids.status.Active);
    expect((await upsert({ ...body, id: 999_999, version: 1 })).statusCode).toBe(404);
    const noVersion = await upsert({ ...body, id: 999_999 });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().message).toContain('version');
  });

  it('refuses a shop id another business has (any case) with 409', async () => {
    const first = await create();
    const before = await snapshot(t.db);
    const res = await upsert(locationInput(ids.status.Active, { shopId: first.shopId.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(first.shopId.toLowerCase());
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['an empty name', () => ({ name: ' ' }), 'name'],
    ['a shop id over 20 characters', () => ({ shopId: 'X'.repeat(21) }), 'shopId'],
    ['an unknown field', () => ({ colour: 'red' }), 'colour'],
    ['a status that does not exist', () => ({ statusId: 999_999 }), 'statusId'],
    ['a status id of another lookup key', () => ({ statusId: ids.title }), 'statusId'],
    ['a sales rep of another key', () => ({ salesRepId: ids.title }), 'salesRepId'],
    ['a distributor that does not exist', () => ({ distributorId: 999_999 }), 'distributorId'],
    ['a dispatch priority that is a status', () => ({ dispatchPriorityId: ids.status.Active }), 'dispatchPriorityId'],
    ['a referral source of another key', () => ({ referralSourceId: ids.title }), 'referralSourceId'],
    ['an unknown language', () => ({ language: 7 }), 'language'],
    ['an unknown address language', () => ({ primaryAddress: { street: '1 A St', city: 'Austin', country: 'US', language: 9 } }), 'primaryAddress.language'],
    ['an address without a city', () => ({ primaryAddress: { street: '1 A St', country: 'US' } }), 'primaryAddress.city'],
    ['a time zone that does not exist', () => ({ timezone: 'Mars/Olympus_Mons' }), 'timezone'],
    ['no billing address while billSameAsPrimary is false', () => ({ billSameAsPrimary: false }), 'billingAddress'],
    ['a parent that does not exist', () => ({ parentId: 999_999 }), 'parentId'],
    ['a grandparent that does not exist', () => ({ grandparentId: 999_999 }), 'grandparentId'],
  ];
  it.each(cases)('refuses %s', async (_name, overrides, field) => {
    const before = await snapshot(t.db);
    const res = await upsert(locationInput(ids.status.Active, overrides()));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses a business as its own parent or grandparent, or under its own child', async () => {
    const { dateCreated: _d, ...parent } = await create();
    const child = await create({ parentId: parent.id });
    expect(child.parentId).toBe(parent.id);
    const before = await snapshot(t.db);
    for (const [overrides, field] of [
      [{ parentId: parent.id }, 'parentId'],
      [{ grandparentId: parent.id }, 'grandparentId'],
      [{ parentId: child.id }, 'parentId'],
    ] as const) {
      const res = await upsert({ ...parent, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('one transaction', () => {
  it('leaves no business row when its billing address fails to save', async () => {
    // A constraint only this test's billing city breaks: the failure comes after the business row is written.
    await sql`ALTER TABLE business_addresses ADD CONSTRAINT test_no_atlantis CHECK (city <> 'Atlantis')`.execute(t.db);
    try {
      const before = await snapshot(t.db);
      const billingAddress = { street: '1 Sunken Way', city: 'Atlantis', country: 'US' };
      const res = await upsert(locationInput(ids.status.Active, { billSameAsPrimary: false, billingAddress, shopId: 'ATLANTIS1' }));
      expect(res.statusCode).toBe(500);
      expect(await t.db.selectFrom('businesses').select('id').where('shop_id', '=', 'ATLANTIS1').execute()).toEqual([]);
      expect(await snapshot(t.db)).toEqual(before);
    } finally {
      await sql`ALTER TABLE business_addresses DROP CONSTRAINT test_no_atlantis`.execute(t.db);
    }
  });
});
