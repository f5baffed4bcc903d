/** The businessDetails area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { businessDetailsRoutes } from './businessDetails.routes';
import * as m0003 from './migrations/0003_business_details';
import { seedBusinessDetails } from './seed/businessDetails';

export default defineArea({
  name: 'businessDetails',
  routes: { businessDetails: businessDetailsRoutes },
  migrations: { '0003_business_details': m0003 },
  seed: {
    // Users, billing, promotions, discounts and notes of the demo businesses.
    '110_businessDetails': async (trx, run) => seedBusinessDetails(trx, await run.businessIds(), () => run.random.next()),
  },
  spanish,
});
