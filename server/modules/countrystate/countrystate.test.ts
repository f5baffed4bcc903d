/** Countries and their states or provinces. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Country, countrystateContract as c, type StateProvince, type StateProvinceOfCountry } from '../../../contract/countrystate';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let us: Country;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  us = (await countries()).find((x) => x.abbreviation === 'US')!;
});

const countries = async () => (await call(t.app, c.getCountryList, { token })).json<Country[]>();
const states = (id: number | string) => call(t.app, c.getStateProvinceList, { token, query: { id: String(id) } });
const upsertCountry = (body: unknown) => call(t.app, c.upsertCountry, { token, body });
const upsertState = (body: unknown) => call(t.app, c.upsertStateProvince, { token, body });
const deleteState = (body: unknown) => call(t.app, c.deleteStateProvince, { token, body });
const countryRows = () => t.db.selectFrom('countries').selectAll().orderBy('id').execute();
const stateRows = () => t.db.selectFrom('state_provinces').selectAll().orderBy('id').execute();

describe('countries', () => {
  let france: Country;

  it('lists the countries by name', async () => {
    const list = await countries();
    expect(list.map((x) => x.name)).toEqual(['Canada', 'Mexico', 'Spain', 'United Kingdom', 'United States']);
    expect(us).toMatchObject({ name: 'United States', version: 1 });
  });

  it('creates a country from id 0 and answers the saved record with its id', async () => {
    const res = await upsertCountry({ id: 0, name: 'France', abbreviation: 'fr' });
    expect(res.statusCode).toBe(200);
    france = res.json<Country>();
    expect(france).toMatchObject({ name: 'France', abbreviation: 'FR', version: 1 });
    expect(france.id).toBeGreaterThan(0);
    expect(await countries()).toContainEqual(france);
  });

  it('updates a country with its version', async () => {
    const res = await upsertCountry({ ...france, name: 'French Republic' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...france, name: 'French Republic', version: 2 });
  });

  it('refuses a stale update with 409 and keeps the stored record', async () => {
    const res = await upsertCountry({ ...france, name: 'Gaul', version: 1 });
    expect(res.statusCode).toBe(409);
    expect((await countries()).find((x) => x.id === france.id)).toMatchObject({ name: 'French Republic', version: 2 });
  });

  it('refuses a duplicate abbreviation or name with 409 and writes nothing', async () => {
    const before = await countryRows();
    const dupAbbr = await upsertCountry({ id: 0, name: 'Freedonia', abbreviation: 'us' });
    expect(dupAbbr.statusCode).toBe(409);
    expect(dupAbbr.json().message).toContain('"US"');
    expect((await upsertCountry({ id: 0, name: 'united states', abbreviation: 'USX' })).statusCode).toBe(409);
    expect(await countryRows()).toEqual(before);
  });

  it.each([
    ['with a hyphen', { id: 0, name: 'Nowhere', abbreviation: 'N-W' }, 'abbreviation'],
    ['too long', { id: 0, name: 'Nowhere', abbreviation: 'ABCD' }, 'abbreviation'],
    ['an empty name', { id: 0, name: '', abbreviation: 'NW' }, 'name'],
    ['an update without version', { id: 1, name: 'Nowhere', abbreviation: 'NW' }, 'version'],
    ['an unknown field', { id: 0, name: 'Nowhere', abbreviation: 'NW', capital: 'X' }, 'capital'],
  ])('refuses an abbreviation or input %s with 400 naming %s', async (_name, body, field) => {
    const before = await countryRows();
    const res = await upsertCountry(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await countryRows()).toEqual(before);
  });
});

describe('states and provinces', () => {
  it("lists a country's states by name", async () => {
    const res = await states(us.id);
    expect(res.statusCode).toBe(200);
    const list = res.json<StateProvince[]>();
    expect(list).toHaveLength(51);
    expect(list.find((s) => s.abbreviation === 'CA')).toMatchObject({ name: 'California', countryId: us.id, version: 1 });
    expect(list[0].name).toBe('Alabama');
    expect(list.every((s) => s.countryId === us.id)).toBe(true);
  });

  it("lists every country's states by country then name, each naming its country, or one country's by its abbreviation", async () => {
    const all = await call(t.app, c.stateProvinces, { token });
    expect(all.statusCode).toBe(200);
    const list = all.json<StateProvinceOfCountry[]>();
    // Canada, Mexico, Spain, United Kingdom, United States: each country's states together, by name.
    expect([...new Set(list.map((s) => s.country))]).toEqual(['CA', 'MX', 'ES', 'GB', 'US']);
    const usNames = list.filter((s) => s.country === 'US').map((s) => s.name);
    expect(usNames).toEqual((await states(us.id)).json<StateProvince[]>().map((s) => s.name));
    expect(list.find((s) => s.name === 'Ontario')).toMatchObject({ abbreviation: 'ON', country: 'CA' });
    expect(list.filter((s) => s.country === 'US')).toHaveLength(51);

    // The abbreviation as the business list's country filter holds it, in any case.
    const canada = (await call(t.app, c.stateProvinces, { token, query: { country: 'ca' } })).json<StateProvinceOfCountry[]>();
    expect(canada).toHaveLength(13);
    expect(canada.every((s) => s.country === 'CA')).toBe(true);
    expect((await call(t.app, c.stateProvinces, { token, query: { country: 'ZZ' } })).json()).toEqual([]);
    const bad = await call(t.app, c.stateProvinces, { token, query: { country: 'C-A' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('country');
  });

  it('refuses a country id that is not a positive integer', async () => {
    for (const id of ['0', 'abc', '1.5']) {
      const res = await states(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toContain('id');
    }
  });

  it('answers 404 to a state for an unknown country, and writes nothing', async () => {
    const before = await stateRows();
    const res = await upsertState({ id: 0, name: 'Atlantis', abbreviation: 'AT', countryId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(await stateRows()).toEqual(before);
  });

  it('creates, updates, refuses duplicates and deletes a state', async () => {
    const created = await upsertState({ id: 0, name: 'Puerto Rico', abbreviation: 'pr', countryId: us.id });
    expect(created.statusCode).toBe(200);
    const pr = created.json<StateProvince>();
    expect(pr).toMatchObject({ name: 'Puerto Rico', abbreviation: 'PR', countryId: us.id, version: 1 });

    const updated = await upsertState({ ...pr, name: 'Commonwealth of Puerto Rico' });
    expect(updated.json()).toMatchObject({ id: pr.id, version: 2 });
    expect((await upsertState({ ...pr, name: 'Stale' })).statusCode).toBe(409);

    const duplicate = await upsertState({ id: 0, name: 'Calif.', abbreviation: 'CA', countryId: us.id });
    expect(duplicate.statusCode).toBe(409);
    const mx = (await countries()).find((x) => x.abbreviation === 'MX')!;
    expect((await upsertState({ id: 0, name: 'Campeche', abbreviation: 'PR', countryId: mx.id })).statusCode).toBe(200);

    expect((await deleteState({ id: pr.id, version: 1 })).statusCode).toBe(409);
    const deleted = await deleteState({ id: pr.id, version: 2 });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: pr.id });
    expect((await states(us.id)).json<StateProvince[]>().map((s) => s.id)).not.toContain(pr.id);
    expect((await deleteState({ id: pr.id })).statusCode).toBe(404);
  });

  it('refuses a bad state abbreviation with 400 naming abbreviation', async () => {
    const res = await upsertState({ id: 0, name: 'Nowhere', abbreviation: 'TOOLONG', countryId: us.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('abbreviation');
  });
});
