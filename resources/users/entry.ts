import PersonIcon from '@mui/icons-material/PersonOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Platform users: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'users',
  path: 'users',
  recordRepresentation: 'Username',
  icon: PersonIcon,
});
