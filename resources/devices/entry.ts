import DevicesIcon from '@mui/icons-material/DevicesOtherOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** The scan devices: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'devices',
  messages: 'devices',
  path: 'admin/devices',
  detailPath: 'admin/device-detail',
  recordRepresentation: 'serialNumber',
  icon: DevicesIcon,
});
