import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Products: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'products',
  path: 'admin/catalogues/products',
  messages: 'serviceCatalogue',
  recordRepresentation: 'name',
  icon: Inventory2Icon,
});
