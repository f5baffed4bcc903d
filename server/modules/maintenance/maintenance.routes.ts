import { maintenanceContract as c } from '../../../contract/maintenance';
import { route } from '../../http/route';
import { cancelPendingRequests, fixDispatchTimes, resetTechnician } from './repairs';
import { getWorkOrder, saveWorkOrder } from './workOrders';

export const maintenanceRoutes = [
  route(c.getWorkOrder, async ({ query, db }) => getWorkOrder(db, query.id)),
  route(c.saveWorkOrder, async ({ body, db, user }) => saveWorkOrder(db, { userId: user.id }, body)),
  route(c.resetTechnician, async ({ body, db, user }) => resetTechnician(db, { userId: user.id }, body.technicianId, body.preview ?? false)),
  route(c.cancelPendingRequests, async ({ query, db, user }) => cancelPendingRequests(db, { userId: user.id }, query.locationId, query.preview)),
  route(c.fixDispatchTimes, async ({ query, db, user }) => fixDispatchTimes(db, { userId: user.id }, query.locationId, query.preview)),
];
