import CarRepairIcon from '@mui/icons-material/CarRepairOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Product makes: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'productMakes',
  path: 'admin/catalogues/productmakes',
  messages: 'serviceCatalogue',
  recordRepresentation: 'makeName',
  icon: CarRepairIcon,
});
