import BuildIcon from '@mui/icons-material/BuildOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** A device's tools, on its Device tab (read only: no page of their own): its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'tools',
  messages: 'tools',
  path: 'admin/device-detail',
  embedded: true,
  recordRepresentation: 'name',
  pages: [],
  icon: BuildIcon,
});
