/** The rag area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { ragRoutes } from './rag.routes';
import * as m0021 from './migrations/0021_rag';
import { seedRag } from './seed/rag';

export default defineArea({
  name: 'rag',
  routes: { rag: ragRoutes },
  migrations: { '0021_rag': m0021 },
  seed: {
    // Service elements, the demo vehicles' ratings and their audit history (needs the groups and demo.admin).
    '090_rag': seedRag,
  },
  spanish,
});
