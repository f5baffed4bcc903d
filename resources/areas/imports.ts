/**
 * Import from CSV and Excel into a list (issue 34): no screen of its own. A list that imports (contract/imports.ts
 * IMPORT_LISTS) shows an Import button beside its Export; the wizard it opens (src/imports/) loads its labels then
 * (i18n/areas/imports.ts).
 */
import type { Area } from '../../src/declare/area';

export default {
  name: 'imports',
  messages: 'imports',
  resources: [],
  screens: [],
  pages: {},
} satisfies Area;
