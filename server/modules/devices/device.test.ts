/** One device: GetDevice by serial number, GetDeviceById, CreateDevice, UpdateDevice (stale refused), AssignDevice. */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_STATUSES, type Device, deviceContract as c } from '../../../contract/device';
import { REFERENCE_KEYS } from '../../../contract/references';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness } from '../businessDetails/testFixtures';

const t = withTestApp();
let token = '';
let businessId = 0;
let model = { id: 0, manufacturer: '', brand: '', model: '' };
let profileId = 0;
const serial = () => `DT${randomBytes(4).toString('hex').toUpperCase()}`;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  businessId = await createBusiness(t.db, 'Device Detail Garage');
  model = await t.db.selectFrom('device_models').select(['id', 'manufacturer', 'brand', 'model']).orderBy('id').executeTakeFirstOrThrow();
  profileId = (await t.db.selectFrom('lookups').select('id').where('key', '=', REFERENCE_KEYS.serverProfile).executeTakeFirstOrThrow()).id;
});

const newDevice = (overrides: Record<string, unknown> = {}) => ({
  serialNumber: serial(),
  name: 'Calibration bay TechPRO',
  deviceModelId: model.id,
  serverProfileId: profileId,
  launchAccountId: null,
  statusId: DEVICE_STATUSES.inStock,
  isActive: true,
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(t.app, c.createDevice, { token, body: newDevice(overrides) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Device>();
};

describe('device/CreateDevice and GetDeviceById', () => {
  it('creates a device in stock, its manufacturer, brand and model copied from its model', async () => {
    const made = await create();
    expect(made).toMatchObject({ deviceModelId: model.id, manufacturer: model.manufacturer, brand: model.brand, model: model.model, businessId: null, businessName: null, version: 1, serverProfileId: profileId });
    const read = await call(t.app, c.getDeviceById, { token, query: { id: String(made.id) } });
    expect(read.json<Device>()).toEqual(made);
  });

  it('finds a device by serial number in any case, and answers 404 naming an unknown one', async () => {
    const made = await create();
    const found = await call(t.app, c.getDevice, { token, query: { serialNumber: made.serialNumber.toLowerCase() } });
    expect(found.json<Device>().id).toBe(made.id);
    const missing = await call(t.app, c.getDevice, { token, query: { serialNumber: 'NOPE123' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toContain('NOPE123');
    expect((await call(t.app, c.getDeviceById, { token, query: { id: '99999999' } })).statusCode).toBe(404);
  });

  it('refuses a serial number another device has, in any case, writing nothing', async () => {
    const made = await create();
    const before = await t.db.selectFrom('devices').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await call(t.app, c.createDevice, { token, body: newDevice({ serialNumber: made.serialNumber.toLowerCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain(made.serialNumber.toLowerCase());
    const after = await t.db.selectFrom('devices').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, field] of [
      [newDevice({ serialNumber: '' }), 'serialNumber'],
      [newDevice({ serialNumber: 'has space' }), 'serialNumber'],
      [newDevice({ name: 'x'.repeat(101) }), 'name'],
      [newDevice({ deviceModelId: 99999999 }), 'deviceModelId'],
      [newDevice({ serverProfileId: 99999999 }), 'serverProfileId'],
      [newDevice({ launchAccountId: profileId }), 'launchAccountId'],
      [newDevice({ statusId: 9 }), 'statusId'],
      [{ ...newDevice(), password: 'x' }, ''],
    ] as const) {
      const res = await call(t.app, c.createDevice, { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
  });

  it('answers in Spanish when asked', async () => {
    const res = await call(t.app, c.getDeviceById, { token, query: { id: '99999999' }, headers: { 'accept-language': 'es' } });
    expect(res.json<{ message: string }>().message).toBe('No se encontró el dispositivo 99999999.');
  });
});

describe('device/UpdateDevice', () => {
  it('updates at the version and refuses a stale edit without applying it', async () => {
    const made = await create();
    const body = { ...newDevice({ serialNumber: made.serialNumber, name: 'Front desk TechPRO' }), id: made.id, version: made.version };
    const saved = (await call(t.app, c.updateDevice, { token, body })).json<Device>();
    expect(saved).toMatchObject({ name: 'Front desk TechPRO', version: 2 });
    const stale = await call(t.app, c.updateDevice, { token, body: { ...body, name: 'Lost edit' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('stale');
    expect((await call(t.app, c.getDeviceById, { token, query: { id: String(made.id) } })).json<Device>().name).toBe('Front desk TechPRO');
  });

  it('answers 404 for a device that does not exist', async () => {
    const res = await call(t.app, c.updateDevice, { token, body: { ...newDevice(), id: 99999999, version: 1 } });
    expect(res.statusCode).toBe(404);
  });
});

describe('device/AssignDevice', () => {
  it('gives a device to a business (in service, dated) and returns it to stock, each at its version', async () => {
    const made = await create();
    const assigned = (await call(t.app, c.assignDevice, { token, body: { deviceId: made.id, businessId, version: made.version } })).json<Device>();
    expect(assigned).toMatchObject({ businessId, businessName: 'Device Detail Garage', statusId: DEVICE_STATUSES.inService, version: 2 });
    expect(assigned.assignedDate).toMatch(/^\d{4}-/);
    const listed = await call(t.app, c.getDevicesForListing, { token, query: { businessId: String(businessId), search: made.serialNumber } });
    expect(listed.json<Device[]>().map((d) => d.id)).toEqual([made.id]);
    const stale = await call(t.app, c.assignDevice, { token, body: { deviceId: made.id, businessId: null, version: made.version } });
    expect(stale.statusCode).toBe(409);
    const back = (await call(t.app, c.assignDevice, { token, body: { deviceId: made.id, businessId: null, version: 2 } })).json<Device>();
    expect(back).toMatchObject({ businessId: null, statusId: DEVICE_STATUSES.inStock, assignedDate: null });
  });

  it('answers 404 for an unknown business or device, changing nothing', async () => {
    const made = await create();
    expect((await call(t.app, c.assignDevice, { token, body: { deviceId: made.id, businessId: 99999999, version: 1 } })).statusCode).toBe(404);
    expect((await call(t.app, c.assignDevice, { token, body: { deviceId: 99999999, businessId, version: 1 } })).statusCode).toBe(404);
    expect((await call(t.app, c.getDeviceById, { token, query: { id: String(made.id) } })).json<Device>()).toMatchObject({ businessId: null, version: 1 });
  });
});

describe('access', () => {
  it('needs a console role for every device call', async () => {
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.createDevice, { body: newDevice() })).statusCode).toBe(401);
    expect((await call(t.app, c.createDevice, { token: tech, body: newDevice() })).statusCode).toBe(403);
    expect((await call(t.app, c.getDeviceById, { token: tech, query: { id: '1' } })).statusCode).toBe(403);
    expect((await call(t.app, c.assignDevice, { token: tech, body: { deviceId: 1, businessId: null, version: 1 } })).statusCode).toBe(403);
  });
});
