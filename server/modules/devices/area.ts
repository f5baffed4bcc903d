/** The devices area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { devicesRoutes } from './devices.routes';
import * as m0015 from './migrations/0015_devices';
import * as m0017 from './migrations/0017_tools_deviceFiles';
import * as m0040 from './migrations/0040_device_search_trigrams';
import { seedDevices } from './seed/devices';
import { seedDeviceDetails } from './seed/deviceDetails';
import { seedToolsAndDeviceFiles } from './seed/toolsDeviceFiles';

export default defineArea({
  name: 'devices',
  routes: { devices: devicesRoutes },
  migrations: { '0015_devices': m0015, '0017_tools_deviceFiles': m0017, '0040_device_search_trigrams': m0040 },
  seed: {
    '120_devices': async (trx, run) => seedDevices(trx, await run.businessIds(), run.random),
    '140_deviceDetails': seedDeviceDetails,
    '150_toolsDeviceFiles': seedToolsAndDeviceFiles,
  },
  spanish,
});
