import PercentIcon from '@mui/icons-material/Percent';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Volume discounts, on a business's Billing tab: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'volumeDiscounts',
  path: 'business',
  embedded: true,
  view: 'editable',
  recordRepresentation: 'volumeBreak',
  icon: PercentIcon,
});
