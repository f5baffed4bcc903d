import { partnerContract } from '../../../contract/partner';
import { route } from '../../http/route';
import { listPartners, partnerTree } from './partner.repository';

export const partnerRoutes = [
  route(partnerContract.partners, async ({ query, db, language }) => listPartners(db, query, language)),
  route(partnerContract.tree, async ({ query, db, language }) => partnerTree(db, query.key, language)),
];
