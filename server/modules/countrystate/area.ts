/** The countrystate area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { countrystateRoutes } from './countrystate.routes';

export default defineArea({
  name: 'countrystate',
  routes: { countrystate: countrystateRoutes },
  spanish,
});
