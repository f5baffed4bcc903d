import BuildIcon from '@mui/icons-material/BuildOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Scan tools, on the admin/report screen: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'scanTools',
  path: 'admin/report',
  embedded: true,
  view: 'editable',
  messages: 'reports',
  recordRepresentation: 'name',
  icon: BuildIcon,
});
