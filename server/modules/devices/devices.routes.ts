import { deviceContract as c } from '../../../contract/device';
import { route } from '../../http/route';
import { listDevices } from './devices.repository';

export const devicesRoutes = [route(c.getDevicesForListing, async ({ query, db }) => listDevices(db, query))];
