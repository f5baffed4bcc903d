/**
 * Dashboards (issue 18): one hand-written page serving the five dashboard screens of spec §2 , in one chunk loaded the first time a dashboard is shown, MUI X Charts with it
 * (../dashboards/screens.ts); its labels load with it (i18n/areas/dashboards.ts).
 */
import { lazy } from 'react';
import type { DashboardName } from '../../contract/dashboardSchema';
import type { Area } from '../area';

const screens = () => import('../dashboards/screens');

/** The dashboards served (contract/dashboardSchema.ts's DASHBOARDS, named here so the schema stays out of the first chunk). */
export const DASHBOARD_SCREENS = ['statistics', 'devicestatistics', 'activationcardstatistics', 'businessaccountsinfo', 'deviceshipments'] as const satisfies readonly DashboardName[];

export default {
  name: 'dashboard',
  messages: 'dashboards',
  resources: [],
  screens: DASHBOARD_SCREENS.map((key, i) => ({ key, path: `dashboard/${key}`, group: 'dashboards', order: 20 + i * 10 })),
  pages: Object.fromEntries(DASHBOARD_SCREENS.map((name) => [name, lazy(async () => ({ default: (await screens()).dashboardPage(name) }))])),
} satisfies Area;
