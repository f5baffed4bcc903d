/** device/GetDevicesForListing: a business's devices page by page, the first row carrying the total. */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_STATUSES, type DeviceRow, deviceContract as c } from '../../../contract/device';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness } from '../businessDetails/testFixtures';

const t = withTestApp();
let token = '';
let businessId = 0;
const NAMES = ['bay 1 TechPRO', 'Bay 10 TechPRO', 'Bay 2 MaxiSys', 'Front desk X-431', 'Mobile van ZEUS', 'alignment rack ADS', 'Body shop 100% TechPRO'];

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  businessId = await createBusiness(t.db, 'Device Test Garage');
  const tag = randomBytes(3).toString('hex').toUpperCase();
  await t.db
    .insertInto('devices')
    .values(
      NAMES.map((name, i) => ({
        serial_number: `T${tag}${String(i).padStart(4, '0')}`,
        name,
        manufacturer: i % 2 === 0 ? 'MAHLE' : 'Autel',
        brand: 'TechPRO',
        model: 'TechPRO 2',
        business_id: businessId,
        status_id: DEVICE_STATUSES.inService,
        date_created: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    )
    .execute();
});

const list = (query: Record<string, string> = {}) => call(t.app, c.getDevicesForListing, { token, query: { businessId: String(businessId), ...query } });
const rows = async (query: Record<string, string> = {}) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeviceRow[]>();
};

describe('device/GetDevicesForListing', () => {
  it('answers ten devices by name (any case), the first row carrying TotalItems', async () => {
    const page = await rows();
    expect(page.map((d) => d.name)).toEqual([...NAMES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(page[0].TotalItems).toBe(NAMES.length);
    expect(page.slice(1).every((d) => d.TotalItems === undefined)).toBe(true);
    expect(page[0]).toMatchObject({ businessId, statusId: DEVICE_STATUSES.inService, isActive: true, version: 1 });
    expect(page[0].dateCreated).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('pages with pageSize and offset, the total on each page’s first row', async () => {
    const first = await rows({ pageSize: '3' });
    const second = await rows({ pageSize: '3', offset: '3' });
    const last = await rows({ pageSize: '3', offset: '6' });
    expect([first.length, second.length, last.length]).toEqual([3, 3, 1]);
    expect([first[0].TotalItems, second[0].TotalItems, last[0].TotalItems]).toEqual([7, 7, 7]);
    expect(new Set([...first, ...second, ...last].map((d) => d.id)).size).toBe(NAMES.length);
    expect(await rows({ offset: '7' })).toEqual([]);
  });

  it('sorts by a column either way', async () => {
    const bySerial = await rows({ orderBy: 'serialNumber', sortBy: 'DESC' });
    expect(bySerial.map((d) => d.serialNumber)).toEqual(bySerial.map((d) => d.serialNumber).sort().reverse());
    const byDate = await rows({ orderBy: 'dateCreated', sortBy: 'asc' });
    expect(byDate.map((d) => d.name)).toEqual(NAMES);
  });

  it('searches serial number, name, manufacturer, brand and model, any case, % and _ taken literally', async () => {
    expect((await rows({ search: 'autel' })).map((d) => d.manufacturer)).toEqual(['Autel', 'Autel', 'Autel']);
    expect((await rows({ search: 'BAY 1' })).map((d) => d.name)).toEqual(['bay 1 TechPRO', 'Bay 10 TechPRO']);
    expect((await rows({ search: '100%' })).map((d) => d.name)).toEqual(['Body shop 100% TechPRO']);
    expect(await rows({ search: '_' })).toEqual([]);
    const [one] = await rows({ orderBy: 'id', pageSize: '1' });
    expect((await rows({ search: one.serialNumber.toLowerCase() })).map((d) => d.id)).toEqual([one.id]);
  });

  it('lists every business’s devices without businessId', async () => {
    const all = (await call(t.app, c.getDevicesForListing, { token, query: { pageSize: '1' } })).json<DeviceRow[]>();
    expect(all[0].TotalItems).toBeGreaterThan(NAMES.length);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ pageSize: '0' }, 'pageSize'],
      [{ offset: '-1' }, 'offset'],
      [{ orderBy: 'password' }, 'orderBy'],
      [{ sortBy: 'sideways' }, 'sortBy'],
      [{ businessId: 'abc' }, 'businessId'],
      [{ serial: 'x' }, 'serial'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
  });

  it('answers 404 for a business that does not exist', async () => {
    const res = await list({ businessId: '99999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain('99999999');
  });

  it('needs a token with a console role', async () => {
    expect((await call(t.app, c.getDevicesForListing, { query: { businessId: String(businessId) } })).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.getDevicesForListing, { token: tech, query: { businessId: String(businessId) } })).statusCode).toBe(403);
  });
});
