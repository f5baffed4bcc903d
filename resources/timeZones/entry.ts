import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Time zones, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'timeZones',
  messages: 'references',
  icon: ScheduleIcon,
});
