import { serviceRequestContract as c } from '../../../contract/serviceRequest';
import { route } from '../../http/route';
import { listServiceRequests } from './serviceRequests.repository';

export const serviceRequestsRoutes = [route(c.serviceRequestsForList, async ({ query, db }) => listServiceRequests(db, query))];
