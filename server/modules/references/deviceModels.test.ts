/** app/GetDeviceManufactureAndModels and app/SaveZeusLookup: the device manufacturers' models, whose distinct brands are the brand list. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DeviceModel, deviceBrands, referencesContract as c } from '../../../contract/references';
import { call, login, withTestApp } from '../../test/harness';
import { snapshot } from '../businessDetails/testFixtures';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

const list = async (showAll?: boolean) => (await call(t.app, c.deviceManufactureAndModels, { token, query: showAll ? { showAll: 'true' } : {} })).json<DeviceModel[]>();
const save = (body: unknown) => call(t.app, c.saveZeusLookup, { token, body });
const models = () => snapshot(t.db, ['device_models']);

describe('app/GetDeviceManufactureAndModels', () => {
  it('answers the active models by manufacturer, brand and model, their brands distinct', async () => {
    const rows = await list();
    expect(rows.find((m) => m.model === 'PAD VII')).toMatchObject({ manufacturer: 'Launch', brand: 'X-431', isActive: true, version: 1 });
    expect(rows.every((m) => m.isActive)).toBe(true);
    const order = rows.map((m) => `${m.manufacturer}|${m.brand}|${m.model}`.toLowerCase());
    expect(order).toEqual([...order].sort());
    expect(deviceBrands(rows)).toEqual(['ADAS', 'ADS', 'MaxiIM', 'MaxiSys', 'TechPRO', 'X-431', 'ZEUS']);
  });

  it('answers the retired models too with showAll', async () => {
    expect((await list()).map((m) => m.model)).not.toContain('TechPRO');
    expect((await list(true)).find((m) => m.model === 'TechPRO')).toMatchObject({ manufacturer: 'MAHLE', isActive: false });
  });

  it('refuses a bad showAll, naming it', async () => {
    const res = await call(t.app, c.deviceManufactureAndModels, { token, query: { showAll: 'yes please' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('showAll');
  });
});

describe('app/SaveZeusLookup', () => {
  let saved: DeviceModel;

  it('creates a model from id 0, trimmed, and a new brand joins the brand list', async () => {
    const res = await save({ id: 0, manufacturer: ' Hunter ', brand: 'Hawkeye', model: 'Elite' });
    expect(res.statusCode).toBe(200);
    saved = res.json<DeviceModel>();
    expect(saved).toMatchObject({ manufacturer: 'Hunter', brand: 'Hawkeye', model: 'Elite', isActive: true, version: 1 });
    expect(await t.db.selectFrom('device_models').selectAll().where('id', '=', saved.id).executeTakeFirst()).toMatchObject({ manufacturer: 'Hunter', brand: 'Hawkeye', model: 'Elite', is_active: true });
    expect(deviceBrands(await list())).toContain('Hawkeye');
  });

  it('updates at the current version, only that row', async () => {
    const before = (await list(true)).filter((m) => m.id !== saved.id);
    const res = await save({ ...saved, model: 'Elite ADAS', isActive: false });
    expect(res.json<DeviceModel>()).toMatchObject({ id: saved.id, model: 'Elite ADAS', isActive: false, version: 2 });
    expect((await list(true)).filter((m) => m.id !== saved.id)).toEqual(before);
    saved = res.json<DeviceModel>();
  });

  it('refuses a stale version (409 stale) and a second model of the same name (409 duplicate), writing nothing', async () => {
    const before = await models();
    const stale = await save({ ...saved, model: 'Overwritten', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale');
    const duplicate = await save({ id: 0, manufacturer: 'launch', brand: 'X-431', model: 'pad vii' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('duplicate');
    expect(await models()).toBe(before);
  });

  it.each([
    ['an empty manufacturer', { manufacturer: ' ' }, 'manufacturer'],
    ['no brand', { brand: undefined }, 'brand'],
    ['a model over 60 characters', { model: 'm'.repeat(61) }, 'model'],
    ['a negative id', { id: -1 }, 'id'],
    ['isActive that is not a boolean', { isActive: 'yes' }, 'isActive'],
    ['an unknown field', { serialNumber: 'X1' }, 'serialNumber'],
    ['an update without version', { id: 1 }, 'version'],
  ])('refuses %s, naming %s, and writes nothing', async (_what, change, field) => {
    const before = await models();
    const res = await save({ id: 0, manufacturer: 'Hunter', brand: 'Hawkeye', model: 'Pro', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await models()).toBe(before);
  });
});
