import StorefrontIcon from '@mui/icons-material/StoreOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Businesses (shops), spec §3 Business: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'business',
  path: 'business',
  recordRepresentation: 'name',
  icon: StorefrontIcon,
});
