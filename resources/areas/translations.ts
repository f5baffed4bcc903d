/**
 * Translations (issue 16): the report sections and app labels (admin/translation) and the service elements
 * (admin/rag/service-element-translation), hand-written pages in one chunk loaded the first time either is shown
 * (../translations/screens.ts). Both screens are spec §2's already (src/layout/screens.ts); their labels load
 * with them (i18n/areas/translations.ts).
 */
import { lazy } from 'react';
import type { Area } from '../../src/declare/area';

/** One import for both pages: the chunk and what it needs are named once in the console's first script. */
const screens = () => import('../translations/screens');

export default {
  name: 'translations',
  messages: 'translations',
  resources: [],
  screens: [
    { key: 'serviceElementTranslation', path: 'admin/rag/service-element-translation', group: 'rag', order: 40 },
    { key: 'translation', path: 'admin/translation', group: 'rag', order: 50 },
  ],
  pages: {
    translation: lazy(async () => ({ default: (await screens()).ReportTranslationsPage })),
    serviceElementTranslation: lazy(async () => ({ default: (await screens()).ServiceElementTranslationsPage })),
  },
} satisfies Area;
