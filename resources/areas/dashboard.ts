/**
 * Dashboards (issue 18): one hand-written page serving the five dashboard screens of spec §2, in one chunk loaded
 * the first time a dashboard is shown, MUI X Charts with it (../dashboards/screens.ts); its labels load with it
 * (i18n/areas/dashboards.ts).
 */
import { lazy } from 'react';
import { DASHBOARDS } from '../../contract/dashboardChoices';
import type { Area } from '../../src/declare/area';

const screens = () => import('../dashboards/screens');

export default {
  name: 'dashboard',
  messages: 'dashboards',
  resources: [],
  screens: DASHBOARDS.map((key, i) => ({ key, path: `dashboard/${key}`, group: 'dashboards', order: 20 + i * 10 })),
  pages: Object.fromEntries(DASHBOARDS.map((name) => [name, lazy(async () => ({ default: (await screens()).dashboardPage(name) }))])),
} satisfies Area;
