/** The references area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { referencesRoutes } from './references.routes';
import * as m0013 from './migrations/0013_references';
import { seedReferences } from './seed/references';

export default defineArea({
  name: 'references',
  routes: { references: referencesRoutes },
  migrations: { '0013_references': m0013 },
  seed: {
    '070_references': seedReferences,
  },
  spanish,
});
