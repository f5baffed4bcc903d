/** A business's tabs' lists: volume and product-add discounts (Billing tab); no screen of their own. */
import type { Area } from '../../src/declare/area';
import volumeDiscounts from '../volumeDiscounts/entry';
import productAddDiscounts from '../productAddDiscounts/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'businessDetails',
  resources: [lazyResource(volumeDiscounts, () => import('../volumeDiscounts')), lazyResource(productAddDiscounts, () => import('../productAddDiscounts'))],
  screens: [],
  pages: {},
} satisfies Area;
