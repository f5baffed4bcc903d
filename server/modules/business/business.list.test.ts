/** BusinessQuery/Registered: search by every field, status filter, sort, pages with TotalItems; the picker. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, type BusinessRow, businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { addBusinessUser, locationInput, referenceIds, uniqueTag } from './testFixtures';

const t = withTestApp();
let token = '';
let ids: Awaited<ReturnType<typeof referenceIds>>;
/** A family of businesses of this file, found by the word `tag` in their names. */
const tag = `zq${uniqueTag()}`;
const family: BusinessLocation[] = [];

beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  ids = await referenceIds(t.db);
  const specs = [
    { name: `Alpha ${tag} Auto Glass`, statusId: ids.status.Active, phone: '(206) 555-0101', city: 'Seattle' },
    { name: `Bravo ${tag} Body Works`, statusId: ids.status.Suspended, phone: '+44 161 496 0102', city: 'Manchester' },
    { name: `Charlie ${tag} Collision`, statusId: ids.status.Active, phone: '(305) 555-0103', city: 'Miami' },
    { name: `Delta ${tag} Motors`, statusId: ids.status.Closed, phone: '(312) 555-0104', city: 'Chicago' },
  ];
  for (const s of specs) {
    const body = locationInput(s.statusId, { name: s.name, phone: s.phone, primaryAddress: { street: '1 Test Way', city: s.city, country: 'US' } });
    const res = await call(t.app, c.upsert, { token, body });
    if (res.statusCode !== 200) throw new Error(res.body);
    family.push(res.json<BusinessLocation>());
  }
  await addBusinessUser(t.db, family[2].id, { given: 'Wilhelmina', family: `Quokka${tag}`, email: `w.${tag}@fleetmail.test` });
  await addBusinessUser(t.db, family[3].id, { given: 'Gone', family: `Deleted${tag}`, email: `gone.${tag}@fleetmail.test`, deleted: true });
});

const list = async (query: Record<string, string>) => {
  const res = await call(t.app, c.registered, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BusinessRow[]>();
};
const names = (rows: BusinessRow[]) => rows.map((r) => r.name);

describe('search', () => {
  const searches: [string, () => string, number[]][] = [
    ['a word of the name', () => 'charlie', [2]],
    ['part of a word, in any case', () => tag.slice(0, 7).toUpperCase(), [0, 1, 2, 3]],
    ['two words in any order', () => `motors ${tag}`, [3]],
    ['the shop id', () => family[1].shopId, [1]],
    ['the sid', () => family[0].sid!, [0]],
    ['the phone as written', () => '496 0102', [1]],
    ['the phone as digits', () => '3055550103', [2]],
    ["a user's name", () => `wilhelmina quokka${tag}`, [2]],
    ["a user's email", () => `w.${tag}@fleetmail`, [2]],
  ];
  it.each(searches)('finds a business by %s', async (_what, term, expected) => {
    const rows = await list({ search: term() });
    const ours = rows.filter((r) => family.some((f) => f.id === r.id));
    expect(ours.map((r) => r.id).sort()).toEqual(expected.map((i) => family[i].id).sort());
  });

  it('finds a business by its city, and not by a deleted user', async () => {
    const rows = await list({ search: `${tag} manchester` });
    expect(rows.map((r) => r.id)).toEqual([family[1].id]);
    expect(rows[0]).toMatchObject({ city: 'Manchester', status: 'Suspended', TotalItems: 1 });
    expect(await list({ search: `deleted${tag}` })).toEqual([]);
  });

  it('answers every business for an empty or punctuation-only search, and none for an unknown word', async () => {
    const all = await t.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const search of ['', '  ', '-/.']) expect((await list({ search }))[0].TotalItems, search).toBe(Number(all.n));
    expect(await list({ search: 'xylophonist' })).toEqual([]);
  });
});

describe('status, sort and pages', () => {
  it('filters by status, and ignores status 0', async () => {
    const active = await list({ search: tag, status: String(ids.status.Active) });
    expect(names(active)).toEqual([family[0].name, family[2].name]);
    expect(active.every((r) => r.statusId === ids.status.Active && r.TotalItems === 2)).toBe(true);
    expect(await list({ search: tag, status: '0' })).toHaveLength(4);
  });

  it('sorts by name by default, and by any allowed column both ways', async () => {
    expect(names(await list({ search: tag }))).toEqual(family.map((f) => f.name));
    expect(names(await list({ search: tag, orderBy: 'name', sortBy: 'DESC' }))).toEqual(family.map((f) => f.name).reverse());
    expect((await list({ search: tag, orderBy: 'city', sortBy: 'asc' })).map((r) => r.city)).toEqual(['Chicago', 'Manchester', 'Miami', 'Seattle']);
    expect((await list({ search: tag, orderBy: 'status' })).map((r) => r.status)).toEqual(['Active', 'Active', 'Closed', 'Suspended']);
    const byId = await list({ search: tag, orderBy: 'id', sortBy: 'desc' });
    expect(byId.map((r) => r.id)).toEqual(family.map((f) => f.id).reverse());
  });

  it('pages with pageSize and offset, every row carrying the exact total', async () => {
    const first = await list({ search: tag, pageSize: '3', offset: '0' });
    const second = await list({ search: tag, pageSize: '3', offset: '3' });
    expect(names([...first, ...second])).toEqual(family.map((f) => f.name));
    expect([...first, ...second].every((r) => r.TotalItems === 4)).toBe(true);
    expect(await list({ search: tag, offset: '4' })).toEqual([]);
  });

  it('pages through the whole seeded list in name order without gaps or repeats (the walk over many matches)', async () => {
    const total = (await list({ pageSize: '1' }))[0].TotalItems;
    const seen: BusinessRow[] = [];
    for (let offset = 0; offset < total; offset += 7) seen.push(...(await list({ pageSize: '7', offset: String(offset) })));
    expect(seen.map((r) => r.id).sort((a, b) => a - b)).toEqual([...new Set(seen.map((r) => r.id))].sort((a, b) => a - b));
    expect(seen).toHaveLength(total);
    const keys = seen.map((r) => r.name.toLowerCase());
    expect(keys).toEqual([...keys].sort());
  });

  it.each([
    ['an unknown sort column', { orderBy: 'password' }, 'orderBy'],
    ['a page size of 0', { pageSize: '0' }, 'pageSize'],
    ['a page size that is not a number', { pageSize: 'ten' }, 'pageSize'],
    ['a negative offset', { offset: '-1' }, 'offset'],
    ['an unknown parameter', { colour: 'red' }, 'colour'],
  ])('refuses %s with 400 naming it', async (_what, query, field) => {
    const res = await call(t.app, c.registered, { token, query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('the business picker and access', () => {
  it('finds up to 20 businesses by name or shop id, by name', async () => {
    const res = await call(t.app, c.lookupBusiness, { token, query: { search: tag } });
    expect(res.json()).toEqual(family.map((f) => ({ id: f.id, name: f.name, shopId: f.shopId })));
    const byShop = await call(t.app, c.lookupBusiness, { token, query: { search: family[3].shopId.toLowerCase() } });
    expect(byShop.json()).toEqual([{ id: family[3].id, name: family[3].name, shopId: family[3].shopId }]);
    // Matched only through a user or the city: not a name or shop id match.
    expect((await call(t.app, c.lookupBusiness, { token, query: { search: `quokka${tag}` } })).json()).toEqual([]);
    expect((await call(t.app, c.lookupBusiness, { token })).json()).toHaveLength(20);
  });

  it('answers one business by id (a picker naming its value), none for an unknown id, and 400 for a bad one', async () => {
    const one = await call(t.app, c.lookupBusiness, { token, query: { id: String(family[2].id) } });
    expect(one.json()).toEqual([{ id: family[2].id, name: family[2].name, shopId: family[2].shopId }]);
    expect((await call(t.app, c.lookupBusiness, { token, query: { id: '999999999' } })).json()).toEqual([]);
    const bad = await call(t.app, c.lookupBusiness, { token, query: { id: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });

  it('answers 401 without a token and 403 to a user without console roles', async () => {
    expect((await call(t.app, c.registered, { query: { search: tag } })).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.registered, { token: tech })).statusCode).toBe(403);
    expect((await call(t.app, c.lookupBusiness, { token: tech })).statusCode).toBe(403);
  });
});
