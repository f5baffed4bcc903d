import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Activation types, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'activationTypes',
  messages: 'references',
  icon: VpnKeyIcon,
});
