import FirmwareIcon from '@mui/icons-material/SystemUpdateAltOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** The files device models use: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'deviceFiles',
  messages: 'deviceFiles',
  path: 'admin/device-files',
  detailPath: 'admin/device-file-detail',
  recordRepresentation: 'name',
  icon: FirmwareIcon,
});
