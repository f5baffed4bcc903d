/** The openingHours area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { openingHoursRoutes } from './openingHours.routes';
import * as m0020 from './migrations/0020_opening_hours';
import { seedOpeningHours } from './seed/openingHours';

export default defineArea({
  name: 'openingHours',
  routes: { openingHours: openingHoursRoutes },
  migrations: { '0020_opening_hours': m0020 },
  seed: {
    // Tenants with their weeks, holidays and the audit log's history (needs the users and the time zones).
    '080_openingHours': seedOpeningHours,
  },
  spanish,
});
