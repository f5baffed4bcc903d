/** lookup/VehicleMakes?year: the makes sold in a model year; the year is a 4-digit year in range or a 400 naming it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { MODEL_YEARS, referencesContract as c, type VehicleMakeYears } from '../../../contract/references';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

const get = (query: Record<string, string> = {}) => call(t.app, c.vehicleMakes, { token, query });
const makes = async (year: number) => (await get({ year: String(year) })).json<VehicleMakeYears[]>().map((m) => m.make);

describe('lookup/VehicleMakes', () => {
  it('answers every make with its model years, by make, without a year', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const rows = res.json<VehicleMakeYears[]>();
    expect(rows.find((m) => m.make === 'Saturn')).toMatchObject({ firstYear: 1991, lastYear: 2010 });
    expect(rows.find((m) => m.make === 'Tesla')).toMatchObject({ firstYear: 2008, lastYear: null });
    const names = rows.map((m) => m.make.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers the makes sold in a year, the first and last years included', async () => {
    const in2005 = await makes(2005);
    expect(in2005).toEqual(expect.arrayContaining(['Pontiac', 'Saturn', 'Scion', 'Hummer', 'Ford']));
    expect(in2005).not.toContain('Tesla');
    expect(in2005).not.toContain('Genesis');
    expect(await makes(2008)).toContain('Tesla');
    expect(await makes(2016)).toContain('Scion');
    expect(await makes(2017)).not.toContain('Scion');
    expect(await makes(MODEL_YEARS.max)).toContain('Genesis');
  });

  it.each([['99'], ['20x5'], ['02005'], ['1959'], [String(MODEL_YEARS.max + 1)], ['']])('refuses the year %j, naming year', async (year) => {
    const res = await get({ year });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('year');
  });
});
