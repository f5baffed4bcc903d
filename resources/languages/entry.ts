import TranslateIcon from '@mui/icons-material/TranslateOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Languages, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'languages',
  messages: 'references',
  icon: TranslateIcon,
});
