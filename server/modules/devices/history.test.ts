/**
 * The devices area's writes go through the one write path (issue 32): each successful write leaves exactly one
 * change history entry for the record it changed (area, entity, action, before, after, who), and a refused one
 * (stale, invalid, duplicate, in use) leaves none.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ActivationInfo, DEVICE_STATUSES, type Device, type Shipment, deviceContract as c } from '../../../contract/device';
import { DEVICE_FILE_TYPES, type DeviceFile, deviceFilesContract as files } from '../../../contract/deviceFiles';
import { REFERENCE_KEYS } from '../../../contract/references';
import { type ToolMake, toolsContract as tools } from '../../../contract/tools';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { createBusiness } from '../businessDetails/testFixtures';

const t = withTestApp();
let token = '';
let userId = 0;
let businessId = 0;
let models: { id: number; manufacturer: string; brand: string; model: string }[] = [];
let trackId = 0;

beforeAll(async () => {
  ({ token, userId } = await signIn(t, 'demo.admin'));
  businessId = await createBusiness(t.db, 'Device History Garage');
  models = await t.db.selectFrom('device_models').select(['id', 'manufacturer', 'brand', 'model']).orderBy('id').execute();
  trackId = (await t.db.selectFrom('lookups').select('id').where('key', '=', REFERENCE_KEYS.releaseTrack).orderBy('id').executeTakeFirstOrThrow()).id;
});

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

const { leaves } = changeHistory(t);

const newDevice = () => ({
  serialNumber: unique('HD'),
  name: 'History bay',
  deviceModelId: models[0].id,
  serverProfileId: null,
  launchAccountId: null,
  statusId: DEVICE_STATUSES.inStock,
  isActive: true,
});

describe('devices: one history entry per write, none for a refused one', () => {
  it('creates, updates and assigns a device, each once in the history', async () => {
    let made = {} as Device;
    const body = newDevice();
    const created = await leaves(async () => {
      made = (await call(t.app, c.createDevice, { token, body })).json<Device>();
    });
    expect(created).toEqual([
      {
        area: 'devices',
        entity: 'device',
        record_id: made.id,
        scope_id: null,
        action: 'create',
        user_id: userId,
        before: null,
        after: expect.objectContaining({ serialNumber: body.serialNumber, name: 'History bay', deviceModelId: models[0].id, manufacturer: models[0].manufacturer, businessId: null, statusId: DEVICE_STATUSES.inStock }),
      },
    ]);

    const updated = await leaves(() => call(t.app, c.updateDevice, { token, body: { ...body, id: made.id, name: 'Renamed bay', version: 1 } }));
    expect(updated).toMatchObject([{ entity: 'device', action: 'update', record_id: made.id, before: { name: 'History bay' }, after: { name: 'Renamed bay' } }]);

    const stale = await leaves(async () => {
      expect((await call(t.app, c.updateDevice, { token, body: { ...body, id: made.id, name: 'Lost', version: 1 } })).statusCode).toBe(409);
    });
    const invalid = await leaves(async () => {
      expect((await call(t.app, c.updateDevice, { token, body: { ...body, id: made.id, deviceModelId: 99999999, version: 2 } })).statusCode).toBe(400);
    });
    const duplicate = await leaves(async () => {
      expect((await call(t.app, c.createDevice, { token, body: { ...newDevice(), serialNumber: body.serialNumber.toLowerCase() } })).statusCode).toBe(409);
    });
    expect([...stale, ...invalid, ...duplicate]).toEqual([]);

    const assigned = await leaves(() => call(t.app, c.assignDevice, { token, body: { deviceId: made.id, businessId, version: 2 } }));
    expect(assigned).toMatchObject([
      { entity: 'device', action: 'update', before: { businessId: null, statusId: DEVICE_STATUSES.inStock }, after: { businessId, statusId: DEVICE_STATUSES.inService } },
    ]);
    const back = await leaves(() => call(t.app, c.assignDevice, { token, body: { deviceId: made.id, businessId: null, version: 3 } }));
    expect(back).toMatchObject([{ entity: 'device', scope_id: businessId, before: { businessId }, after: { businessId: null, statusId: DEVICE_STATUSES.inStock, assignedDate: null } }]);
    const staleAssign = await leaves(async () => {
      expect((await call(t.app, c.assignDevice, { token, body: { deviceId: made.id, businessId, version: 3 } })).statusCode).toBe(409);
    });
    expect(staleAssign).toEqual([]);
  });

  it('records and corrects a shipment, scoped to its device, and refuses a stale or foreign correction without an entry', async () => {
    const deviceId = (await call(t.app, c.createDevice, { token, body: newDevice() })).json<Device>().id;
    const otherId = (await call(t.app, c.createDevice, { token, body: newDevice() })).json<Device>().id;
    let shipment = {} as Shipment;
    const created = await leaves(async () => {
      shipment = (await call(t.app, c.upsertDeviceShipment, { token, body: { deviceId, carrier: 'UPS', shippedDate: '2026-01-05' } })).json<Shipment>();
    });
    expect(created).toEqual([
      {
        area: 'devices',
        entity: 'shipment',
        record_id: shipment.id,
        scope_id: deviceId,
        action: 'create',
        user_id: userId,
        before: null,
        after: { deviceId, carrier: 'UPS', trackingNumber: null, shippedDate: '2026-01-05', deliveredDate: null, address: null, notes: null },
      },
    ]);
    const corrected = await leaves(() => call(t.app, c.upsertDeviceShipment, { token, body: { id: shipment.id, deviceId, carrier: 'FedEx', shippedDate: '2026-01-05', version: 1 } }));
    expect(corrected).toMatchObject([{ entity: 'shipment', action: 'update', before: { carrier: 'UPS' }, after: { carrier: 'FedEx' } }]);
    const refused = await leaves(async () => {
      expect((await call(t.app, c.upsertDeviceShipment, { token, body: { id: shipment.id, deviceId, carrier: 'Lost', version: 1 } })).statusCode).toBe(409);
      expect((await call(t.app, c.upsertDeviceShipment, { token, body: { id: shipment.id, deviceId: otherId, carrier: 'Lost', version: 2 } })).statusCode).toBe(404);
      expect((await call(t.app, c.upsertDeviceShipment, { token, body: { id: shipment.id, deviceId, carrier: 'Lost' } })).statusCode).toBe(400);
    });
    expect(refused).toEqual([]);
  });

  it('saves a device file with its target models in one entry, and refuses a stale or duplicate one without an entry', async () => {
    const body = { id: 0, name: unique('hist-'), fileTypeId: DEVICE_FILE_TYPES.firmware, fileVersion: '1.0.0', targetModelIds: [models[0].id], releaseTrackId: trackId, releaseNotes: '', isActive: true };
    let file = {} as DeviceFile;
    const created = await leaves(async () => {
      file = (await call(t.app, files.updateDeviceFile, { token, body })).json<DeviceFile>();
    });
    expect(created).toMatchObject([{ area: 'devices', entity: 'deviceFile', record_id: file.id, action: 'create', user_id: userId, before: null, after: { name: body.name, targetModelIds: [models[0].id], releaseNotes: null } }]);
    const updated = await leaves(() => call(t.app, files.updateDeviceFile, { token, body: { ...body, id: file.id, targetModelIds: [models[0].id, models[1].id], version: 1 } }));
    expect(updated).toMatchObject([{ entity: 'deviceFile', action: 'update', before: { targetModelIds: [models[0].id] }, after: { targetModelIds: [models[0].id, models[1].id] } }]);
    const refused = await leaves(async () => {
      expect((await call(t.app, files.updateDeviceFile, { token, body: { ...body, id: file.id, version: 1 } })).statusCode).toBe(409);
      expect((await call(t.app, files.updateDeviceFile, { token, body: { ...body, name: body.name.toUpperCase() } })).statusCode).toBe(409);
      expect((await call(t.app, files.updateDeviceFile, { token, body: { ...body, targetModelIds: [99999999] } })).statusCode).toBe(400);
    });
    expect(refused).toEqual([]);
  });

  it('adds and deletes a tool make (its own unversioned record), and refuses a duplicate or a make in use without an entry', async () => {
    const name = unique('Make ');
    let make = {} as ToolMake;
    const added = await leaves(async () => {
      make = (await call(t.app, tools.addToolMake, { token, body: { name } })).json<ToolMake>();
    });
    expect(added).toEqual([{ area: 'devices', entity: 'toolMake', record_id: make.id, scope_id: null, action: 'create', user_id: userId, before: null, after: { name } }]);
    const used = await t.db.selectFrom('device_tools').select('tool_make_id').executeTakeFirstOrThrow();
    const refused = await leaves(async () => {
      expect((await call(t.app, tools.addToolMake, { token, body: { name: name.toLowerCase() } })).statusCode).toBe(409);
      expect((await call(t.app, tools.deleteToolMake, { token, query: { id: String(used.tool_make_id) } })).statusCode).toBe(409);
    });
    expect(refused).toEqual([]);
    const deleted = await leaves(() => call(t.app, tools.deleteToolMake, { token, query: { id: String(make.id) } }));
    expect(deleted).toEqual([{ area: 'devices', entity: 'toolMake', record_id: make.id, scope_id: null, action: 'delete', user_id: userId, before: { name }, after: null }]);
  });

  it('records an activation as an update of the card, and a refused one not at all', async () => {
    const deviceId = (await call(t.app, c.createDevice, { token, body: newDevice() })).json<Device>().id;
    const card = await t.db
      .insertInto('activation_cards')
      .values({ activation_card_id: unique('AC-'), activation_password: 'secret-1', activation_account_type: 1 })
      .returning(['id', 'activation_card_id'])
      .executeTakeFirstOrThrow();
    const activated = await leaves(async () => {
      const res = await call(t.app, c.activateDevice, { token, body: { deviceId, cardId: card.id } });
      expect(res.json<ActivationInfo>().isActivated).toBe(true);
    });
    expect(activated).toMatchObject([
      { area: 'serviceCatalogue', entity: 'activationCard', record_id: card.id, action: 'update', user_id: userId, before: { assignedDeviceId: null, assignedDate: null }, after: { assignedDeviceId: deviceId } },
    ]);
    const other = (await call(t.app, c.createDevice, { token, body: newDevice() })).json<Device>().id;
    const refused = await leaves(async () => {
      expect((await call(t.app, c.activateDevice, { token, body: { deviceId: other, cardId: card.id } })).statusCode).toBe(409);
    });
    expect(refused).toEqual([]);
    expect((await t.db.selectFrom('activation_cards').select('version').where('id', '=', card.id).executeTakeFirstOrThrow()).version).toBe(2);
  });
});
