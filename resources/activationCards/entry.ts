import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { defineEntry } from '../resourceEntry';

/** Activation cards: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'activationCards',
  path: 'admin/catalogues/activationcards',
  messages: 'serviceCatalogue',
  recordRepresentation: 'activationCardId',
  icon: VpnKeyIcon,
});
