import { historyContract as c } from '../../../contract/history';
import { route } from '../../http/route';
import { activity, authors, entryOf, recordHistory } from './entries';
import { exportActivity } from './activityExport';
import { CallRefused } from '../../http/callAs';
import { revert } from './revert';
import { addQueuedWords } from '../../db/historyWords';

/** The change history (issue 33): a record's history, the Activity screen's and its CSV, its authors, and a revert. */
export const historyRoutes = [
  route(c.record, async ({ query, db }) => recordHistory(db, query)),
  route(c.activity, async ({ body, db }) => activity(db, body)),
  route(c.activityExport, async ({ query, db, reply, language }) => {
    const { columns, header, ...filters } = query;
    if (filters.search) await addQueuedWords(db);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="activity.csv"');
    return reply.send(exportActivity(db, filters, { columns, header, language })) as never;
  }),
  route(c.authors, async ({ db }) => authors(db)),
  route(c.revert, async ({ body, db, req, reply }) => {
    try {
      const made = await revert(db, req, body);
      return { entry: made && entryOf(made) };
    } catch (err) {
      // The record's own call refused the edit (validation, authorization, a stale version): its answer, as it is.
      if (err instanceof CallRefused) return reply.code(err.statusCode).send(err.body) as never;
      throw err;
    }
  }),
];
