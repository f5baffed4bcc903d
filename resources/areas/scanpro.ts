/**
 * Scan-pro (issue 17): the wizard at admin/scanpro (the spec's screen, already in src/layout/screens.ts), in one
 * chunk loaded the first time it is shown, with its labels (i18n/areas/scanpro.ts).
 */
import { lazy } from 'react';
import type { Area } from '../../src/declare/area';

export default {
  name: 'scanpro',
  messages: 'scanpro',
  resources: [],
  screens: [{ key: 'scanpro', path: 'admin/scanpro', group: 'service', order: 20 }],
  pages: { scanpro: lazy(async () => ({ default: (await import('../scanpro/screens')).ScanProPage })) },
} satisfies Area;
