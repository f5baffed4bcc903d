/** The maintenance area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { maintenanceRoutes } from './maintenance.routes';
import * as m0024 from './migrations/0024_maintenance';

export default defineArea({
  name: 'maintenance',
  routes: { maintenance: maintenanceRoutes },
  migrations: { '0024_maintenance': m0024 },
  spanish,
});
