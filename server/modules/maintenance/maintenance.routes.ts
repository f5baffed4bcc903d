import { maintenanceContract as c } from '../../../contract/maintenance';
import { route } from '../../http/route';
import { cancelPendingRequests, fixDispatchTimes, resetTechnician } from './repairs';
import { getWorkOrder, saveWorkOrder } from './workOrders';

export const maintenanceRoutes = [
  route(c.getWorkOrder, async ({ query, db }) => getWorkOrder(db, query.id)),
  route(c.saveWorkOrder, async ({ body, db, user }) => saveWorkOrder(db, body, user.id)),
  route(c.resetTechnician, async ({ body, db, user }) => resetTechnician(db, body.technicianId, body.preview ?? false, user.id)),
  route(c.cancelPendingRequests, async ({ query, db, user }) => cancelPendingRequests(db, query.locationId, query.preview, user.id)),
  route(c.fixDispatchTimes, async ({ query, db, user }) => fixDispatchTimes(db, query.locationId, query.preview, user.id)),
];
