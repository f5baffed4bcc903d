/** lookup/GetActivationCards and lookup/UpsertActivationCard. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_ACCOUNT_TYPES as T, type ActivationCard, serviceCatalogueContract as c } from '../../../contract/serviceCatalogue';
import { call, login, withTestApp } from '../../test/harness';
import { fieldsOf, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let device = { id: 0, serialNumber: '' };
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  const row = await t.db.selectFrom('devices').select(['id', 'serial_number']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  device = { id: row.id, serialNumber: row.serial_number };
});

const list = async (showAll?: boolean) =>
  (await call(t.app, c.getActivationCards, { token, query: showAll === undefined ? {} : { showAll: String(showAll) } })).json<ActivationCard[]>();
const upsert = (body: unknown) => call(t.app, c.upsertActivationCard, { token, body });
const card = (more: Record<string, unknown> = {}) => ({ id: 0, activationCardId: 'TP2-AC-25100', activationPassword: 'Zq4-7mWx', activationAccountType: T.shop, ...more });

describe('lookup/GetActivationCards', () => {
  it('answers the seeded active cards with every field, some assigned to a device', async () => {
    const cards = await list();
    expect(cards.find((x) => x.activationCardId === 'TP2-AC-24001')).toMatchObject({
      activationPassword: 'K7m2-Qx9p',
      activationAccountReference: 'MAHLE-SUB-10482',
      activationAccountType: T.shop,
      assignedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      assignedDeviceId: expect.any(Number),
      assignedDeviceSerialNumber: expect.any(String),
      isActive: true,
      version: 1,
    });
    expect(cards.find((x) => x.activationCardId === 'BDS-AC-24050')).toMatchObject({ assignedDeviceId: null, assignedDate: null, activationAccountType: T.demo });
    expect(cards.some((x) => x.activationCardId === 'TP2-AC-23001')).toBe(false);
    expect((await list(true)).find((x) => x.activationCardId === 'TP2-AC-23001')).toMatchObject({ isActive: false });
  });
});

describe('lookup/UpsertActivationCard', () => {
  let created: ActivationCard;

  it('creates a card in stock, then assigns it to a device, dated today when no date is given', async () => {
    const res = await upsert(card({ activationAccountReference: 'MAHLE-SUB-11001' }));
    expect(res.statusCode).toBe(200);
    created = res.json<ActivationCard>();
    expect(created).toMatchObject({ activationCardId: 'TP2-AC-25100', activationPassword: 'Zq4-7mWx', assignedDeviceId: null, assignedDate: null, isActive: true, version: 1 });
    const assigned = await upsert({ ...card({ id: created.id, version: 1 }), assignedDeviceId: device.id });
    expect(assigned.statusCode).toBe(200);
    created = assigned.json<ActivationCard>();
    expect(created).toMatchObject({ assignedDeviceId: device.id, assignedDeviceSerialNumber: device.serialNumber, assignedDate: new Date().toISOString().slice(0, 10), version: 2 });
  });

  it('keeps a given assignment date and clears it with the device', async () => {
    const dated = (await upsert(card({ id: created.id, version: 2, assignedDeviceId: device.id, assignedDate: '2025-10-01' }))).json<ActivationCard>();
    expect(dated).toMatchObject({ assignedDate: '2025-10-01', version: 3 });
    created = (await upsert(card({ id: created.id, version: 3, assignedDeviceId: null }))).json<ActivationCard>();
    expect(created).toMatchObject({ assignedDeviceId: null, assignedDate: null, version: 4 });
  });

  it('refuses a stale version with 409 and a card id already used (any case) with 409, writing nothing', async () => {
    const before = await snapshot(t.db);
    const stale = await upsert(card({ id: created.id, version: 1, activationPassword: 'Overwritten' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale');
    const duplicate = await upsert(card({ activationCardId: 'tp2-ac-24001' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('duplicate');
    expect(await snapshot(t.db)).toBe(before);
  });

  it.each([
    ['a device that does not exist', { assignedDeviceId: 999999 }, 'assignedDeviceId'],
    ['a device id that is not an id', { assignedDeviceId: 0 }, 'assignedDeviceId'],
    ['a date without a device', { assignedDate: '2025-10-01' }, 'assignedDate'],
    ['a bad date', { assignedDeviceId: 1, assignedDate: '10/01/2025' }, 'assignedDate'],
    ['an account type outside the set', { activationAccountType: 9 }, 'activationAccountType'],
    ['no password', { activationPassword: undefined }, 'activationPassword'],
    ['a short password', { activationPassword: 'abc' }, 'activationPassword'],
    ['an empty card id', { activationCardId: ' ' }, 'activationCardId'],
    ['a card id with spaces', { activationCardId: 'TP2 AC 1' }, 'activationCardId'],
    ['the device serial number as input', { assignedDeviceSerialNumber: 'X' }, 'assignedDeviceSerialNumber'],
    ['an update without version', { id: 1 }, 'version'],
  ])('refuses %s with 400 naming %s, writing nothing', async (_name, more, field) => {
    const before = await snapshot(t.db);
    const res = await upsert(card({ activationCardId: 'TP2-AC-25999', ...more }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
  });
});
