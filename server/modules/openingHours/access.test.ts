/** Every opening-hours call needs a token (401) with a console role (403), and writes nothing otherwise. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { openingHoursContract as c } from '../../../contract/openingHours';
import { call, login, withTestApp } from '../../test/harness';
import { hoursSnapshot } from './testFixtures';

const t = withTestApp();
let tech = '';
beforeAll(async () => {
  tech = (await login(t.app, 'demo.tech')).access_token;
});

/** A request an allowed caller could make, for each endpoint of the area. */
const requests: Record<keyof typeof c, { query?: Record<string, string>; body?: unknown }> = {
  tenantDetails: {},
  updateTenantSupportEmail: { body: { ID: 1, SupportEmail: 'never@scancal.example', version: 1 } },
  getStandardOpeningHours: { query: { tenantId: '1' } },
  standardOpeningHoursForList: {},
  standardOpeningHoursForId: { query: { id: '1' } },
  updateStandardOpeningHours: { body: { id: 1, openingTime: null, closingTime: null, version: 1 } },
  getHolidayOpeningHours: { query: { tenantId: '1' } },
  holidayOpeningHoursForId: { query: { id: '1' } },
  insertHolidayOpeningHours: { body: { tenantId: 1, holidayDate: '2027-06-01', name: 'Never', openingTime: null, closingTime: null } },
  updateHolidayOpeningHours: { body: { id: 1, holidayDate: '2027-06-01', name: 'Never', openingTime: null, closingTime: null, version: 1 } },
  deleteHolidayOpeningHours: { body: { id: 1, version: 1 } },
  getAuditLog: { body: {} },
  getAuditUsers: {},
};

describe('access to opening hours', () => {
  it('answers 401 without a token and 403 to a user without a console role, writing nothing', async () => {
    const before = await hoursSnapshot(t.db);
    const lines: string[] = [];
    for (const [name, opts] of Object.entries(requests)) {
      const endpoint = c[name as keyof typeof c] as Endpoint;
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(Object.keys(requests).map((name) => `${name} 401 403`));
    expect(await hoursSnapshot(t.db)).toBe(before);
  });
});
