import PercentIcon from '@mui/icons-material/Percent';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Tax rates, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'taxRates',
  icon: PercentIcon,
});
