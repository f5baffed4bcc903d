import { deviceContract as c } from '../../../contract/device';
import { route } from '../../http/route';
import { activateDevice, activationInfo } from './activation.repository';
import { assignDevice, createDevice, getDeviceById, getDeviceBySerial, updateDevice } from './device.repository';
import { listDevices } from './devices.repository';
import { listShipments, upsertShipment } from './shipments.repository';

export const devicesRoutes = [
  route(c.getDevicesForListing, async ({ query, db }) => listDevices(db, query)),
  route(c.getDevice, async ({ query, db }) => getDeviceBySerial(db, query.serialNumber)),
  route(c.getDeviceById, async ({ query, db }) => getDeviceById(db, query.id)),
  route(c.createDevice, async ({ body, db }) => createDevice(db, body)),
  route(c.updateDevice, async ({ body, db }) => updateDevice(db, body)),
  route(c.assignDevice, async ({ body, db }) => assignDevice(db, body)),
  route(c.upsertDeviceShipment, async ({ body, db }) => upsertShipment(db, body)),
  route(c.getDeviceShipments, async ({ query, db }) => listShipments(db, query.deviceId)),
  route(c.activateDevice, async ({ body, db }) => db.transaction().execute((trx) => activateDevice(trx, body.deviceId, body.cardId))),
  route(c.deviceActivationInfo, async ({ body, db }) => activationInfo(db, body.deviceId)),
];
