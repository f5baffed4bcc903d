import NewReleasesIcon from '@mui/icons-material/NewReleasesOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Release tracks of the mobile app, on the mobile settings screen: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'releaseTracks',
  path: 'admin/mobile/releasetracks',
  messages: 'references',
  icon: NewReleasesIcon,
});
