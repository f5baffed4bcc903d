import { serviceRequestContract as c } from '../../../contract/serviceRequest';
import { route } from '../../http/route';
import { exportRequests } from './serviceRequestExport';
import { getHistory, getIssues, getServiceRequest } from './serviceRequestDetail';
import { listServiceRequests } from './serviceRequests.repository';
import { searchTechnicians } from './technicians';
import { adjustWorkOrderCreatedDate } from './workOrderDate';
import { inLanguage } from '../lookup/lookupTexts';
import type { Db } from '../../db/database';
import type { Language } from '../../http/text';

/** A page of requests with each one's scan type in the caller's language (issue 31). */
const inLanguageOf = async <P extends { items: { serviceTypeId: number; serviceType: string }[] }>(db: Db, language: Language, page: P): Promise<P> => ({
  ...page,
  items: await inLanguage(db, language, page.items, 'serviceTypeId', 'serviceType'),
});

export const serviceRequestsRoutes = [
  route(c.getServiceRequests, async ({ query, db, language }) => {
    const { orderBy, sortBy, pageSize, offset, ...filter } = query;
    return inLanguageOf(db, language, await listServiceRequests(db, filter, { orderBy, sortBy, pageSize, offset }));
  }),
  route(c.serviceRequestsForList, async ({ query, db, language }) => {
    const { orderBy, sortBy, pageSize, offset, ...filter } = query;
    return inLanguageOf(db, language, await listServiceRequests(db, filter, { orderBy, sortBy, pageSize, offset }));
  }),
  route(c.serviceRequest, async ({ query, db, language }) => (await inLanguage(db, language, [await getServiceRequest(db, query.id)], 'serviceTypeId', 'serviceType'))[0]),
  route(c.getServiceRequestHistory, async ({ query, db }) => getHistory(db, query.id)),
  route(c.adjustWorkOrderCreatedDate, async ({ query, db, user }) => adjustWorkOrderCreatedDate(db, { userId: user.id }, query)),
  route(c.getIssues, async ({ query, db }) => getIssues(db, query.serviceRequestId)),
  route(c.searchTechnicians, async ({ query, db }) => searchTechnicians(db, query.search)),
  route(c.export, async ({ query, db, reply, language }) => {
    const { orderBy, sortBy, columns, header, ...filter } = query;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="service-requests.csv"');
    // The stream is the answer: Fastify pipes it, reading from the database (COPY, or keyset pages on PGlite) as the client reads.
    return reply.send(exportRequests(db, filter, { orderBy, sortBy }, { columns, header, language })) as never;
  }),
];
