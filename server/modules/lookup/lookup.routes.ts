import { lookupContract } from '../../../contract/lookup';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { listByKey, upsertLookup } from './lookups.repository';
import { listMakes, saveMake } from './makes.repository';

export const lookupRoutes = [
  route(lookupContract.getMakes, async ({ query, db }) => listMakes(db, query.showAll ?? false)),
  route(lookupContract.saveMakes, async ({ body, db }) => {
    // Each row in its own transaction: a row that fails writes nothing and is named in its result.
    const results = [];
    for (const [index, row] of body.entries()) {
      try {
        const saved = await saveMake(db, row);
        results.push({ index, id: saved.id, success: true, version: saved.version });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        results.push({ index, id: row.id, success: false, message: err.message });
      }
    }
    return { results };
  }),
  route(lookupContract.byKey, async ({ body, db }) => listByKey(db, body.key, body.showAll ?? false)),
  route(lookupContract.upsert, async ({ body, db }) => upsertLookup(db, body)),
];
