/** The translations area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { translationsRoutes } from './translations.routes';
import * as m0022 from './migrations/0022_translations';
import { seedTranslations } from './seed/translations';

export default defineArea({
  name: 'translations',
  routes: { translations: translationsRoutes },
  migrations: { '0022_translations': m0022 },
  seed: {
    // Report sections, app labels and the translations already written (after the service elements).
    '190_translations': seedTranslations,
  },
  spanish,
});
