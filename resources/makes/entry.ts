import DirectionsCarIcon from '@mui/icons-material/DirectionsCarOutlined';
import { defineEntry } from '../resourceEntry';

/** Vehicle makes, edited in place: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'makes',
  path: 'admin/makes',
  view: 'editable',
  recordRepresentation: 'make',
  icon: DirectionsCarIcon,
});
