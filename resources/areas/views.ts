/**
 * Saved list views and the column chooser (issue 35): no screen of its own. Every declared table list shows a Views
 * button and a column chooser in its toolbar (src/declare/views/); what they open loads its labels then
 * (i18n/areas/views.ts).
 */
import type { Area } from '../../src/declare/area';

export default {
  name: 'views',
  messages: 'views',
  resources: [],
  screens: [],
  pages: {},
} satisfies Area;
