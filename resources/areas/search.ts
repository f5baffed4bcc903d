/**
 * The command palette's record search (issue 35): the palette itself is the shell's, loaded when first opened; this
 * area declares no list or screen of its own. Its messages (i18n/areas/search.ts) are the palette's and the keyboard
 * map's, loaded with them (src/palette/).
 */
import type { Area } from '../../src/declare/area';

export default {
  name: 'search',
  messages: 'search',
  resources: [],
  screens: [],
  pages: {},
} satisfies Area;
