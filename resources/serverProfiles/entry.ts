import DnsIcon from '@mui/icons-material/DnsOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Server profiles, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'serverProfiles',
  messages: 'references',
  icon: DnsIcon,
});
