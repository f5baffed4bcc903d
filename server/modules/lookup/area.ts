/** The lookup area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { lookupRoutes } from './lookup.routes';
import * as m0028 from './migrations/0028_lookup_translations';
import { seedLookupTranslations } from './seed/lookupTranslations';

export default defineArea({
  name: 'lookup',
  routes: { lookup: lookupRoutes },
  migrations: { '0028_lookup_translations': m0028 },
  seed: {
    // The Spanish of the lookup values every area before it has made.
    '200_lookupTranslations': seedLookupTranslations,
  },
  spanish,
});
