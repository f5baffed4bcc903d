import { businessContract as c } from '../../../contract/business';
import { route } from '../../http/route';
import { getLocation, setStatus, swapShopId, upsertBusiness } from './business.repository';
import { exportCsv } from './businessExport';
import { filterOf } from './businessFilters';
import { getInfo, saveInfo } from './businessInfo.repository';
import { listBusinesses } from './businessList.repository';
import { lookupBusinesses } from './businessLookup';

export const businessRoutes = [
  route(c.registered, async ({ query, db }) => {
    const { search, status, ...page } = query;
    return listBusinesses(db, { search, status }, page);
  }),
  route(c.search, async ({ query, db }) => {
    const { orderBy, sortBy, pageSize, offset, ...filters } = query;
    return listBusinesses(db, filterOf(filters), { orderBy, sortBy, pageSize, offset });
  }),
  route(c.export, async ({ query, db, reply }) => {
    const { orderBy, sortBy, columns, header, ...filters } = query;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="businesses.csv"');
    // The stream is the answer: Fastify pipes it, reading from the database (COPY, or keyset pages on PGlite) as the client reads.
    return reply.send(exportCsv(db, filterOf(filters), { orderBy, sortBy }, { columns, header })) as never;
  }),
  route(c.lookupBusiness, async ({ query, db }) => lookupBusinesses(db, query)),
  route(c.location, async ({ query, db }) => getLocation(db, query.key)),
  route(c.upsert, async ({ body, db }) => upsertBusiness(db, body)),
  route(c.setStatus, async ({ body, db }) => setStatus(db, body.id, body.statusId)),
  route(c.swapShopId, async ({ body, db }) => swapShopId(db, body.oldShopId, body.newShopId)),
  route(c.info, async ({ query, db }) => getInfo(db, query.key)),
  route(c.upsertInfo, async ({ body, db }) => saveInfo(db, body)),
];
