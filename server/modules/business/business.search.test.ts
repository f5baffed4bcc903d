/** Business/Search: the advanced search's filters, alone and combined. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, type BusinessRow, businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { locationInput, referenceIds, uniqueTag } from './testFixtures';

const t = withTestApp();
let token = '';
const tag = `vq${uniqueTag()}`;
let shops: BusinessLocation[] = [];

beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  const ids = await referenceIds(t.db);
  const reps = await t.db.selectFrom('lookups').select('id').where('key', '=', 'business.salesrep').orderBy('id').limit(2).execute();
  const specs = [
    { salesRepId: reps[0].id, distributorId: ids.distributor, primaryAddress: { street: '1 A St', city: 'Toronto', state: 'ON', country: 'CA' } },
    { salesRepId: reps[1].id, primaryAddress: { street: '2 B St', city: 'Madrid', state: 'M', country: 'ES' } },
    { salesRepId: reps[0].id, primaryAddress: { street: '3 C St', city: 'Austin', state: 'TX', country: 'US' } },
  ];
  shops = [];
  for (const [i, spec] of specs.entries()) {
    const res = await call(t.app, c.upsert, { token, body: locationInput(ids.status.Active, { name: `Shop ${i} ${tag}`, ...spec }) });
    if (res.statusCode !== 200) throw new Error(res.body);
    shops.push(res.json<BusinessLocation>());
  }
  // Creation dates to filter on, and Biz Info flags.
  for (const [i, day] of ['2021-03-01T12:00:00Z', '2022-06-15T12:00:00Z', '2023-09-30T12:00:00Z'].entries()) {
    await t.db.updateTable('businesses').set({ date_created: day }).where('id', '=', shops[i].id).execute();
  }
  await t.db.insertInto('business_info').values({ business_id: shops[1].id, is_mobile_client: true, is_pro_tech_client: true }).execute();
  await t.db.insertInto('business_info').values({ business_id: shops[2].id, is_mobile_client: true }).execute();
  await sql`ANALYZE businesses`.execute(t.db);
});

const search = async (query: Record<string, string>) => {
  const res = await call(t.app, c.search, { token, query: { search: tag, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BusinessRow[]>().map((r) => shops.findIndex((s) => s.id === r.id));
};

describe('advanced search', () => {
  it.each([
    ['nothing more', {}, [0, 1, 2]],
    ['a sales rep', () => ({ salesRepId: String(shops[0].salesRepId) }), [0, 2]],
    ['a distributor', () => ({ distributorId: String(shops[0].distributorId) }), [0]],
    ['a country, any case', { country: 'ca' }, [0]],
    ['a country and a state', { country: 'US', state: 'tx' }, [2]],
    ['a state of another country', { country: 'US', state: 'ON' }, []],
    ['a creation date range', { createdFrom: '2022-01-01', createdTo: '2022-12-31' }, [1]],
    ['a creation date range ending on the day', { createdTo: '2021-03-01' }, [0]],
    ['a flag', { isMobileClient: 'true' }, [1, 2]],
    ['two flags', { isMobileClient: 'true', isProTechClient: '1' }, [1]],
    ['a flag being false (no Biz Info yet counts as false)', { isProTechClient: 'false' }, [0, 2]],
    ['a sales rep and a flag', () => ({ salesRepId: String(shops[0].salesRepId), isMobileClient: 'true' }), [2]],
  ] as [string, Record<string, string> | (() => Record<string, string>), number[]][])('filters by %s', async (_what, query, expected) => {
    expect(await search(typeof query === 'function' ? query() : query)).toEqual(expected);
  });

  it('carries the total and sorts like the list', async () => {
    const res = await call(t.app, c.search, { token, query: { search: tag, orderBy: 'country', sortBy: 'desc', pageSize: '2' } });
    const rows = res.json<BusinessRow[]>();
    expect(rows.map((r) => r.country)).toEqual(['US', 'ES']);
    expect(rows.every((r) => r.TotalItems === 3)).toBe(true);
  });

  it.each([
    ['a date that is not a date', { createdFrom: '2022-13-45' }, 'createdFrom'],
    ['a flag that is not a boolean', { isMobileClient: 'maybe' }, 'isMobileClient'],
    ['a sales rep that is not an id', { salesRepId: 'rep' }, 'salesRepId'],
  ])('refuses %s with 400 naming it', async (_what, query, field) => {
    const res = await call(t.app, c.search, { token, query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});
