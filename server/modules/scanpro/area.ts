/** The scanpro area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { scanproRoutes } from './scanpro.routes';
import * as m0023 from './migrations/0023_scanpro';
import { seedScanPro } from './seed/scanpro';

export default defineArea({
  name: 'scanpro',
  routes: { scanpro: scanproRoutes },
  migrations: { '0023_scanpro': m0023 },
  seed: {
    // The corporate configuration (business 49, made if the demo is smaller), last but one: it may add a business.
    '210_scanpro': seedScanPro,
  },
  spanish,
});
