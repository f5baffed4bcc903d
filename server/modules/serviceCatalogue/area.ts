/** The serviceCatalogue area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { serviceCatalogueRoutes } from './serviceCatalogue.routes';
import * as m0010 from './migrations/0010_serviceCatalogue';
import { assignDemoActivationCards, seedServiceCatalogue } from './seed/serviceCatalogue';

export default defineArea({
  name: 'serviceCatalogue',
  routes: { serviceCatalogue: serviceCatalogueRoutes },
  migrations: { '0010_serviceCatalogue': m0010 },
  seed: {
    '040_serviceCatalogue': seedServiceCatalogue,
    // The demo devices' activation cards (after the devices).
    '160_activationCards': assignDemoActivationCards,
  },
  spanish,
});
