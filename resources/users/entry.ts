import PersonIcon from '@mui/icons-material/PersonOutlined';
import { defineEntry } from '../resourceEntry';

/** Platform users: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'users',
  path: 'users',
  recordRepresentation: 'Username',
  icon: PersonIcon,
});
