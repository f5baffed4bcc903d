/** The imports area of the server (issue 34): see server/areaManifest.ts and contract/imports.ts. */
import { defineArea } from '../../areaManifest';
import { importsRoutes } from './imports.routes';
import * as m0034 from './migrations/0034_imports';
import { spanish } from './text.es';

export default defineArea({
  name: 'imports',
  routes: { imports: importsRoutes },
  migrations: { '0034_imports': m0034 },
  spanish,
});
