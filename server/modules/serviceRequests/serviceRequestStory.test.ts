/**
 * Every shop's request list (GetServiceRequests) and its export, one request (ServiceRequest), its history,
 * its issues and the work order's date adjustment: answers, bad input, authorization.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_REQUEST_STATUSES as S,
  type HistoryEntry,
  type RequestIssue,
  type ServiceRequest,
  type ServiceRequestRow,
  serviceRequestContract as c,
} from '../../../contract/serviceRequest';
import { SOLUTIONS } from '../../../contract/solutions';
import { call, login, withTestApp } from '../../test/harness';
import { parseCsv } from '../../../contract/csvRows';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, createTechnician, scanTypeId } from './testFixtures';

const t = withTestApp();
let token = '';
let adminId = 0;
let shop = 0;
let otherShop = 0;
let tech = 0;
let open: { id: number; workOrderId: number };
let completed: { id: number; workOrderId: number };
let cancelled: { id: number; workOrderId: number };
const MADE = new Date(Date.UTC(2025, 2, 10, 14, 0));

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  adminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
  shop = await createBusiness(t.db, 'Story Test Collision');
  otherShop = await createBusiness(t.db, 'Story Other Glass');
  tech = await createTechnician(t.db, 'Quinn', 'Storyteller');
  const calibration = await scanTypeId(t.db, 'Radar calibration');
  const glass = await scanTypeId(t.db, 'Windshield camera calibration');
  open = await createRequest(t.db, { businessId: shop, vin: '1HGCM82633A900001', serviceTypeId: calibration, statusId: S.inProgress, technicianId: tech, dateCreated: MADE });
  completed = await createRequest(t.db, { businessId: shop, vin: '1HGCM82633A900002', serviceTypeId: calibration, statusId: S.completed, technicianId: tech, dateCreated: new Date(Date.UTC(2025, 2, 11)) });
  cancelled = await createRequest(t.db, { businessId: otherShop, vin: '1HGCM82633A900003', serviceTypeId: glass, statusId: S.cancelled, appId: SOLUTIONS.glass, dateCreated: new Date(Date.UTC(2025, 2, 12)) });
  await t.db
    .insertInto('service_request_history')
    .values([
      { service_request_id: open.id, kind: 'created', to_value: '1', changed_at: MADE },
      { service_request_id: open.id, kind: 'assignment', to_value: 'Quinn Storyteller', changed_by: adminId, changed_at: new Date(MADE.getTime() + 60_000) },
      { service_request_id: open.id, kind: 'status', from_value: '1', to_value: '3', changed_by: tech, changed_at: new Date(MADE.getTime() + 120_000) },
    ])
    .execute();
  await t.db
    .insertInto('service_request_issues')
    .values([
      { service_request_id: open.id, text: 'Battery low', raised_by: tech, raised_at: new Date(MADE.getTime() + 180_000) },
      { service_request_id: open.id, text: 'Bracket replaced', raised_by: adminId, raised_at: new Date(MADE.getTime() + 240_000), resolved_at: new Date(MADE.getTime() + 300_000) },
    ])
    .execute();
});

const get = async <T>(endpoint: (typeof c)[keyof typeof c], query: Record<string, string>) => {
  const res = await call(t.app, endpoint, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const list = (query: Record<string, string>) => get<{ count: number; items: ServiceRequestRow[] }>(c.getServiceRequests, query);
const fieldsOf = (body: string) => (JSON.parse(body) as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [];

describe('serviceRequest/GetServiceRequests', () => {
  it('lists every shop newest first, with the shop, scan type, technician and time zone', async () => {
    const { count, items } = await list({ pageSize: '5' });
    const total = await t.db.selectFrom('service_requests').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(count).toBe(total.n);
    const dates = items.map((r) => r.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    const mine = await list({ businessId: String(shop) });
    expect(mine.items.map((r) => r.id)).toEqual([completed.id, open.id]);
    expect(mine.items[1]).toMatchObject({ businessName: 'Story Test Collision', serviceType: 'Radar calibration', technicianId: tech, technicianName: 'Quinn Storyteller', statusId: S.inProgress });
  });

  it('filters by solution, status, shop, technician and date range, the count exact with every filter', async () => {
    const byStatus = await list({ status: String(S.inProgress), pageSize: '1000' });
    const held = await t.db.selectFrom('service_requests').select(sql<number>`count(*)::int`.as('n')).where('status_id', '=', S.inProgress).executeTakeFirstOrThrow();
    expect(byStatus.count).toBe(held.n);
    expect(byStatus.items.every((r) => r.statusId === S.inProgress)).toBe(true);
    expect((await list({ appId: String(SOLUTIONS.glass), businessId: String(otherShop) })).items.map((r) => r.id)).toEqual([cancelled.id]);
    expect((await list({ technicianId: String(tech) })).items.map((r) => r.id)).toEqual([completed.id, open.id]);
    const march = await list({ businessId: String(shop), createdFrom: '2025-03-10', createdTo: '2025-03-10' });
    expect(march).toEqual({ count: 1, items: [expect.objectContaining({ id: open.id })] });
    expect((await list({ search: 'storyteller' })).count).toBe(2);
    expect((await list({ search: 'story other' })).items.map((r) => r.id)).toEqual([cancelled.id]);
  });

  it('refuses bad input with 400 naming the field, and an unknown shop with 404', async () => {
    for (const [query, field] of [
      [{ appId: '3' }, 'appId'],
      [{ status: 'open' }, 'status'],
      [{ technicianId: '0' }, 'technicianId'],
      [{ createdFrom: '2025-13-01' }, 'createdFrom'],
      [{ createdFrom: '2025-03-02', createdTo: '2025-03-01' }, 'createdTo'],
      [{ orderBy: 'cost' }, 'orderBy'],
    ] as const) {
      const res = await call(t.app, c.getServiceRequests, { token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(fieldsOf(res.body)).toContain(field);
    }
    expect((await call(t.app, c.getServiceRequests, { token, query: { businessId: '99999999' } })).statusCode).toBe(404);
  });
});

describe('maintenance/SearchTechnicians', () => {
  it('answers the technicians whose name holds the search, as the spec writes them, and every one without it', async () => {
    expect(await get(c.searchTechnicians, { search: 'STORYTELLER' })).toEqual([{ Id: tech, FamilyName: 'Storyteller', GivenName: 'Quinn', Username: null }]);
    const all = await get<{ Id: number; Username: string | null }[]>(c.searchTechnicians, {});
    expect(all.map((u) => u.Username)).toContain('demo.tech');
    expect(all.map((u) => u.Id)).toContain(tech);
    expect(all.map((u) => u.Username)).not.toContain('demo.admin');
    const long = await call(t.app, c.searchTechnicians, { token, query: { search: 'x'.repeat(101) } });
    expect([long.statusCode, fieldsOf(long.body)]).toEqual([400, ['search']]);
  });
});

describe('serviceRequest/ServiceRequest, GetServiceRequestHistory and issue/GetIssues', () => {
  it('answers the request with its technician as the spec writes it and its work order', async () => {
    const r = await get<ServiceRequest>(c.serviceRequest, { id: String(open.id) });
    expect(r).toMatchObject({ id: open.id, vin: '1HGCM82633A900001', technician: { Id: tech, GivenName: 'Quinn', FamilyName: 'Storyteller', Username: null } });
    expect(r.workOrder).toMatchObject({ id: open.workOrderId, location: { id: shop, name: 'Story Test Collision' }, scanReport: { statusId: 1 }, invoice: { number: null, amount: null }, version: 1 });
  });

  it('answers the history oldest first with who made each change, and the issues', async () => {
    const history = await get<HistoryEntry[]>(c.getServiceRequestHistory, { id: String(open.id) });
    expect(history.map((h) => [h.kind, h.from, h.to, h.changedBy?.name ?? null])).toEqual([
      ['created', null, '1', null],
      ['assignment', null, 'Quinn Storyteller', 'Dana Diaz'],
      ['status', '1', '3', 'Quinn Storyteller'],
    ]);
    const issues = await get<RequestIssue[]>(c.getIssues, { serviceRequestId: String(open.id) });
    expect(issues.map((i) => [i.text, i.raisedBy?.name, i.resolved])).toEqual([
      ['Battery low', 'Quinn Storyteller', false],
      ['Bracket replaced', 'Dana Diaz', true],
    ]);
  });

  it('answers 404 for a request that does not exist and 400 for a bad id', async () => {
    for (const [endpoint, key] of [
      [c.serviceRequest, 'id'],
      [c.getServiceRequestHistory, 'id'],
      [c.getIssues, 'serviceRequestId'],
    ] as const) {
      expect((await call(t.app, endpoint, { token, query: { [key]: '99999999' } })).statusCode, endpoint.path).toBe(404);
      const bad = await call(t.app, endpoint, { token, query: { [key]: 'x' } });
      expect(bad.statusCode, endpoint.path).toBe(400);
      expect(fieldsOf(bad.body)).toContain(key);
    }
  });
});

describe('serviceRequest/AdjustWorkOrderCreatedDate', () => {
  const adjust = (workOrderId: number, date: string, version: number, as = token) =>
    call(t.app, c.adjustWorkOrderCreatedDate, { token: as, query: { workOrderId: String(workOrderId), date, version: String(version) } });

  it('moves the date, records it in the history with who did it, answers the request, never cached', async () => {
    const res = await adjust(open.workOrderId, '2025-03-10T10:30:00-04:00', 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const r = res.json<ServiceRequest>();
    expect(r.workOrder).toMatchObject({ dateCreated: '2025-03-10T14:30:00.000Z', version: 2, updatedBy: { id: adminId, name: 'Dana Diaz' } });
    const history = await get<HistoryEntry[]>(c.getServiceRequestHistory, { id: String(open.id) });
    expect(history.at(-1)).toMatchObject({ kind: 'dateAdjusted', from: '2025-03-10T15:00:00.000Z', to: '2025-03-10T14:30:00.000Z', changedBy: { id: adminId } });
    const change = await t.db
      .selectFrom('change_history')
      .select(['user_id', 'scope_id', 'action', 'before', 'after'])
      .where('area', '=', 'maintenance')
      .where('entity', '=', 'workOrder')
      .where('record_id', '=', open.workOrderId)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ user_id: adminId, scope_id: open.id, action: 'update' });
    expect([change.before, change.after].map((v) => (typeof v === 'string' ? JSON.parse(v) : v))).toEqual([{ dateCreated: '2025-03-10T15:00:00.000Z' }, { dateCreated: '2025-03-10T14:30:00.000Z' }]);
  });

  it('refuses a stale version, a closed request, a date in the future or before the request, and changes nothing', async () => {
    const before = await t.db.selectFrom('service_request_history').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const changesBefore = await t.db.selectFrom('change_history').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const stale = await adjust(open.workOrderId, '2025-03-10T15:00:00Z', 1);
    expect([stale.statusCode, stale.json<{ code: string }>().code]).toEqual([409, 'stale']);
    for (const closed of [completed, cancelled]) {
      const res = await adjust(closed.workOrderId, '2025-03-12T15:00:00Z', 1);
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([409, 'closed']);
    }
    const future = await adjust(open.workOrderId, new Date(Date.now() + 86_400_000).toISOString(), 2);
    expect([future.statusCode, fieldsOf(future.body)]).toEqual([400, ['date']]);
    const early = await adjust(open.workOrderId, '2025-03-10T13:59:00Z', 2);
    expect([early.statusCode, fieldsOf(early.body)]).toEqual([400, ['date']]);
    expect((await adjust(99_999_999, '2025-03-10T15:00:00Z', 1)).statusCode).toBe(404);
    for (const [query, field] of [
      [{ workOrderId: '0', date: '2025-03-10T15:00:00Z', version: '1' }, 'workOrderId'],
      [{ workOrderId: String(open.workOrderId), date: 'yesterday', version: '2' }, 'date'],
      [{ workOrderId: String(open.workOrderId), date: '2025-03-10T15:00:00Z' }, 'version'],
    ] as const) {
      const res = await call(t.app, c.adjustWorkOrderCreatedDate, { token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(fieldsOf(res.body)).toContain(field);
    }
    const after = await t.db.selectFrom('service_request_history').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const changesAfter = await t.db.selectFrom('change_history').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(changesAfter.n).toBe(changesBefore.n);
    const w = await t.db.selectFrom('work_orders').select(['version', 'date_created']).where('id', '=', open.workOrderId).executeTakeFirstOrThrow();
    expect([w.version, new Date(w.date_created).toISOString()]).toEqual([2, '2025-03-10T14:30:00.000Z']);
  });
});

describe('serviceRequest/Export', () => {
  it('streams the filtered list as CSV in its order, statuses and solutions by name', async () => {
    const res = await call(t.app, c.export, { token, query: { businessId: String(shop), orderBy: 'dateCreated', sortBy: 'asc' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="service-requests.csv"');
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header.slice(0, 5)).toEqual(['id', 'dateCreated', 'businessName', 'statusId', 'appId']);
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      [String(open.id), '2025-03-10T14:00:00.000Z', 'Story Test Collision', 'In progress', 'Calibration US/Canada'],
      [String(completed.id), '2025-03-11T00:00:00.000Z', 'Story Test Collision', 'Completed', 'Calibration US/Canada'],
    ]);
  });

  it('writes the columns asked for, every matching row, newest first by default', async () => {
    const res = await call(t.app, c.export, { token, query: { status: String(S.inProgress), columns: 'id,technicianName', header: 'false' } });
    const listed = await list({ status: String(S.inProgress), pageSize: '1000' });
    expect(parseCsv(res.body)).toEqual(listed.items.map((r) => [String(r.id), r.technicianName ?? '']));
  });
});

describe('access', () => {
  it('needs a bearer token with a console role for every call; the adjustment only as a GET', async () => {
    const techToken = (await login(t.app, 'demo.tech')).access_token;
    const calls = [
      [c.getServiceRequests, {}],
      [c.serviceRequest, { id: String(open.id) }],
      [c.getServiceRequestHistory, { id: String(open.id) }],
      [c.getIssues, { serviceRequestId: String(open.id) }],
      [c.adjustWorkOrderCreatedDate, { workOrderId: String(open.workOrderId), date: '2025-03-10T15:00:00Z', version: '2' }],
      [c.export, {}],
      [c.searchTechnicians, {}],
    ] as const;
    for (const [endpoint, query] of calls) {
      expect((await call(t.app, endpoint, { query })).statusCode, endpoint.path).toBe(401);
      expect((await call(t.app, endpoint, { query, token: techToken })).statusCode, endpoint.path).toBe(403);
    }
    const query = calls[4][1];
    expect((await call(t.app, c.adjustWorkOrderCreatedDate, { query, headers: { cookie: `access_token=${token}` } })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'POST', url: c.adjustWorkOrderCreatedDate.url }, { token, query })).statusCode).toBe(404);
    const w = await t.db.selectFrom('work_orders').select('version').where('id', '=', open.workOrderId).executeTakeFirstOrThrow();
    expect(w.version).toBe(2);
  });
});
