import HubIcon from '@mui/icons-material/AccountTreeOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Partners: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'partner',
  path: 'partner',
  messages: 'partners',
  recordRepresentation: 'name',
  icon: HubIcon,
});
