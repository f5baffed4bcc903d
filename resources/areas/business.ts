/** Businesses (shops) and, on their detail's User List tab, their users. */
import type { Area } from '../../src/declare/area';
import business from '../business/entry';
import businessUsers from '../businessUsers/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'business',
  resources: [lazyResource(business, () => import('../business')), lazyResource(businessUsers, () => import('../businessUsers'))],
  screens: [{ key: 'business', path: 'business', group: 'business', order: 10 }],
  pages: {},
} satisfies Area;
