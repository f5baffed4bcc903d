/**
 * The command palette's record search (issue 35): the palette itself is the shell's, loaded when first opened; this
 * area declares no list or screen of its own.
 */
import type { Area } from '../../src/declare/area';

export default {
  name: 'search',
  resources: [],
  screens: [],
  pages: {},
} satisfies Area;
