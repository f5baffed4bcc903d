/** The reports area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { reportsRoutes } from './reports.routes';
import * as m0012 from './migrations/0012_reports';
import { seedReports } from './seed/reports';

export default defineArea({
  name: 'reports',
  routes: { reports: reportsRoutes },
  migrations: { '0012_reports': m0012 },
  seed: {
    '060_reports': seedReports,
  },
  spanish,
});
