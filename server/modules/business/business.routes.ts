import { businessContract as c } from '../../../contract/business';
import { route } from '../../http/route';
import { getLocation, setStatus, swapShopId, upsertBusiness } from './business.repository';
import { exportCsv } from './businessExport';
import { filterOf } from './businessFilters';
import { getInfo, saveInfo } from './businessInfo.repository';
import { listBusinesses } from './businessList.repository';
import { lookupBusinesses } from './businessLookup';
import { inLanguage } from '../lookup/lookupTexts';

export const businessRoutes = [
  // The rows' status in the caller's language (issue 31).
  route(c.registered, async ({ query, db, language }) => {
    const { search, status, ...page } = query;
    return inLanguage(db, language, await listBusinesses(db, { search, status }, page), 'statusId', 'status');
  }),
  route(c.search, async ({ query, db, language }) => {
    const { orderBy, sortBy, pageSize, offset, ...filters } = query;
    return inLanguage(db, language, await listBusinesses(db, filterOf(filters), { orderBy, sortBy, pageSize, offset }), 'statusId', 'status');
  }),
  route(c.export, async ({ query, db, reply, language }) => {
    const { orderBy, sortBy, columns, header, ...filters } = query;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="businesses.csv"');
    // The stream is the answer: Fastify pipes it, reading from the database (COPY, or keyset pages on PGlite) as the client reads.
    return reply.send(exportCsv(db, filterOf(filters), { orderBy, sortBy }, { columns, header, language })) as never;
  }),
  route(c.lookupBusiness, async ({ query, db }) => lookupBusinesses(db, query)),
  route(c.location, async ({ query, db }) => getLocation(db, query.key)),
  route(c.upsert, async ({ body, db, user }) => upsertBusiness(db, { userId: user.id }, body)),
  route(c.setStatus, async ({ body, db, language, user }) => (await inLanguage(db, language, [await setStatus(db, { userId: user.id }, body.id, body.statusId)], 'statusId', 'status'))[0]),
  route(c.swapShopId, async ({ body, db, user }) => swapShopId(db, { userId: user.id }, body.oldShopId, body.newShopId)),
  route(c.info, async ({ query, db }) => getInfo(db, query.key)),
  route(c.upsertInfo, async ({ body, db, user }) => saveInfo(db, { userId: user.id }, body)),
];
