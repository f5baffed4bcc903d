import StorefrontIcon from '@mui/icons-material/StoreOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Distributors, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'distributors',
  messages: 'references',
  icon: StorefrontIcon,
});
