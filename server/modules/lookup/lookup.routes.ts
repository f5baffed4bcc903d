import { lookupContract } from '../../../contract/lookup';
import { saveEachRow } from '../../db/batch';
import { route } from '../../http/route';
import { listByKey, refuseSalesRepItem, upsertLookup } from './lookups.repository';
import { listMakes, saveMake } from './makes.repository';

export const lookupRoutes = [
  route(lookupContract.getMakes, async ({ query, db }) => listMakes(db, query.showAll ?? false)),
  // Each row in its own transaction: a row that fails writes nothing and is named in its result.
  route(lookupContract.saveMakes, async ({ body, db, language, user }) => saveEachRow(body, (row) => saveMake(db, { userId: user.id }, row), { language })),
  route(lookupContract.byKey, async ({ body, db }) => listByKey(db, body.key, body.showAll ?? false)),
  route(lookupContract.upsert, async ({ body, db, user }) => {
    refuseSalesRepItem(body);
    return upsertLookup(db, { userId: user.id }, body);
  }),
];
