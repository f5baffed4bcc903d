/** The dashboard area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { dashboardExportRoutes } from './dashboardExport.routes';
import { dashboardRoutes } from './dashboard.routes';
import * as m0025 from './migrations/0025_dashboard';
import * as m0027 from './migrations/0027_dashboard_template_sharing';
import { seedDashboardTemplates } from './seed/dashboard';

export default defineArea({
  name: 'dashboard',
  routes: { dashboardExport: dashboardExportRoutes, dashboard: dashboardRoutes },
  migrations: { '0025_dashboard': m0025, '0027_dashboard_template_sharing': m0027 },
  seed: {
    // A few of the SuperAdmin's saved dashboard queries.
    '220_dashboardTemplates': seedDashboardTemplates,
  },
  spanish,
});
