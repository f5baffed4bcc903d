import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Insurance companies, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'insuranceCompanies',
  messages: 'references',
  icon: ShieldIcon,
});
