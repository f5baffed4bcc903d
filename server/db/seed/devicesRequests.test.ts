/** The device and service request demo data, as the seeded test database holds it. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceContract } from '../../../contract/device';
import { serviceRequestContract } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { SERVICE_TYPES } from './devicesRequestsData';
import { vinCheckDigit } from './vin';

const t = withTestApp();

describe('seedDevicesAndRequests', () => {
  it('gives most businesses devices and requests, and keeps some devices in stock', async () => {
    const { rows } = await sql<{ businesses: number; withDevices: number; withRequests: number; inStock: number }>`
      SELECT (SELECT count(*)::int FROM businesses) AS businesses,
             (SELECT count(DISTINCT business_id)::int FROM devices) AS "withDevices",
             (SELECT count(DISTINCT business_id)::int FROM service_requests) AS "withRequests",
             (SELECT count(*)::int FROM devices WHERE business_id IS NULL) AS "inStock"`.execute(t.db);
    const [n] = rows;
    expect(n.withDevices).toBeGreaterThan(n.businesses / 2);
    expect(n.withRequests).toBeGreaterThan(n.businesses / 2);
    expect(n.inStock).toBeGreaterThan(0);
  });

  it('writes valid VINs and services that belong to the request’s solution', async () => {
    const requests = await t.db.selectFrom('service_requests').select(['vin', 'app_id', 'service_type', 'vehicle_year']).execute();
    for (const r of requests) {
      expect(r.vin[8], r.vin).toBe(vinCheckDigit(r.vin));
      expect(SERVICE_TYPES[r.app_id as keyof typeof SERVICE_TYPES]).toContain(r.service_type);
    }
  });

  it('answers each business’s lists with the totals the tables hold', async () => {
    const { access_token: token } = await login(t.app, 'demo.admin');
    const businesses = await t.db.selectFrom('businesses').select('id').orderBy('id').limit(5).execute();
    for (const { id } of businesses) {
      const query = { businessId: String(id), pageSize: '100' };
      const devices = (await call(t.app, deviceContract.getDevicesForListing, { token, query })).json<{ TotalItems?: number }[]>();
      const requests = (await call(t.app, serviceRequestContract.serviceRequestsForList, { token, query })).json<{ count: number; items: unknown[] }>();
      const held = await t.db.selectFrom('devices').select(sql<number>`count(*)::int`.as('n')).where('business_id', '=', id).executeTakeFirstOrThrow();
      expect(devices[0]?.TotalItems ?? 0).toBe(held.n);
      expect(requests.count).toBe(requests.items.length);
    }
  });
});
