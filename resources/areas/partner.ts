/** Partners. */
import type { Area } from '../../src/declare/area';
import partner from '../partner/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'partner',
  resources: [lazyResource(partner, () => import('../partner'))],
  screens: [{ key: 'partner', path: 'partner', group: 'business', order: 20 }],
  pages: {},
} satisfies Area;
