/** A device's shipments (UpsertDeviceShipment, GetDeviceShipments) and its activation (smartlink/activateDevice, DeviceActivatationInfo). */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ActivationInfo, DEVICE_STATUSES, type Shipment, deviceContract as c } from '../../../contract/device';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let modelId = 0;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  modelId = (await t.db.selectFrom('device_models').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

async function newDevice(): Promise<number> {
  const body = { serialNumber: `SA${randomBytes(4).toString('hex')}`, name: 'Van', deviceModelId: modelId, statusId: DEVICE_STATUSES.inStock, isActive: true };
  return (await call(t.app, c.createDevice, { token, body })).json<{ id: number }>().id;
}
async function newCard(overrides: { is_active?: boolean } = {}): Promise<{ id: number; cardId: string }> {
  const cardId = `AC-${randomBytes(4).toString('hex')}`;
  const { id } = await t.db
    .insertInto('activation_cards')
    .values({ activation_card_id: cardId, activation_password: 'secret-1', activation_account_type: 1, ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, cardId };
}

describe('device shipments', () => {
  it('records and corrects shipments, listed newest first', async () => {
    const deviceId = await newDevice();
    const first = (
      await call(t.app, c.upsertDeviceShipment, { token, body: { deviceId, carrier: 'UPS', trackingNumber: '1Z999', shippedDate: '2026-01-05', deliveredDate: '2026-01-08', address: '1 Main St' } })
    ).json<Shipment>();
    expect(first).toMatchObject({ id: expect.any(Number), carrier: 'UPS', shippedDate: '2026-01-05', deliveredDate: '2026-01-08', version: 1 });
    await call(t.app, c.upsertDeviceShipment, { token, body: { deviceId, carrier: 'DHL Express', shippedDate: '2026-03-01' } });
    const corrected = await call(t.app, c.upsertDeviceShipment, { token, body: { id: first.id, deviceId, carrier: 'FedEx', shippedDate: '2026-01-05', version: 1 } });
    expect(corrected.json<Shipment>()).toMatchObject({ carrier: 'FedEx', deliveredDate: null, version: 2 });
    const list = (await call(t.app, c.getDeviceShipments, { token, query: { deviceId: String(deviceId) } })).json<Shipment[]>();
    expect(list.map((s) => s.carrier)).toEqual(['DHL Express', 'FedEx']);
  });

  it('refuses a stale correction, a delivery before shipping, and an unknown device, writing nothing', async () => {
    const deviceId = await newDevice();
    const made = (await call(t.app, c.upsertDeviceShipment, { token, body: { deviceId, carrier: 'UPS' } })).json<Shipment>();
    await call(t.app, c.upsertDeviceShipment, { token, body: { id: made.id, deviceId, carrier: 'USPS', version: 1 } });
    const stale = await call(t.app, c.upsertDeviceShipment, { token, body: { id: made.id, deviceId, carrier: 'Lost', version: 1 } });
    expect(stale.statusCode).toBe(409);
    const early = await call(t.app, c.upsertDeviceShipment, { token, body: { deviceId, carrier: 'UPS', shippedDate: '2026-02-02', deliveredDate: '2026-02-01' } });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('deliveredDate');
    for (const body of [{ deviceId, carrier: '' }, { deviceId, carrier: 'UPS', shippedDate: '01/02/2026' }]) {
      expect((await call(t.app, c.upsertDeviceShipment, { token, body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(t.app, c.upsertDeviceShipment, { token, body: { deviceId: 99999999, carrier: 'UPS' } })).statusCode).toBe(404);
    const list = (await call(t.app, c.getDeviceShipments, { token, query: { deviceId: String(deviceId) } })).json<Shipment[]>();
    expect(list.map((s) => s.carrier)).toEqual(['USPS']);
  });
});

describe('activation', () => {
  const info = async (deviceId: number) => (await call(t.app, c.deviceActivationInfo, { token, body: { deviceId } })).json<ActivationInfo>();

  it('binds a free active card to the device with today’s date, and says so', async () => {
    const deviceId = await newDevice();
    expect(await info(deviceId)).toMatchObject({ deviceId, isActivated: false, cardId: null, activatedDate: null });
    const card = await newCard();
    const res = await call(t.app, c.activateDevice, { token, body: { deviceId, cardId: card.id } });
    expect(res.statusCode, res.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json<ActivationInfo>()).toMatchObject({ isActivated: true, cardId: card.id, activationCardId: card.cardId });
    expect([today, new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)]).toContain(res.json<ActivationInfo>().activatedDate);
    expect(await info(deviceId)).toEqual(res.json());
  });

  it('refuses a bound, inactive or unknown card and an activated device, with a message naming why, binding nothing', async () => {
    const [first, second] = [await newDevice(), await newDevice()];
    const card = await newCard();
    await call(t.app, c.activateDevice, { token, body: { deviceId: first, cardId: card.id } });
    const bound = await call(t.app, c.activateDevice, { token, body: { deviceId: second, cardId: card.id } });
    expect(bound.statusCode).toBe(409);
    expect(bound.json<{ message: string }>().message).toBe(`Activation card ${card.cardId} is already bound to another device.`);
    const inactive = await newCard({ is_active: false });
    const refused = await call(t.app, c.activateDevice, { token, body: { deviceId: second, cardId: inactive.id }, headers: { 'accept-language': 'es' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(inactive.cardId);
    expect((await call(t.app, c.activateDevice, { token, body: { deviceId: second, cardId: 99999999 } })).statusCode).toBe(404);
    const again = await call(t.app, c.activateDevice, { token, body: { deviceId: first, cardId: (await newCard()).id } });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain(card.cardId);
    expect((await info(second)).isActivated).toBe(false);
  });

  it('lets one of two simultaneous activations of a device win', async () => {
    const deviceId = await newDevice();
    const cards = [await newCard(), await newCard()];
    const answers = await Promise.all(cards.map((card) => call(t.app, c.activateDevice, { token, body: { deviceId, cardId: card.id } })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const bound = await t.db.selectFrom('activation_cards').select('id').where('assigned_device_id', '=', deviceId).execute();
    expect(bound).toHaveLength(1);
  });

  it('needs a console role', async () => {
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.activateDevice, { token: tech, body: { deviceId: 1, cardId: 1 } })).statusCode).toBe(403);
    expect((await call(t.app, c.deviceActivationInfo, { body: { deviceId: 1 } })).statusCode).toBe(401);
    expect((await call(t.app, c.upsertDeviceShipment, { token: tech, body: { deviceId: 1, carrier: 'UPS' } })).statusCode).toBe(403);
  });
});
