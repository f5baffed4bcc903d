import TrafficIcon from '@mui/icons-material/TrafficOutlined';
import { lookupEntry } from '../../src/declare/defineLookupResource';

/** RAG rating levels, a lookup type: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'ragRatingLevels',
  messages: 'references',
  icon: TrafficIcon,
});
