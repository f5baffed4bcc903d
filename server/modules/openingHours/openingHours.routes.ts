import { openingHoursContract as c } from '../../../contract/openingHours';
import { route } from '../../http/route';
import { getAuditLog, getAuditUsers } from './auditLog';
import { deleteHoliday, getHoliday, getHolidays, insertHoliday, updateHoliday } from './holidays.repository';
import { getStandardDay, getStandardWeek, listStandardDays, updateStandardDay } from './standardHours.repository';
import { listTenants, updateSupportEmail } from './tenants.repository';

/** Opening hours (issue 15): tenants, their standard days and holidays, and the audit log of their changes. */
export const openingHoursRoutes = [
  route(c.tenantDetails, async ({ db }) => listTenants(db)),
  route(c.updateTenantSupportEmail, async ({ body, db, user }) => updateSupportEmail(db, body, { userId: user.id })),

  route(c.getStandardOpeningHours, async ({ query, db }) => getStandardWeek(db, query.tenantId)),
  route(c.standardOpeningHoursForList, async ({ db }) => listStandardDays(db)),
  route(c.standardOpeningHoursForId, async ({ query, db }) => getStandardDay(db, query.id)),
  route(c.updateStandardOpeningHours, async ({ body, db, user }) => updateStandardDay(db, body, { userId: user.id })),

  route(c.getHolidayOpeningHours, async ({ query, db }) => getHolidays(db, query.tenantId)),
  route(c.holidayOpeningHoursForId, async ({ query, db }) => getHoliday(db, query.id)),
  route(c.insertHolidayOpeningHours, async ({ body, db, user }) => insertHoliday(db, body, { userId: user.id })),
  route(c.updateHolidayOpeningHours, async ({ body, db, user }) => updateHoliday(db, body, { userId: user.id })),
  route(c.deleteHolidayOpeningHours, async ({ body, db, user }) => deleteHoliday(db, body, { userId: user.id })),

  route(c.getAuditLog, async ({ body, db }) => getAuditLog(db, body)),
  route(c.getAuditUsers, async ({ db }) => getAuditUsers(db)),
];
