import { lookupContract } from '../../../contract/lookup';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { saveEachRow } from '../../db/batch';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { listByKey, upsertLookup } from './lookups.repository';
import { listMakes, saveMake } from './makes.repository';
import { m } from '../../http/text';

export const lookupRoutes = [
  route(lookupContract.getMakes, async ({ query, db }) => listMakes(db, query.showAll ?? false)),
  // Each row in its own transaction: a row that fails writes nothing and is named in its result.
  route(lookupContract.saveMakes, async ({ body, db, language, user }) => saveEachRow(body, (row) => saveMake(db, { userId: user.id }, row), { language })),
  route(lookupContract.byKey, async ({ body, db }) => listByKey(db, body.key, body.showAll ?? false)),
  route(lookupContract.upsert, async ({ body, db, user }) => {
    // A sales rep is a user as well as an item: saved whole through lookup/UpsertSalesRep, never half here.
    if (body.key.toLowerCase() === LOOKUP_KEYS.salesRep) throw badRequest('key', m`${LOOKUP_KEYS.salesRep} items are sales reps: save them with lookup/UpsertSalesRep`);
    return upsertLookup(db, { userId: user.id }, body);
  }),
];
