import MemoryIcon from '@mui/icons-material/MemoryOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** Hardware the mobile app runs on, on the mobile settings screen: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'hardwares',
  path: 'admin/mobile/hardwares',
  messages: 'references',
  icon: MemoryIcon,
});
