import StorefrontIcon from '@mui/icons-material/StoreOutlined';
import { defineEntry } from '../resourceEntry';

/** Businesses (shops), spec §3 Business: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'business',
  path: 'business',
  recordRepresentation: 'name',
  icon: StorefrontIcon,
});
