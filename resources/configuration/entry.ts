import TuneIcon from '@mui/icons-material/TuneOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** The console's settings, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'configuration',
  messages: 'lookupStore',
  icon: TuneIcon,
});
