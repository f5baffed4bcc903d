import { deviceContract as c } from '../../../contract/device';
import { deviceFilesContract as files } from '../../../contract/deviceFiles';
import { toolsContract as tools } from '../../../contract/tools';
import { route } from '../../http/route';
import { activateDevice, activationInfo } from './activation.repository';
import { assignDevice, createDevice, getDeviceById, getDeviceBySerial, updateDevice } from './device.repository';
import { listDevices } from './devices.repository';
import { allDeviceFiles, deviceFileById, saveDeviceFile } from './deviceFiles.repository';
import { listShipments, upsertShipment } from './shipments.repository';
import { addToolMake, deleteToolMake, listToolMakes } from './toolMakes.repository';
import { allTools, listTools } from './tools.repository';

export const devicesRoutes = [
  route(c.getDevicesForListing, async ({ query, db }) => listDevices(db, query)),
  route(c.getDevice, async ({ query, db }) => getDeviceBySerial(db, query.serialNumber)),
  route(c.getDeviceById, async ({ query, db }) => getDeviceById(db, query.id)),
  route(c.createDevice, async ({ body, db, user }) => createDevice(db, { userId: user.id }, body)),
  route(c.updateDevice, async ({ body, db, user }) => updateDevice(db, { userId: user.id }, body)),
  route(c.assignDevice, async ({ body, db, user }) => assignDevice(db, { userId: user.id }, body)),
  route(c.upsertDeviceShipment, async ({ body, db, user }) => upsertShipment(db, { userId: user.id }, body)),
  route(c.getDeviceShipments, async ({ query, db }) => listShipments(db, query.deviceId)),
  route(c.activateDevice, async ({ body, db, user }) => db.transaction().execute((trx) => activateDevice(trx, { userId: user.id }, body.deviceId, body.cardId))),
  route(c.deviceActivationInfo, async ({ body, db }) => activationInfo(db, body.deviceId)),
  route(tools.getAllTools, async ({ query, db }) => allTools(db, query)),
  route(tools.getToolsForListing, async ({ query, db }) => listTools(db, query)),
  route(tools.getToolMakes, async ({ db }) => listToolMakes(db)),
  route(tools.addToolMake, async ({ body, db, user }) => addToolMake(db, { userId: user.id }, body.name)),
  route(tools.deleteToolMake, async ({ query, db, user }) => deleteToolMake(db, { userId: user.id }, query.id)),
  route(files.getAllDeviceFiles, async ({ query, db }) => allDeviceFiles(db, query.deviceModelId)),
  route(files.getDeviceFileById, async ({ query, db }) => deviceFileById(db, query.id)),
  route(files.updateDeviceFile, async ({ body, db, user }) => saveDeviceFile(db, { userId: user.id }, body)),
];
