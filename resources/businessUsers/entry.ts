import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** A business's users, on its User List tab: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'businessUsers',
  path: 'business',
  embedded: true,
  view: 'editable',
  messages: 'businessUsers',
  recordRepresentation: 'name',
  icon: PeopleIcon,
});
