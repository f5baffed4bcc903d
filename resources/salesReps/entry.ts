import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Sales representatives: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'salesReps',
  path: 'admin/salesreps',
  recordRepresentation: 'lastName',
  icon: SupportAgentIcon,
});
