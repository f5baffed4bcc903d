/** The history area of the server (issue 33): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { historyRoutes } from './history.routes';
import * as m0029 from './migrations/0029_history_indexes';
import * as m0030 from './migrations/0030_history_by_record_and_action';
import * as m0031 from './migrations/0031_history_text_search';
import * as m0032 from './migrations/0032_history_words';
import * as m0033 from './migrations/0033_history_source';
import * as m0035 from './migrations/0035_history_words_later';
import { seedHistory } from './seed';
import { spanish } from './text.es';

export default defineArea({
  name: 'history',
  routes: { history: historyRoutes },
  migrations: { '0029_history_indexes': m0029, '0030_history_by_record_and_action': m0030, '0031_history_text_search': m0031, '0032_history_words': m0032, '0033_history_source': m0033, '0035_history_words_later': m0035 },
  seed: {
    // A few businesses' past edits by the demo's staff (after every area has written its records).
    '900_history': seedHistory,
  },
  spanish,
});
