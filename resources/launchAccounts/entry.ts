import RocketLaunchIcon from '@mui/icons-material/RocketOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Launch accounts, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'launchAccounts',
  messages: 'references',
  icon: RocketLaunchIcon,
});
