/** Every call of the reference lists needs a token (401) with a console role (403), and writes nothing otherwise. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { referencesContract as c } from '../../../contract/references';
import { call, login, withTestApp } from '../../test/harness';
import { snapshot } from '../businessDetails/testFixtures';

const t = withTestApp();
let tech = '';
beforeAll(async () => {
  tech = (await login(t.app, 'demo.tech')).access_token;
});

/** A request an allowed caller could make, for each endpoint of the area. */
const requests: Record<keyof typeof c, { query?: Record<string, string>; body?: unknown }> = {
  serverProfiles: {},
  timeZones: {},
  languages: {},
  insuranceCompanies: { query: { showAll: 'true' } },
  vehicleManufacturers: {},
  distributors: {},
  launchAccounts: {},
  releaseTracks: {},
  hardwares: {},
  ragRatings: {},
  saveInsurance: { query: { name: 'Never Saved Mutual' } },
  vehicleMakes: { query: { year: '2020' } },
  countries: {},
  stateProvince: { query: { id: '1' } },
  deviceManufactureAndModels: {},
  saveZeusLookup: { body: { id: 0, manufacturer: 'Never', brand: 'Saved', model: 'Model' } },
};

describe('access to the reference lists', () => {
  it('answers 401 without a token and 403 to a user without a console role, writing nothing', async () => {
    const tables = ['lookups', 'device_models', 'vehicle_make_years'] as const;
    const before = await snapshot(t.db, [...tables]);
    const lines: string[] = [];
    for (const [name, opts] of Object.entries(requests)) {
      const endpoint = c[name as keyof typeof c] as Endpoint;
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(Object.keys(requests).map((name) => `${name} 401 403`));
    expect(await snapshot(t.db, [...tables])).toBe(before);
  });
});
