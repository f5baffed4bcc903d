/**
 * Maintenance (issue 17): the hand-written page of admin/maintenance, in one chunk loaded the first time it is
 * shown (../maintenance/screens.ts). The screen is spec §2's already (src/layout/screens.ts); its labels load with
 * it (i18n/areas/maintenance.ts).
 */
import { lazy } from 'react';
import type { Area } from '../../src/declare/area';

const screens = () => import('../maintenance/screens');

export default {
  name: 'maintenance',
  messages: 'maintenance',
  resources: [],
  screens: [{ key: 'maintenance', path: 'admin/maintenance', group: 'service', order: 30 }],
  pages: { maintenance: lazy(async () => ({ default: (await screens()).MaintenancePage })) },
} satisfies Area;
