import { salesRepsContract as c } from '../../../contract/salesReps';
import { route } from '../../http/route';
import { getSalesRep, listSalesReps } from './salesReps.repository';
import { saveSalesRep } from './saveSalesRep';

export const salesRepsRoutes = [
  route(c.salesReps, async ({ query, db }) => listSalesReps(db, query.showAll)),
  route(c.getSalesRep, async ({ query, db }) => getSalesRep(db, query.id)),
  route(c.upsertSalesRep, async ({ body, db, revocations, user }) => saveSalesRep(db, revocations, { userId: user.id }, body, user.username)),
];
