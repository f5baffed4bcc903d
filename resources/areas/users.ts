/** Platform users (spec §3 PlatformUser). */
import type { Area } from '../../src/declare/area';
import users from '../users/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'users',
  resources: [lazyResource(users, () => import('../users'))],
  screens: [{ key: 'users', path: 'users', group: 'users', order: 10 }],
  pages: {},
} satisfies Area;
