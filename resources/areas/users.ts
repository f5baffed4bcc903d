/** Platform users (spec §3 PlatformUser). */
import type { Area } from '../area';
import users from '../users/entry';
import { lazyResource } from '../resourceEntry';

export default {
  name: 'users',
  resources: [lazyResource(users, () => import('../users'))],
  screens: [{ key: 'users', path: 'users', group: 'users', order: 10 }],
  pages: {},
} satisfies Area;
