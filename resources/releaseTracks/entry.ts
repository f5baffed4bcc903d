import NewReleasesIcon from '@mui/icons-material/NewReleasesOutlined';
import { lookupEntry } from '../defineLookupResource';

/** Release tracks of the mobile app, on the mobile settings screen: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'releaseTracks',
  path: 'admin/mobile/releasetracks',
  messages: 'references',
  icon: NewReleasesIcon,
});
