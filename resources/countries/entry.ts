import PublicIcon from '@mui/icons-material/PublicOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Countries: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'countries',
  path: 'admin/catalogues/countries',
  recordRepresentation: 'name',
  icon: PublicIcon,
});
