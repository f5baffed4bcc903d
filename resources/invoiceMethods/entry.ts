import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Invoice methods, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'invoiceMethods',
  messages: 'references',
  icon: ReceiptLongIcon,
});
