import { serviceRequestContract as c } from '../../../contract/serviceRequest';
import { route } from '../../http/route';
import { exportRequests } from './serviceRequestExport';
import { getHistory, getIssues, getServiceRequest } from './serviceRequestDetail';
import { listServiceRequests } from './serviceRequests.repository';
import { searchTechnicians } from './technicians';
import { adjustWorkOrderCreatedDate } from './workOrderDate';

export const serviceRequestsRoutes = [
  route(c.getServiceRequests, async ({ query, db }) => {
    const { orderBy, sortBy, pageSize, offset, ...filter } = query;
    return listServiceRequests(db, filter, { orderBy, sortBy, pageSize, offset });
  }),
  route(c.serviceRequestsForList, async ({ query, db }) => {
    const { orderBy, sortBy, pageSize, offset, ...filter } = query;
    return listServiceRequests(db, filter, { orderBy, sortBy, pageSize, offset });
  }),
  route(c.serviceRequest, async ({ query, db }) => getServiceRequest(db, query.id)),
  route(c.getServiceRequestHistory, async ({ query, db }) => getHistory(db, query.id)),
  route(c.adjustWorkOrderCreatedDate, async ({ query, db, user }) => adjustWorkOrderCreatedDate(db, query, user.id)),
  route(c.getIssues, async ({ query, db }) => getIssues(db, query.serviceRequestId)),
  route(c.searchTechnicians, async ({ query, db }) => searchTechnicians(db, query.search)),
  route(c.export, async ({ query, db, reply }) => {
    const { orderBy, sortBy, columns, header, ...filter } = query;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="service-requests.csv"');
    // The stream is the answer: Fastify pipes it, reading from the database (COPY, or keyset pages on PGlite) as the client reads.
    return reply.send(exportRequests(db, filter, { orderBy, sortBy }, { columns, header })) as never;
  }),
];
