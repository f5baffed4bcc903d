/** The files area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { filesRoutes } from './files.routes';
import * as m0016 from './migrations/0016_files';
import { seedFiles } from './seed/files';

export default defineArea({
  name: 'files',
  routes: { files: filesRoutes },
  migrations: { '0016_files': m0016 },
  seed: {
    // The files browser's folders, documents and images.
    '170_files': seedFiles,
  },
  spanish,
});
