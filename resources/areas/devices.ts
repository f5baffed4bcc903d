/** Devices with their tools, and device files. */
import type { Area } from '../../src/declare/area';
import devices from '../devices/entry';
import tools from '../tools/entry';
import deviceFiles from '../deviceFiles/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'devices',
  resources: [lazyResource(devices, () => import('../devices')), lazyResource(tools, () => import('../tools')), lazyResource(deviceFiles, () => import('../deviceFiles'))],
  screens: [
    { key: 'devices', path: 'admin/devices', group: 'devices', order: 10 },
    { key: 'deviceDetail', path: 'admin/device-detail', group: 'devices', hidden: true, order: 20 },
    { key: 'deviceFiles', path: 'admin/device-files', group: 'devices', order: 30 },
    { key: 'deviceFileDetail', path: 'admin/device-file-detail', group: 'devices', hidden: true, order: 40 },
  ],
  pages: {},
} satisfies Area;
