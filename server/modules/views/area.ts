/** The views area of the server (issue 35): saved list views and column choices; see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import * as m0037 from './migrations/0037_list_views';
import { seedListViews } from './seed';
import { spanish } from './text.es';
import { listColumnsRoutes, listViewRoutes } from './views.routes';

export default defineArea({
  name: 'views',
  routes: { listView: listViewRoutes, listColumns: listColumnsRoutes },
  migrations: { '0037_list_views': m0037 },
  seed: {
    // Two of the SuperAdmin's views of the businesses list (after the businesses' lookups are written).
    '230_listViews': seedListViews,
  },
  spanish,
});
