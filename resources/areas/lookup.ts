/** The lookup calls' catalogues: makes (Lookup/*). */
import type { Area } from '../../src/declare/area';
import makes from '../makes/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'lookup',
  resources: [lazyResource(makes, () => import('../makes'))],
  screens: [{ key: 'makes', path: 'admin/makes', group: 'catalogues', order: 10 }],
  pages: {},
} satisfies Area;
