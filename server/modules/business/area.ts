/** The business area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { businessRoutes } from './business.routes';
import * as m0002 from './migrations/0002_business';
import * as m0005 from './migrations/0005_business_search_speed';
import * as m0008 from './migrations/0008_search_word_suffixes';
import { seedBusinessLookups, seedBusinesses } from './seed/businesses';

export default defineArea({
  name: 'business',
  routes: { business: businessRoutes },
  migrations: { '0002_business': m0002, '0005_business_search_speed': m0005, '0008_search_word_suffixes': m0008 },
  seed: {
    // The lookup values businesses reference, first: the areas after it read them.
    '010_businessLookups': async (trx, run) => {
      run.lookupIds = await seedBusinessLookups(trx);
    },
    // The demo businesses, their addresses and search words.
    '100_businesses': async (trx, run) => {
      if (!run.lookupIds) throw new Error('The business lookups are seeded before the businesses (step 010).');
      await seedBusinesses(trx, run.options.businesses ?? 0, run.lookupIds);
    },
  },
  spanish,
});
