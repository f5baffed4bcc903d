import { dashboardContract as c } from '../../../contract/dashboard';
import { route } from '../../http/route';
import { dashboardChart } from './charts';
import { dashboardData, dataSchemaOf } from './data';
import { summaryOf } from './summary';
import { listTemplates, removeTemplate, saveTemplate, shareTemplate } from './templates';

export const dashboardRoutes = [
  route(c.dataSchema, async ({ query, db }) => dataSchemaOf(db, query.name, query.language)),
  route(c.summaryChoices, async ({ query, db }) => summaryOf(db, query)),
  route(c.data, async ({ body, db }) => dashboardData(db, body)),
  route(c.chart, async ({ body, db }) => dashboardChart(db, body)),
  route(c.templates, async ({ query, db, user }) => listTemplates(db, user.id, query)),
  route(c.templateSave, async ({ body, db, user }) => saveTemplate(db, body, { userId: user.id })),
  route(c.templateRemove, async ({ body, db, user }) => removeTemplate(db, body.id, { userId: user.id })),
  route(c.templateShare, async ({ body, db, user }) => shareTemplate(db, body.id, body.shared, { userId: user.id })),
];
