/** The partner area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { partnerRoutes } from './partner.routes';

export default defineArea({
  name: 'partner',
  routes: { partner: partnerRoutes },
});
