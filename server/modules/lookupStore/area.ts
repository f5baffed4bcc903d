/** The lookupStore area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { lookupStoreRoutes } from './lookupStore.routes';
import * as m0009 from './migrations/0009_lookupStore';
import { seedLookupStore } from './seed/lookupStore';

export default defineArea({
  name: 'lookupStore',
  routes: { lookupStore: lookupStoreRoutes },
  migrations: { '0009_lookupStore': m0009 },
  seed: {
    '030_lookupStore': seedLookupStore,
  },
});
