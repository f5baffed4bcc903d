/** Sales reps. */
import type { Area } from '../../src/declare/area';
import salesReps from '../salesReps/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'salesReps',
  resources: [lazyResource(salesReps, () => import('../salesReps'))],
  screens: [{ key: 'salesreps', path: 'admin/salesreps', group: 'users', order: 20 }],
  pages: {},
} satisfies Area;
