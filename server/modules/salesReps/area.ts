/** The salesReps area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { salesRepsRoutes } from './salesReps.routes';
import * as m0006 from './migrations/0006_sales_reps';
import { seedSalesReps } from './seed/salesReps';

export default defineArea({
  name: 'salesReps',
  routes: { salesReps: salesRepsRoutes },
  migrations: { '0006_sales_reps': m0006 },
  seed: {
    '020_salesReps': seedSalesReps,
  },
  spanish,
});
