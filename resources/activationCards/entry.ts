import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Activation cards: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'activationCards',
  path: 'admin/catalogues/activationcards',
  messages: 'serviceCatalogue',
  recordRepresentation: 'activationCardId',
  icon: VpnKeyIcon,
});
