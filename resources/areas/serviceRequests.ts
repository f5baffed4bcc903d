/** Service requests (the requests dashboard, a request's detail and its work order). */
import type { Area } from '../../src/declare/area';
import serviceRequests from '../serviceRequests/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'serviceRequests',
  resources: [lazyResource(serviceRequests, () => import('../serviceRequests'))],
  screens: [{ key: 'requests', path: 'dashboard/requests', group: 'dashboards', order: 10 }],
  pages: {},
} satisfies Area;
