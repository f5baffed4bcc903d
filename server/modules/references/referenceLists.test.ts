/** The spec's GETs of the reference lists kept in the lookup store, and lookup/Countries and lookup/StateProvince. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Country, StateProvince } from '../../../contract/countrystate';
import type { LookupItem } from '../../../contract/lookup';
import { REFERENCE_LISTS, referencesContract as c } from '../../../contract/references';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

/** One seeded item each list must hold, with the values it carries. */
const expected: Record<keyof typeof REFERENCE_LISTS, Partial<LookupItem>> = {
  serverProfiles: { text: 'Production US', stringValue: 'https://api.us.scancal.example', label: 'North America' },
  timeZones: { text: 'America/Chicago', label: 'Central Time (US & Canada)' },
  languages: { text: 'French', stringValue: 'fr', intValue: 3, label: 'Français' },
  insuranceCompanies: { text: 'State Farm', stringValue: 'US' },
  vehicleManufacturers: { text: 'Toyota', stringValue: 'JP' },
  distributors: { text: 'Northline Tool Supply' },
  launchAccounts: { text: 'Launch Canada', stringValue: 'LTC-200117', label: 'CA' },
  releaseTracks: { text: 'Production', stringValue: '4.18.2' },
  hardwares: { text: 'X-431 PAD VII', label: 'Launch' },
  ragRatings: { text: 'Amber', stringValue: '#F9A825', intValue: 2 },
};

describe.each(Object.entries(REFERENCE_LISTS) as [keyof typeof REFERENCE_LISTS, (typeof REFERENCE_LISTS)[keyof typeof REFERENCE_LISTS]][])('GET %s', (name, list) => {
  const get = (query?: Record<string, string>) => call(t.app, c[name], { token, query });

  it(`answers the active items of ${list.key}, by text`, async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const items = res.json<LookupItem[]>();
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((i) => i.key === list.key && i.isActive)).toBe(true);
    expect(items.find((i) => i.text === expected[name].text)).toMatchObject(expected[name]);
    const texts = items.map((i) => i.text);
    expect(texts).toEqual([...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers the inactive ones too with showAll, as the lookup store does', async () => {
    const all = (await get({ showAll: 'true' })).json<LookupItem[]>();
    const byKey = (await call(t.app, { method: 'POST', url: '/api/lookup/ByKey' }, { token, body: { key: list.key, showAll: true } })).json<LookupItem[]>();
    expect(all).toEqual(byKey);
  });

  it('refuses a bad showAll and an unknown parameter, naming them', async () => {
    for (const [query, field] of [[{ showAll: 'maybe' }, 'showAll'], [{ pageSize: '10' }, 'pageSize']] as const) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('lists with inactive seeded items', () => {
  it.each([
    ['serverProfiles', 'Legacy US'],
    ['insuranceCompanies', 'Esurance'],
    ['releaseTracks', 'Legacy Android 9'],
  ] as const)('%s hides %s unless showAll', async (name, text) => {
    expect((await call(t.app, c[name], { token })).json<LookupItem[]>().map((i) => i.text)).not.toContain(text);
    expect((await call(t.app, c[name], { token, query: { showAll: '1' } })).json<LookupItem[]>().find((i) => i.text === text)).toMatchObject({ isActive: false });
  });
});

describe('lookup/Countries and lookup/StateProvince', () => {
  it('answer the countries and a country’s states from their tables, as countrystate does', async () => {
    const countries = (await call(t.app, c.countries, { token })).json<Country[]>();
    expect(countries.map((x) => x.abbreviation)).toEqual(expect.arrayContaining(['US', 'CA', 'MX']));
    const canada = countries.find((x) => x.abbreviation === 'CA') as Country;
    const states = await call(t.app, c.stateProvince, { token, query: { id: String(canada.id) } });
    expect(states.statusCode).toBe(200);
    expect(states.json<StateProvince[]>().find((s) => s.abbreviation === 'ON')).toMatchObject({ name: 'Ontario', countryId: canada.id });
    const same = await call(t.app, { method: 'GET', url: '/api/countrystate/GetStateProvinceList' }, { token, query: { id: String(canada.id) } });
    expect(states.json()).toEqual(same.json());
  });

  it('answer no states for a country that does not exist', async () => {
    expect((await call(t.app, c.stateProvince, { token, query: { id: '99999' } })).json()).toEqual([]);
  });

  it.each([[{}], [{ id: 'ontario' }], [{ id: '0' }], [{ id: '1.5' }]])('StateProvince refuses %j, naming id', async (query) => {
    const res = await call(t.app, c.stateProvince, { token, query: query as Record<string, string> });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('id');
  });

  it('Countries refuses an unknown parameter, naming it', async () => {
    const res = await call(t.app, c.countries, { token, query: { search: 'us' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('search');
  });
});
