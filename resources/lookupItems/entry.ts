import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Items of any lookup type, at admin/defaults: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'lookupItems',
  path: 'admin/defaults',
  embedded: true,
  messages: 'lookupStore',
  recordRepresentation: 'text',
  icon: ListAltIcon,
});
