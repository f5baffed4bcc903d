import FactoryIcon from '@mui/icons-material/FactoryOutlined';
import { lookupEntry } from '../defineLookupResource';

/** Vehicle manufacturers, a lookup type: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'vehicleManufacturers',
  messages: 'references',
  icon: FactoryIcon,
});
