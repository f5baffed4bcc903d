/** The device and service request demo data, as the seeded test database holds it. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceContract } from '../../../contract/device';
import { serviceRequestContract } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { SERVICE_TYPES } from './devicesRequestsData';
import { vinCheckDigit } from './vin';

const t = withTestApp();

describe('seedDevices and seedServiceRequests', () => {
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

  it('writes valid VINs and scan types that belong to the request’s solution', async () => {
    const requests = await t.db.selectFrom('service_requests as r').innerJoin('lookups as l', 'l.id', 'r.service_type_id').select(['r.vin', 'r.app_id', 'l.text']).execute();
    for (const r of requests) {
      expect(r.vin[8], r.vin).toBe(vinCheckDigit(r.vin));
      expect(SERVICE_TYPES[r.app_id as keyof typeof SERVICE_TYPES]).toContain(r.text);
    }
  });

  it('gives every request its story: a work order, a history that starts with its creation, technicians who are users', async () => {
    const { rows } = await sql<Record<string, number>>`
      SELECT (SELECT count(*)::int FROM service_requests) AS requests,
             (SELECT count(*)::int FROM work_orders) AS "workOrders",
             (SELECT count(*)::int FROM service_requests r WHERE (SELECT h.kind FROM service_request_history h WHERE h.service_request_id = r.id ORDER BY h.changed_at, h.id LIMIT 1) = 'created') AS "startsCreated",
             (SELECT count(*)::int FROM service_requests r WHERE r.status_id = 3) AS "inProgress",
             (SELECT count(DISTINCT i.service_request_id)::int FROM service_request_issues i JOIN service_requests r ON r.id = i.service_request_id WHERE r.status_id = 3) AS "inProgressWithIssue",
             (SELECT count(DISTINCT r.technician_id)::int FROM service_requests r) AS technicians,
             (SELECT count(*)::int FROM service_requests r WHERE r.technician_id IS NOT NULL AND NOT EXISTS (
                SELECT 1 FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = r.technician_id AND ro.name = 'Technician')) AS "notTechnicians",
             (SELECT count(*)::int FROM work_orders w WHERE w.invoice_number IS NOT NULL) AS invoiced`.execute(t.db);
    const [n] = rows;
    expect(n.workOrders).toBe(n.requests);
    expect(n.startsCreated).toBe(n.requests);
    expect(n.inProgress).toBeGreaterThan(0);
    expect(n.inProgressWithIssue).toBe(n.inProgress);
    expect(n.technicians).toBeGreaterThanOrEqual(10);
    expect(n.notTechnicians).toBe(0);
    expect(n.invoiced).toBeGreaterThan(0);
  });

  it('keeps the request counts per shop, solution and status equal to the rows', async () => {
    const { rows } = await sql<{ off: number }>`
      SELECT count(*)::int AS off FROM (
        SELECT business_id, app_id, status_id, count(*)::int AS n FROM service_requests GROUP BY 1, 2, 3
        UNION ALL SELECT 0, app_id, status_id, count(*)::int FROM service_requests GROUP BY 2, 3) x
      FULL JOIN service_request_counts c USING (business_id, app_id, status_id)
      WHERE x.n IS DISTINCT FROM nullif(c.n, 0)`.execute(t.db);
    expect(rows[0].off).toBe(0);
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
