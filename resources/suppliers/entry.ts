import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Suppliers, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'suppliers',
  messages: 'references',
  icon: LocalShippingIcon,
});
