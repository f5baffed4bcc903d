import { businessContract as c } from '../../../contract/business';
import { route } from '../../http/route';
import { getLocation, setStatus, swapShopId, upsertBusiness } from './business.repository';
import { exportCsv } from './businessExport';
import { getInfo, saveInfo } from './businessInfo.repository';
import { listBusinesses } from './businessList.repository';
import { lookupBusinesses } from './businessLookup';

export const businessRoutes = [
  route(c.registered, async ({ query, db }) => {
    const { search, status, ...page } = query;
    return listBusinesses(db, { search, status }, page);
  }),
  route(c.search, async ({ query, db }) => {
    const { search, status, orderBy, sortBy, pageSize, offset, isMobileClient, isEnterpriseClient, isProTechClient, isCorporateAccount, ...filters } = query;
    const flags = {
      is_mobile_client: isMobileClient,
      is_enterprise_client: isEnterpriseClient,
      is_pro_tech_client: isProTechClient,
      is_corporate_account: isCorporateAccount,
    };
    return listBusinesses(db, { search, status, flags, ...filters }, { orderBy, sortBy, pageSize, offset });
  }),
  route(c.export, async ({ query, db, reply }) => {
    const { search, status, orderBy, sortBy } = query;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="businesses.csv"');
    // The stream is the answer: Fastify pipes it, pulling a page from the database as the client reads.
    return reply.send(exportCsv(db, { search, status }, { orderBy, sortBy })) as never;
  }),
  route(c.lookupBusiness, async ({ query, db }) => lookupBusinesses(db, query.search)),
  route(c.location, async ({ query, db }) => getLocation(db, query.key)),
  route(c.upsert, async ({ body, db }) => upsertBusiness(db, body)),
  route(c.setStatus, async ({ body, db }) => setStatus(db, body.id, body.statusId)),
  route(c.swapShopId, async ({ body, db }) => swapShopId(db, body.oldShopId, body.newShopId)),
  route(c.info, async ({ query, db }) => getInfo(db, query.key)),
  route(c.upsertInfo, async ({ body, db }) => saveInfo(db, body)),
];
