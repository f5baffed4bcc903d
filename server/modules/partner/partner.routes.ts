import { partnerContract } from '../../../contract/partner';
import { route } from '../../http/route';
import { listPartners, partnerTree } from './partner.repository';

export const partnerRoutes = [
  route(partnerContract.partners, async ({ query, db }) => listPartners(db, query)),
  route(partnerContract.tree, async ({ query, db }) => partnerTree(db, query.key)),
];
