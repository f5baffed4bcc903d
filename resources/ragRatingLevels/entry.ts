import TrafficIcon from '@mui/icons-material/TrafficOutlined';
import { lookupEntry } from '../defineLookupResource';

/** RAG rating levels, a lookup type: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default lookupEntry({
  name: 'ragRatingLevels',
  messages: 'references',
  icon: TrafficIcon,
});
