/** DashboardDataSchema, DashboardData and DashboardChart: the declared columns, rows in a range with ad hoc conditions, counts. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardContract as c } from '../../../contract/dashboard';
import { CARD_STATES } from '../../../contract/dashboardSchema';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { seedDevices, seedRequests } from './testFixtures';

const t = withTestApp();
let token = '';
let ids: number[] = [];
const YEAR = { startDate: '2031-01-01', endDate: '2031-12-31' };

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  const seeded = await seedRequests(t.db);
  ids = seeded.ids;
  await seedDevices(t.db, seeded.alpha);
});

const data = (body: unknown, as = token) => call(t.app, c.data, { token: as, body });
const chart = (body: unknown) => call(t.app, c.chart, { token, body });
const idsOf = async (body: object) => {
  const res = await data({ name: 'statistics', ...YEAR, pageSize: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number }[] }>().items.map((r) => r.id);
};
const cond = (field: string, operator: string, value?: unknown, logic = 0) => ({ field, operator, value, logic });

describe('dashboard/DashboardDataSchema', () => {
  it('answers the declared columns with their operators and choices in the asked language', async () => {
    const en = await call(t.app, c.dataSchema, { token, query: { name: 'statistics' } });
    expect(en.statusCode, en.body).toBe(200);
    const schema = en.json();
    expect(schema).toMatchObject({ name: 'statistics', dateColumn: 'dateCreated', undatedInRange: false, defaultOrderBy: 'id' });
    const newest = await t.db.selectFrom('service_requests').select(sql<string>`to_char(max(date_created) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as('d')).executeTakeFirstOrThrow();
    expect(schema.latestDate).toBe(newest.d);
    const status = schema.columns.find((col: { key: string }) => col.key === 'statusId');
    expect(status.operators).toEqual(['eq', 'neq', 'empty', 'notEmpty']);
    expect(status.choices).toContainEqual({ id: S.completed, name: 'Completed' });
    const es = (await call(t.app, c.dataSchema, { token, query: { name: 'statistics', language: 'es' } })).json();
    expect(es.columns.find((col: { key: string }) => col.key === 'statusId').choices).toContainEqual({ id: S.completed, name: 'Completada' });
    expect(es.columns[1].label).toBe('Creada');
    const accounts = (await call(t.app, c.dataSchema, { token, query: { name: 'businessaccountsinfo' } })).json();
    expect(accounts.columns.find((col: { key: string }) => col.key === 'statusId').choices).toContainEqual({ id: expect.any(Number), name: 'Active' });
    expect((await call(t.app, c.dataSchema, { token, query: { name: 'nope' } })).statusCode).toBe(400);
  });
});

describe('dashboard/DashboardData', () => {
  it('answers the rows of the range, id ascending, page by page, with their cells', async () => {
    const res = await data({ name: 'statistics', ...YEAR, pageSize: 2, offset: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.TotalItems).toBe(5);
    expect(body.items[0]).toEqual({
      id: ids[0],
      dateCreated: '2031-03-01T08:00:00.000Z',
      appId: 4,
      serviceType: 'Dashboard test scan',
      statusId: S.completed,
      technicianName: 'Ann Dashtest',
      businessName: 'Alpha Garage',
      country: 'GB',
      vehicleMake: 'Honda',
      vehicleModel: 'Model',
      vehicleYear: 2030,
      vin: '1HGCM82633A900000',
      dateDispatched: '2031-03-01T08:10:00.000Z',
      responseMinutes: 10,
    });
    expect(body.items.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2));
    expect((await data({ name: 'statistics', ...YEAR, pageSize: 2, offset: 2 })).json().items.map((r: { id: number }) => r.id)).toEqual(ids.slice(2, 4));
    // The end date is inclusive: 23:30 UTC on the 2nd is in.
    expect(await idsOf({ startDate: '2031-03-01', endDate: '2031-03-02' })).toEqual(ids.slice(0, 2));
  });

  it('orders by any column, the id breaking ties, rows without a value last when descending', async () => {
    expect(await idsOf({ orderBy: 'responseMinutes', sortBy: 'desc' })).toEqual([ids[3], ids[2], ids[1], ids[0], ids[4]]);
    expect(await idsOf({ orderBy: 'businessName', sortBy: 'ASC' })).toEqual(ids);
  });

  it('applies the ad hoc conditions, and binding tighter than or', async () => {
    // (Honda and Ann) or Spain: 0, 1 and 3, 4; Honda and (Ann or Spain) would be 0, 1, 4.
    expect(await idsOf({ conditions: [cond('vehicleMake', 'eq', 'honda'), cond('technicianName', 'contains', 'ANN', 1), cond('country', 'eq', 'ES', 2)] })).toEqual([ids[0], ids[1], ids[3], ids[4]]);
    expect(await idsOf({ conditions: [cond('dateCreated', 'on', '2031-03-02')] })).toEqual([ids[1]]);
    expect(await idsOf({ conditions: [cond('dateCreated', 'before', '2031-03-02')] })).toEqual([ids[0]]);
    expect(await idsOf({ conditions: [cond('dateCreated', 'after', '2031-04-10')] })).toEqual([ids[3], ids[4]]);
    expect(await idsOf({ conditions: [cond('statusId', 'neq', S.completed)] })).toEqual(ids.slice(2));
    expect(await idsOf({ conditions: [cond('responseMinutes', 'gt', 15), cond('responseMinutes', 'lte', '30', 1)] })).toEqual([ids[1], ids[2]]);
    expect(await idsOf({ conditions: [cond('responseMinutes', 'empty')] })).toEqual([ids[4]]);
    expect(await idsOf({ conditions: [cond('technicianName', 'notEmpty'), cond('serviceType', 'startsWith', 'dashboard test c', 1)] })).toEqual([ids[2]]);
    // LIKE's own characters match literally.
    expect(await idsOf({ conditions: [cond('businessName', 'contains', '_')] })).toEqual([]);
    expect(await idsOf({ conditions: [cond('businessName', 'contains', '%')] })).toEqual([]);
  });

  it('matches nothing and changes nothing for an injection attempt', async () => {
    const users = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await idsOf({ conditions: [cond('businessName', 'eq', "x' OR 1=1 --")] })).toEqual([]);
    expect(await idsOf({ conditions: [cond('vin', 'contains', "'); DELETE FROM users; --")] })).toEqual([]);
    const res = await data({ name: 'statistics', ...YEAR, conditions: [cond('id) OR 1=1; DROP TABLE users; --', 'eq', '1')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/conditions\.0\.field/);
    const orderBy = await data({ name: 'statistics', ...YEAR, orderBy: 'id; DROP TABLE users' });
    expect([orderBy.statusCode, orderBy.json().message]).toEqual([400, expect.stringMatching(/orderBy/)]);
    expect(await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(users);
  });

  it.each([
    ['an unknown dashboard', { name: 'nope' }, /name/],
    ['an unknown field', { conditions: [cond('colour', 'eq', 'red')] }, /conditions\.0\.field/],
    ['an operator the type does not allow', { conditions: [cond('vehicleYear', 'contains', '20')] }, /conditions\.0\.operator/],
    ['a value not of the type', { conditions: [cond('vehicleYear', 'gt', 'abc')] }, /conditions\.0\.value/],
    ['a bad date', { conditions: [cond('dateCreated', 'on', '2031-02-30x')] }, /conditions\.0\.value/],
    ['a missing value', { conditions: [cond('vin', 'eq')] }, /conditions\.0\.value/],
    ['a first condition with a logic', { conditions: [cond('vin', 'notEmpty', undefined, 1)] }, /conditions\.0\.logic/],
    ['a later condition without one', { conditions: [cond('vin', 'notEmpty'), cond('vin', 'notEmpty')] }, /conditions\.1\.logic/],
    ['a reversed range', { startDate: '2031-12-31', endDate: '2031-01-01' }, /endDate/],
    ['an unknown property', { colour: 'red' }, /colour/],
  ])('answers 400 naming the field for %s', async (_what, body, message) => {
    const res = await data({ name: 'statistics', ...YEAR, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('reads every other dashboard', async () => {
    const rows = async (name: string, body: object = YEAR) => {
      const res = await data({ name, pageSize: 100, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const devices = await rows('devicestatistics', { ...YEAR, conditions: [cond('name', 'startsWith', 'Dash ')] });
    expect(devices.TotalItems).toBe(3);
    expect(devices.items.map((d: { model: string; assigned: boolean; businessName: string | null }) => [d.model, d.assigned, d.businessName])).toEqual([
      ['MaxiSys', true, 'Alpha Garage'],
      ['MaxiSys', true, 'Alpha Garage'],
      ['MaxiCheck', false, null],
    ]);
    // Undated cards are kept in any range.
    const cards = await rows('activationcardstatistics', { ...YEAR, conditions: [cond('activationCardId', 'startsWith', 'DASHAC-')] });
    expect(cards.items.map((r: { state: number; assignedDate: string | null }) => [r.state, r.assignedDate])).toEqual([
      [CARD_STATES.assigned, '2031-02-02'],
      [CARD_STATES.free, null],
      [CARD_STATES.inactive, null],
    ]);
    const accounts = await rows('businessaccountsinfo', { conditions: [cond('name', 'eq', 'Alpha Garage')] });
    expect(accounts.items).toEqual([expect.objectContaining({ country: 'GB', hasAddress: true, hasBilling: false, hasUsers: false, setUpComplete: false, isEnterpriseClient: false })]);
    const shipments = await rows('deviceshipments', { ...YEAR, conditions: [cond('inTransit', 'isTrue')] });
    expect(shipments.items.map((r: { carrier: string; shippedDate: string }) => [r.carrier, r.shippedDate])).toEqual([
      ['UPS', '2031-03-03'],
      ['DHL', '2031-03-09'],
    ]);
  });

  it('answers 401 without a token and 403 to a user without console access', async () => {
    expect((await data({ name: 'statistics' }, '')).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await data({ name: 'statistics' }, tech)).statusCode).toBe(403);
    expect((await call(t.app, c.dataSchema, { token: tech, query: { name: 'statistics' } })).statusCode).toBe(403);
    expect((await call(t.app, c.chart, { query: {}, body: { name: 'statistics', chart: 'perMonth' } })).statusCode).toBe(401);
  });
});

describe('dashboard/DashboardChart', () => {
  const items = async (body: object) => {
    const res = await chart(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  it('counts per month, in order', async () => {
    expect(await items({ name: 'statistics', chart: 'perMonth', ...YEAR })).toEqual({
      total: 5,
      items: [
        { id: '2031-03', name: '2031-03', count: 2 },
        { id: '2031-04', name: '2031-04', count: 2 },
        { id: '2031-05', name: '2031-05', count: 1 },
      ],
    });
  });
  it('counts per value, most first, named in the asked language', async () => {
    const dash = [cond('name', 'startsWith', 'Dash ')];
    expect((await items({ name: 'devicestatistics', chart: 'byModel', ...YEAR, conditions: dash })).items).toEqual([
      { id: 'MaxiSys', name: 'MaxiSys', count: 2 },
      { id: 'MaxiCheck', name: 'MaxiCheck', count: 1 },
    ]);
    expect((await items({ name: 'devicestatistics', chart: 'byAssignment', ...YEAR, conditions: dash, language: 'es' })).items).toEqual([
      { id: true, name: 'Sí', count: 2 },
      { id: false, name: 'No', count: 1 },
    ]);
    expect((await items({ name: 'devicestatistics', chart: 'byStatus', ...YEAR, conditions: dash })).items).toEqual([
      { id: 1, name: 'In service', count: 2 },
      { id: 4, name: 'In stock', count: 1 },
    ]);
    expect((await items({ name: 'deviceshipments', chart: 'byCarrier', ...YEAR })).items).toEqual([
      { id: 'UPS', name: 'UPS', count: 2 },
      { id: 'DHL', name: 'DHL', count: 1 },
    ]);
    const cards = await items({ name: 'activationcardstatistics', chart: 'byState', ...YEAR, conditions: [cond('activationCardId', 'startsWith', 'DASHAC-')], language: 'es' });
    expect(cards.items).toEqual([
      { id: CARD_STATES.assigned, name: 'Asignada', count: 1 },
      { id: CARD_STATES.free, name: 'Libre', count: 1 },
      { id: CARD_STATES.inactive, name: 'Inactiva', count: 1 },
    ]);
    const bySalesRep = await items({ name: 'businessaccountsinfo', chart: 'bySalesRep', conditions: [cond('name', 'eq', 'Beta Garage')] });
    expect(bySalesRep.items).toEqual([{ id: null, name: 'None', count: 1 }]);
  });
  it('answers 400 for a chart the dashboard does not have', async () => {
    const res = await chart({ name: 'statistics', chart: 'byColour' });
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/chart/)]);
  });
});
