/**
 * The dashboards' exports (issue 18), as CSV or XLSX streamed from the database: every service request of a range
 * (ExportServiceRequests), the summary's table (ExportServiceRequestStatistics), and each dashboard's rows matching an
 * ad hoc query, the columns asked for in their order (EXPORT_DASHBOARD names the dashboard of each).
 */
import { dashboardContract as c, EXPORT_DASHBOARD } from '../../../contract/dashboard';
import { DASHBOARD_DECLARATIONS } from '../../../contract/dashboardSchema';
import { route } from '../../http/route';
import { fileName } from './exportColumns';
import { sendRowsExport, sendTable } from './exportFile';
import { rowsExport } from './exportRows';
import { summaryTable } from './exportSummary';

const ALL_STATISTICS_COLUMNS = DASHBOARD_DECLARATIONS.statistics.columns.map((col) => col.key);

export const dashboardExportRoutes = [
  route(c.exportServiceRequests, async ({ query, db, reply }) => {
    const e = await rowsExport(db, 'statistics', { ...query, columns: ALL_STATISTICS_COLUMNS });
    return sendRowsExport(db, reply, e, query.format, fileName('statistics', query.format, query));
  }),
  route(c.exportServiceRequestStatistics, async ({ body, db, reply }) => {
    const { columns, rows } = await summaryTable(db, body);
    return sendTable(reply, columns, rows, body.format, fileName('summary', body.format, body));
  }),
  ...(Object.keys(EXPORT_DASHBOARD) as (keyof typeof EXPORT_DASHBOARD)[]).map((key) => {
    const name = EXPORT_DASHBOARD[key];
    return route(c[key], async ({ body, db, reply }) => sendRowsExport(db, reply, await rowsExport(db, name, body), body.format, fileName(name, body.format, body)));
  }),
];
