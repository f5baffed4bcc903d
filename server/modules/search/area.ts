/** The search area of the server (issue 35): the command palette's record search. See server/areaManifest.ts and contract/search.ts. */
import { defineArea } from '../../areaManifest';
import * as m0036 from './migrations/0036_search_indexes';
import * as m0038 from './migrations/0038_search_records';
import * as m0041 from './migrations/0041_search_records_statistics';
import * as m0042 from './migrations/0042_search_partners';
import * as m0043 from './migrations/0043_search_title_words';
import { searchRoutes } from './search.routes';

export default defineArea({
  name: 'search',
  routes: { search: searchRoutes },
  migrations: { '0036_search_indexes': m0036, '0038_search_records': m0038, '0041_search_records_statistics': m0041, '0042_search_partners': m0042, '0043_search_title_words': m0043 },
});
