import { reportsContract as c } from '../../../contract/reports';
import { route } from '../../http/route';
import { listReportTemplates, removeReportTemplate, saveReportTemplate } from './reportTemplates.repository';
import { listScanTools, removeScanTool, saveScanTool } from './scanTools.repository';

/** Catalogue administration (issue 5): scan tools and report templates (admin/report). */
export const reportsRoutes = [
  route(c.getScanTools, async ({ query, db }) => listScanTools(db, query)),
  route(c.saveScanTool, async ({ body, db, user }) => saveScanTool(db, { userId: user.id }, body)),
  route(c.removeScanTool, async ({ query, db, user }) => removeScanTool(db, { userId: user.id }, query.id, query.version)),
  route(c.getReportTemplates, async ({ query, db }) => listReportTemplates(db, query)),
  route(c.saveReportTemplate, async ({ body, db, user }) => saveReportTemplate(db, { userId: user.id }, body)),
  route(c.removeReportTemplate, async ({ query, db, user }) => removeReportTemplate(db, { userId: user.id }, query.id, query.version)),
];
