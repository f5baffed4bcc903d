/** The dashboards' screens in one chunk, with MUI X Charts, loaded the first time one is shown (../areas/dashboards.ts). */
import { createElement } from 'react';
import type { DashboardName } from '../../contract/dashboardSchema';
import { DashboardPage } from './DashboardPage';

/** The one page, serving the dashboard `name`. */
export const dashboardPage = (name: DashboardName) =>
  function Dashboard() {
    return createElement(DashboardPage, { key: name, name });
  };
