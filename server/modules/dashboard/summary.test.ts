/** dashboard/DashboardSummaryChoices: the requests of a range counted per category, and their response and completion times. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardContract as c } from '../../../contract/dashboard';
import { DASHBOARD_CATEGORIES as C } from '../../../contract/dashboardSchema';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { createRequest, scanTypeId } from '../serviceRequests/testFixtures';
import { locationCounts, shopCuts, summaryOf, wholeMonths } from './summary';
import { seedRequests, shopIn } from './testFixtures';

const t = withTestApp();
let token = '';

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  await seedRequests(t.db);
});

const summary = (query: Record<string, string>, as = token) => call(t.app, c.summaryChoices, { token: as, query });
const YEAR = { startDate: '2031-01-01', endDate: '2031-12-31' };

describe('dashboard/DashboardSummaryChoices', () => {
  it('answers every category and the times for All', async () => {
    const res = await summary({ ...YEAR, category: String(C.all) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      category: C.all,
      total: 5,
      groups: [
        {
          category: C.scanType,
          items: [
            { id: 'Dashboard test scan', name: 'Dashboard test scan', count: 3 },
            { id: 'Dashboard test calibration', name: 'Dashboard test calibration', count: 2 },
          ],
          more: false,
        },
        {
          category: C.status,
          items: [
            { id: S.completed, name: 'Completed', count: 2 },
            { id: S.pending, name: 'Pending', count: 1 },
            { id: S.dispatched, name: 'Dispatched', count: 1 },
            { id: S.inProgress, name: 'In progress', count: 1 },
          ],
          more: false,
        },
        {
          category: C.tech,
          items: [
            { id: 'Ann Dashtest', name: 'Ann Dashtest', count: 2 },
            { id: 'Bob Dashtest', name: 'Bob Dashtest', count: 2 },
            { id: null, name: 'None', count: 1 },
          ],
          more: false,
        },
        { category: C.location, items: [{ id: 'Alpha Garage', name: 'Alpha Garage', count: 3 }, { id: 'Beta Garage', name: 'Beta Garage', count: 2 }], more: false },
        { category: C.country, items: [{ id: 'GB', name: 'GB', count: 3 }, { id: 'ES', name: 'ES', count: 2 }], more: false },
        { category: C.make, items: [{ id: 'Honda', name: 'Honda', count: 3 }, { id: 'Ford', name: 'Ford', count: 2 }], more: false },
      ],
      // Response 10, 20, 30, 40 minutes (one never dispatched); completion 60 and 120 (from the history).
      timeStats: { response: { count: 4, medianMinutes: 25, p90Minutes: 37 }, completion: { count: 2, medianMinutes: 90, p90Minutes: 114 } },
    });
  });

  it('answers one category in the asked language, the range inclusive', async () => {
    const res = await summary({ startDate: '2031-03-01', endDate: '2031-03-02', category: String(C.status), language: 'es' });
    expect(res.json()).toEqual({ category: C.status, total: 2, groups: [{ category: C.status, items: [{ id: S.completed, name: 'Completada', count: 2 }], more: false }], timeStats: null });
    const times = (await summary({ ...YEAR, category: String(C.timeStats) })).json();
    expect([times.groups, times.timeStats.completion]).toEqual([[], { count: 2, medianMinutes: 90, p90Minutes: 114 }]);
    // Whole months read per month, the days around them per day.
    const mixed = (await summary({ startDate: '2031-02-15', endDate: '2031-03-31', category: String(C.timeStats) })).json();
    expect(mixed.timeStats).toEqual({ response: { count: 2, medianMinutes: 15, p90Minutes: 19 }, completion: { count: 2, medianMinutes: 90, p90Minutes: 114 } });
    const days = (await summary({ startDate: '2031-03-02', endDate: '2031-04-10', category: String(C.timeStats) })).json();
    expect(days.timeStats).toEqual({ response: { count: 2, medianMinutes: 25, p90Minutes: 29 }, completion: { count: 1, medianMinutes: 120, p90Minutes: 120 } });
    expect([wholeMonths('2031-02-15', '2031-03-31'), wholeMonths('2031-03-02', '2031-04-10'), wholeMonths('2031-01-01', '2031-12-31')]).toEqual([
      { from: '2031-03-01', to: '2031-04-01' },
      null,
      { from: '2031-01-01', to: '2032-01-01' },
    ]);
    expect((await summary({ startDate: '2031-06-01', endDate: '2031-06-30', category: String(C.make) })).json()).toMatchObject({ total: 0, groups: [{ category: C.make, items: [], more: false }] });
  });

  it('answers the most counted values of a category, and whether it has more', async () => {
    const top = (category: number, limit: number) => summaryOf(t.db, { ...YEAR, category, language: 'en', limit });
    expect((await top(C.tech, 1)).groups).toEqual([{ category: C.tech, items: [{ id: 'Ann Dashtest', name: 'Ann Dashtest', count: 2 }], more: true }]);
    expect((await top(C.location, 1)).groups).toEqual([{ category: C.location, items: [{ id: 'Alpha Garage', name: 'Alpha Garage', count: 3 }], more: true }]);
    expect((await top(C.location, 2)).groups[0]).toMatchObject({ more: false });
    expect((await top(C.tech, 3)).groups[0]).toMatchObject({ more: false });
  });

  it('keeps the daily counts equal to the requests through inserts, updates, deletes and address changes', async () => {
    // Recounted from the requests as migration 0025 counts them: what the triggers kept must be the same.
    const kept = sql`SELECT category, day, value, n FROM service_request_daily_counts WHERE n <> 0`;
    const daily = sql`SELECT x.category, (r.date_created AT TIME ZONE 'UTC')::date AS day, x.value, count(*)::int AS n FROM service_requests r
      LEFT JOIN business_addresses ba ON ba.business_id = r.business_id AND ba.kind = 'primary'
      CROSS JOIN LATERAL (VALUES (1::smallint, r.service_type_id::text), (2::smallint, r.status_id::text), (3::smallint, coalesce(r.technician_id::text, '')),
        (5::smallint, coalesce(ba.country, '')), (6::smallint, coalesce(r.vehicle_make, '')),
        (7::smallint, CASE WHEN r.date_dispatched >= r.date_created THEN round(extract(epoch FROM r.date_dispatched - r.date_created) / 60)::int::text END),
        (8::smallint, CASE WHEN r.date_completed >= r.date_created THEN round(extract(epoch FROM r.date_completed - r.date_created) / 60)::int::text END)) x(category, value)
      WHERE x.value IS NOT NULL GROUP BY 1, 2, 3`;
    const monthly = sql`SELECT category + 10 AS category, date_trunc('month', day)::date AS day, value, sum(n)::int AS n FROM (${daily}) d WHERE category IN (7, 8) GROUP BY 1, 2, 3`;
    const recount = sql`SELECT * FROM (${daily} UNION ALL ${monthly}) rc`;
    const difference = async () => (await sql`(SELECT 1 AS side, * FROM (${kept} EXCEPT ${recount}) a) UNION ALL (SELECT 2, * FROM (${recount} EXCEPT ${kept}) b) ORDER BY 3, 4, 5, 1`.execute(t.db)).rows;
    expect(await difference()).toEqual([]);
    const shop = await shopIn(t.db, 'Gamma Garage', 'FR');
    const { id } = await createRequest(t.db, { businessId: shop, vin: '1HGCM82633A977777', serviceTypeId: await scanTypeId(t.db, 'Dashboard test scan'), statusId: S.pending, dateCreated: new Date('2031-07-01T10:00:00Z') });
    await t.db.updateTable('service_requests').set({ status_id: S.cancelled, vehicle_make: 'Kia', date_created: new Date('2031-07-02T10:00:00Z') }).where('id', '=', id).execute();
    await t.db.updateTable('business_addresses').set({ country: 'BE' }).where('business_id', '=', shop).execute();
    expect(await difference()).toEqual([]);
    const july = (await summary({ startDate: '2031-07-01', endDate: '2031-07-31', category: String(C.country) })).json();
    expect(july).toMatchObject({ total: 1, groups: [{ items: [{ id: 'BE', name: 'BE', count: 1 }] }] });
    await t.db.deleteFrom('work_orders').where('service_request_id', '=', id).execute();
    await t.db.deleteFrom('service_request_history').where('service_request_id', '=', id).execute();
    await t.db.deleteFrom('service_requests').where('id', '=', id).execute();
    expect(await difference()).toEqual([]);
    expect((await summary({ startDate: '2031-07-01', endDate: '2031-07-31', category: String(C.all) })).json()).toMatchObject({ total: 0 });
  });

  it.each([
    ['a reversed range', { startDate: '2031-12-31', endDate: '2031-01-01', category: '0' }, /endDate/],
    ['an unknown category', { ...YEAR, category: '8' }, /category/],
    ['no start date', { endDate: '2031-01-01', category: '0' }, /startDate/],
    ['a bad date', { startDate: '2031-13-01', endDate: '2031-12-31' }, /startDate/],
  ])('answers 400 naming the field for %s', async (_what, query, message) => {
    const res = await summary(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 401 without a token and 403 to a user without console access', async () => {
    expect((await summary({ ...YEAR }, '')).statusCode).toBe(401);
    expect((await summary({ ...YEAR }, (await login(t.app, 'demo.tech')).access_token)).statusCode).toBe(403);
  });

  it('counts per shop alike however the shops are cut into runs read side by side', async () => {
    // A second seed, the last test's: four shops, two of each name.
    const shops = await seedRequests(t.db);
    const runs = async (cuts: number[], limit?: number) => locationCounts(t.db, { ...YEAR, category: C.location, language: 'en', limit }, cuts);
    const whole = await runs([]);
    // Every request is counted once: the shops seeded twice are named alike, so their counts add up.
    expect(whole).toEqual({ rows: [{ id: 'Alpha Garage', count: 6 }, { id: 'Beta Garage', count: 4 }], more: false });
    for (const cuts of [[shops.beta], [shops.alpha, shops.beta], [shops.beta, shops.beta + 1000]]) expect(await runs(cuts)).toEqual(whole);
    // The most counted of all, though each run has its own: one shop of the four, and more of them.
    expect(await runs([shops.beta], 1)).toEqual({ rows: [{ id: 'Alpha Garage', count: 3 }], more: true });
    expect(await runs([shops.beta], 4)).toMatchObject({ more: false });
    const cuts = await shopCuts(t.db, 3);
    expect(cuts).toHaveLength(2);
    expect(cuts[0]).toBeLessThan(cuts[1]);
    expect(await runs(cuts)).toEqual(whole);
    expect(await shopCuts(t.db, 1)).toEqual([]);
  });
});
