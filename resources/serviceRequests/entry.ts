import BuildIcon from '@mui/icons-material/BuildOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** The service requests (none is created here: a request only opens on its detail): its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'serviceRequests',
  messages: 'serviceRequests',
  path: 'dashboard/requests',
  detailPath: 'dashboard/requests',
  recordRepresentation: 'vin',
  pages: ['edit'],
  icon: BuildIcon,
});
