import { viewsContract as c } from '../../../contract/views';
import { route } from '../../http/route';
import { getColumns, resetColumns, saveColumns } from './listColumns';
import { defaultView, deleteView, getView, listViews, shareView, upsertView } from './listViews';

export const listViewRoutes = [
  route(c.viewList, async ({ query, db, user }) => listViews(db, user.id, query.list)),
  route(c.viewGet, async ({ query, db, user }) => getView(db, user.id, query)),
  route(c.viewShare, async ({ body, db, user }) => shareView(db, body, { userId: user.id })),
  route(c.viewUpsert, async ({ body, db, user }) => upsertView(db, body, { userId: user.id })),
  route(c.viewDelete, async ({ body, db, user }) => deleteView(db, body.id, body.version, { userId: user.id })),
];

export const listColumnsRoutes = [
  route(c.columnsGet, async ({ query, db, user }) => ({ ...(await getColumns(db, user.id, query.list)), defaultView: await defaultView(db, user.id, query.list) })),
  route(c.columnsSave, async ({ body, db, user }) => saveColumns(db, body, { userId: user.id })),
  route(c.columnsReset, async ({ body, db, user }) => resetColumns(db, body.list, { userId: user.id })),
];
