import TranslateIcon from '@mui/icons-material/TranslateOutlined';
import { lookupEntry } from '../defineLookupResource';

/** Languages, a lookup type: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'languages',
  messages: 'references',
  icon: TranslateIcon,
});
