/** serviceRequest/ServiceRequestsForList: a business's requests as count and items, newest first. */
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_REQUEST_STATUSES as S, type ServiceRequestRow, serviceRequestContract as c } from '../../../contract/serviceRequest';
import { SOLUTIONS } from '../../../contract/solutions';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, createTechnician, scanTypeId } from './testFixtures';

const t = withTestApp();
let token = '';
let businessId = 0;
/** Twelve requests a day apart, the newest last; every third is completed, every fourth has no technician. */
const VINS = Array.from({ length: 12 }, (_, i) => `1HGCM82633A${String(100_000 + i)}`);

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  businessId = await createBusiness(t.db, 'Request Test Garage');
  const serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
  for (const [i, vin] of VINS.entries()) {
    await createRequest(t.db, {
      businessId,
      vin,
      year: 2015 + (i % 10),
      make: i % 2 === 0 ? 'Honda' : 'Toyota',
      model: i % 2 === 0 ? 'Accord' : 'Camry',
      appId: SOLUTIONS.calibration,
      serviceTypeId,
      statusId: i % 3 === 0 ? S.completed : S.pending,
      technicianId: i % 4 === 0 ? null : await createTechnician(t.db, 'Tech', String(i)),
      dateCreated: new Date(Date.UTC(2025, 5, 1 + i, 9)),
    });
  }
});

const list = (query: Record<string, string> = {}) => call(t.app, c.serviceRequestsForList, { token, query: { businessId: String(businessId), ...query } });
const answer = async (query: Record<string, string> = {}) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ count: number; items: ServiceRequestRow[] }>();
};

describe('serviceRequest/ServiceRequestsForList', () => {
  it('answers the count and the ten newest requests first', async () => {
    const { count, items } = await answer();
    expect(count).toBe(12);
    expect(items.map((r) => r.vin)).toEqual([...VINS].reverse().slice(0, 10));
    expect(items[0]).toMatchObject({ businessId, businessName: 'Request Test Garage', serviceType: 'ADAS static calibration', vehicleMake: 'Toyota', vehicleModel: 'Camry', appId: 4, statusId: S.pending, technicianName: 'Tech 11', version: 1 });
    expect(items.find((r) => r.vin === VINS[8])?.technicianName).toBeNull();
  });

  it('pages with pageSize and offset, the count the same on every page', async () => {
    const pages = [await answer({ pageSize: '5' }), await answer({ pageSize: '5', offset: '5' }), await answer({ pageSize: '5', offset: '10' })];
    expect(pages.map((p) => [p.count, p.items.length])).toEqual([
      [12, 5],
      [12, 5],
      [12, 2],
    ]);
    expect(pages.flatMap((p) => p.items.map((r) => r.vin))).toEqual([...VINS].reverse());
    expect(await answer({ offset: '12' })).toEqual({ count: 12, items: [] });
  });

  it('sorts by a column, ascending unless told otherwise', async () => {
    expect((await answer({ orderBy: 'dateCreated' })).items.map((r) => r.vin)).toEqual(VINS.slice(0, 10));
    const byYear = (await answer({ orderBy: 'vehicleYear', sortBy: 'desc', pageSize: '12' })).items.map((r) => r.vehicleYear);
    expect(byYear).toEqual([...byYear].sort((a, b) => (b ?? 0) - (a ?? 0)));
  });

  it('filters by status and searches VIN, vehicle, service type and technician', async () => {
    expect((await answer({ status: String(S.completed) })).items.map((r) => r.vin)).toEqual([VINS[9], VINS[6], VINS[3], VINS[0]]);
    expect((await answer({ status: '0' })).count).toBe(12);
    expect((await answer({ search: 'camry' })).count).toBe(6);
    expect((await answer({ search: 'tech 1' })).items.map((r) => r.technicianName)).toEqual(['Tech 11', 'Tech 10', 'Tech 1']);
    expect((await answer({ search: VINS[5].slice(-6) })).items.map((r) => r.vin)).toEqual([VINS[5]]);
  });

  it('lists every business’s requests without businessId', async () => {
    const res = await call(t.app, c.serviceRequestsForList, { token, query: { pageSize: '1' } });
    expect(res.json<{ count: number }>().count).toBeGreaterThan(VINS.length);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ pageSize: 'ten' }, 'pageSize'],
      [{ offset: '-5' }, 'offset'],
      [{ orderBy: 'cost' }, 'orderBy'],
      [{ status: 'open' }, 'status'],
      [{ businessId: '0' }, 'businessId'],
      [{ vin: 'x' }, 'vin'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
  });

  it('answers 404 for a business that does not exist', async () => {
    expect((await list({ businessId: '99999999' })).statusCode).toBe(404);
  });

  it('needs a token with a console role', async () => {
    expect((await call(t.app, c.serviceRequestsForList, { query: { businessId: String(businessId) } })).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.serviceRequestsForList, { token: tech, query: { businessId: String(businessId) } })).statusCode).toBe(403);
  });
});
