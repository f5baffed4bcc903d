import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lookupEntry } from '../defineLookupResource';

/** Invoice methods, a lookup type: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'invoiceMethods',
  messages: 'references',
  icon: ReceiptLongIcon,
});
