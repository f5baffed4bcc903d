import GroupsIcon from '@mui/icons-material/WorkspacesOutlined';
import { lookupEntry } from '../defineLookupResource';

/** Groups, a lookup type: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'groups',
  messages: 'references',
  icon: GroupsIcon,
});
