import GroupsIcon from '@mui/icons-material/WorkspacesOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Groups, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'groups',
  messages: 'references',
  icon: GroupsIcon,
});
