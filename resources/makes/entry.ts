import DirectionsCarIcon from '@mui/icons-material/DirectionsCarOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Vehicle makes, edited in place: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'makes',
  path: 'admin/makes',
  view: 'editable',
  recordRepresentation: 'make',
  icon: DirectionsCarIcon,
});
