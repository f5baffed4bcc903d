import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Product-add discounts, on a business's Billing tab: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'productAddDiscounts',
  path: 'business',
  embedded: true,
  view: 'editable',
  recordRepresentation: 'productAddId',
  icon: LocalOfferIcon,
});
