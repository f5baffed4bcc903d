import FactoryIcon from '@mui/icons-material/FactoryOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Vehicle manufacturers, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'vehicleManufacturers',
  messages: 'references',
  icon: FactoryIcon,
});
