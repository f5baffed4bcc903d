/** The maintenance repairs: a preview changes nothing, the apply changes what matches, counts it and records it. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { maintenanceContract as c, type RepairResult } from '../../../contract/maintenance';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, createTechnician, scanTypeId } from '../serviceRequests/testFixtures';
import { maintenanceChanges, maintenanceSnapshot, requestState } from './testFixtures';

const t = withTestApp();
let token = '';
let tech = '';
let serviceTypeId = 0;
let n = 0;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  tech = (await login(t.app, 'demo.tech')).access_token;
  serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
});

const created = new Date('2025-04-01T08:00:00Z');
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
async function request(businessId: number, statusId: number, technicianId: number | null = null, dispatched: Date | null = null): Promise<number> {
  n += 1;
  const { id } = await createRequest(t.db, { businessId, vin: `2T1BURHE0JC${String(300_000 + n)}`, serviceTypeId, statusId, technicianId, dateCreated: created });
  await t.db.updateTable('service_requests').set({ date_dispatched: dispatched }).where('id', '=', id).execute();
  return id;
}
const history = (id: number, kind: 'status' | 'assignment', from: string | null, to: string | null, when: Date) =>
  t.db.insertInto('service_request_history').values({ service_request_id: id, kind, from_value: from, to_value: to, changed_by: null, changed_at: when }).execute();

const ok = async (res: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RepairResult>();
};
const cancel = (query: Record<string, string>, as = token) => call(t.app, c.cancelPendingRequests, { token: as, query });
const fix = (query: Record<string, string>, as = token) => call(t.app, c.fixDispatchTimes, { token: as, query });
const reset = (body: unknown, as = token) => call(t.app, c.resetTechnician, { token: as, body });

describe('maintenance/CancelPendingRequests', () => {
  it('previews a location’s pending requests without changing them, then cancels them, counted and recorded', async () => {
    const shop = await createBusiness(t.db, 'Pending Garage');
    const technicianId = await createTechnician(t.db, 'Paula', 'Pending');
    const pending = [await request(shop, S.pending), await request(shop, S.pending, technicianId)];
    const others = [await request(shop, S.dispatched, technicianId, at(10)), await request(await createBusiness(t.db, 'Elsewhere Garage'), S.pending)];
    const before = await maintenanceSnapshot(t.db);
    const preview = await ok(await cancel({ locationId: String(shop), preview: 'true' }));
    expect(preview).toMatchObject({ preview: true, count: 2 });
    expect(preview.items.map((i) => [i.id, i.businessName, i.from, i.to])).toEqual(pending.map((id) => [id, 'Pending Garage', '1', '5']));
    expect(preview.items[1].technicianName).toBe('Paula Pending');
    expect(await maintenanceSnapshot(t.db)).toBe(before);

    const applied = await ok(await cancel({ locationId: String(shop) }));
    expect([applied.preview, applied.count, applied.items.map((i) => i.id)]).toEqual([false, 2, pending]);
    const [plain, assigned] = [await requestState(t.db, pending[0]), await requestState(t.db, pending[1])];
    expect([plain.statusId, plain.technicianId, plain.version]).toEqual([S.cancelled, null, 2]);
    expect(plain.history.slice(-1)).toEqual([{ kind: 'status', from_value: '1', to_value: '5' }]);
    expect(assigned.history.slice(-2)).toEqual([
      { kind: 'status', from_value: '1', to_value: '5' },
      { kind: 'assignment', from_value: 'Paula Pending', to_value: null },
    ]);
    expect(await maintenanceChanges(t.db, 'serviceRequest', pending[1])).toMatchObject([
      { action: 'update', before: { statusId: S.pending, technicianId }, after: { statusId: S.cancelled, technicianId: null } },
    ]);
    for (const id of others) expect((await requestState(t.db, id)).version).toBe(1);
    // Applied again: nothing left to change.
    expect(await ok(await cancel({ locationId: String(shop) }))).toEqual({ preview: false, count: 0, items: [] });
  });

  it('answers 404 for a location that is not a business and 400 for a bad one, changing nothing', async () => {
    const before = await maintenanceSnapshot(t.db);
    expect((await cancel({ locationId: '99999999' })).statusCode).toBe(404);
    for (const query of [{ locationId: 'x' }, {}, { locationId: '1', preview: 'maybe' }] as Record<string, string>[]) {
      const res = await cancel(query);
      expect([res.statusCode, res.json<{ errors: { field: string }[] }>().errors[0].field]).toEqual([400, Object.keys(query).at(-1) ?? 'locationId']);
    }
    expect(await maintenanceSnapshot(t.db)).toBe(before);
  });
});

describe('maintenance/ResetTechnician', () => {
  it('previews the technician’s open assignments, then releases them back to pending without technician', async () => {
    const shop = await createBusiness(t.db, 'Reset Garage');
    const technicianId = await createTechnician(t.db, 'Rita', 'Reset');
    const open = [await request(shop, S.dispatched, technicianId, at(5)), await request(shop, S.inProgress, technicianId, at(5))];
    const kept = [await request(shop, S.completed, technicianId, at(5)), await request(shop, S.dispatched, await createTechnician(t.db, 'Other', 'Tech'), at(5))];
    const before = await maintenanceSnapshot(t.db);
    const preview = await ok(await reset({ technicianId, preview: true }));
    expect([preview.preview, preview.count, preview.items.map((i) => [i.id, i.from, i.to, i.technicianName])]).toEqual([
      true,
      2,
      [
        [open[0], '2', '1', 'Rita Reset'],
        [open[1], '3', '1', 'Rita Reset'],
      ],
    ]);
    expect(await maintenanceSnapshot(t.db)).toBe(before);

    expect((await ok(await reset({ technicianId }))).count).toBe(2);
    for (const [id, from] of [
      [open[0], '2'],
      [open[1], '3'],
    ] as const) {
      const s = await requestState(t.db, id);
      expect([s.statusId, s.technicianId, s.dateDispatched]).toEqual([S.pending, null, null]);
      expect(s.history.slice(-2)).toEqual([
        { kind: 'status', from_value: from, to_value: '1' },
        { kind: 'assignment', from_value: 'Rita Reset', to_value: null },
      ]);
      expect(await maintenanceChanges(t.db, 'serviceRequest', id)).toHaveLength(1);
    }
    for (const id of kept) expect((await requestState(t.db, id)).version).toBe(1);
  });

  it('answers 404 for a user who is not a technician and 400 for bad input, changing nothing', async () => {
    const before = await maintenanceSnapshot(t.db);
    const admin = await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow();
    expect((await reset({ technicianId: admin.id })).statusCode).toBe(404);
    for (const [body, field] of [
      [{ technicianId: 0 }, 'technicianId'],
      [{ technicianId: 'x' }, 'technicianId'],
      [{ technicianId: 1, preview: 'yes' }, 'preview'],
      [{ technicianId: 1, force: true }, 'force'],
    ] as const) {
      const res = await reset(body);
      expect([res.statusCode, res.json<{ errors: { field: string }[] }>().errors[0].field]).toEqual([400, field]);
    }
    expect(await maintenanceSnapshot(t.db)).toBe(before);
  });
});

describe('maintenance/FixDispatchTimes', () => {
  it('repairs missing and impossible dispatch times from the history, else the creation time, of one location', async () => {
    const shop = await createBusiness(t.db, 'Dispatch Garage');
    const technicianId = await createTechnician(t.db, 'Dora', 'Dispatch');
    const early = await request(shop, S.inProgress, technicianId, new Date(created.getTime() - 3_600_000));
    await history(early, 'assignment', null, 'Dora Dispatch', at(20));
    await history(early, 'status', '1', '2', at(30));
    const missing = await request(shop, S.completed, technicianId, null);
    // Dispatched, released back to pending, dispatched again: the dispatch after the release counts.
    const redispatched = await request(shop, S.dispatched, technicianId, null);
    await history(redispatched, 'status', '1', '2', at(15));
    await history(redispatched, 'status', '2', '1', at(40));
    await history(redispatched, 'status', '1', '2', at(50));
    const fine = await request(shop, S.dispatched, technicianId, at(5));
    const pending = await request(shop, S.pending, null, null);
    const before = await maintenanceSnapshot(t.db);
    const preview = await ok(await fix({ locationId: String(shop), preview: 'true' }));
    expect(preview.items.map((i) => [i.id, i.from, i.to])).toEqual([
      [early, new Date(created.getTime() - 3_600_000).toISOString(), at(20).toISOString()],
      [missing, null, created.toISOString()],
      [redispatched, null, at(50).toISOString()],
    ]);
    expect(await maintenanceSnapshot(t.db)).toBe(before);

    const applied = await ok(await fix({ locationId: String(shop) }));
    expect([applied.count, applied.preview]).toEqual([3, false]);
    expect((await requestState(t.db, early)).dateDispatched).toBe(at(20).toISOString());
    const repaired = await requestState(t.db, missing);
    expect(repaired.dateDispatched).toBe(created.toISOString());
    expect(repaired.history.at(-1)).toEqual({ kind: 'dispatchFixed', from_value: null, to_value: created.toISOString() });
    expect(await maintenanceChanges(t.db, 'serviceRequest', missing)).toMatchObject([{ before: { dateDispatched: null }, after: { dateDispatched: created.toISOString() } }]);
    for (const id of [fine, pending]) expect((await requestState(t.db, id)).version).toBe(1);
    expect((await ok(await fix({ locationId: String(shop), preview: 'true' }))).count).toBe(0);
  });

  it('finds the demo data’s broken dispatch times across every location', async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM service_requests
      WHERE status_id IN (2, 3, 4) AND (date_dispatched IS NULL OR date_dispatched < date_created)`.execute(t.db);
    const preview = await ok(await fix({ preview: 'true' }));
    expect(preview.count).toBe(rows[0].n);
    expect(preview.count).toBeGreaterThan(0);
  });
});

describe('access to maintenance', () => {
  it('answers 401 without a token and 403 to a user without a console role, changing nothing', async () => {
    const requests: Record<keyof typeof c, { query?: Record<string, string>; body?: unknown }> = {
      getWorkOrder: { query: { id: '1' } },
      saveWorkOrder: { body: { id: 1, version: 1, locationId: 1, scanReport: { statusId: 1, dateStarted: null, dateCompleted: null }, invoice: { number: null, amount: null } } },
      resetTechnician: { body: { technicianId: 1 } },
      cancelPendingRequests: { query: { locationId: '1' } },
      fixDispatchTimes: { query: {} },
    };
    const before = await maintenanceSnapshot(t.db);
    const lines: string[] = [];
    for (const [name, opts] of Object.entries(requests)) {
      const endpoint = c[name as keyof typeof c] as Endpoint;
      lines.push(`${name} ${(await call(t.app, endpoint, opts)).statusCode} ${(await call(t.app, endpoint, { ...opts, token: tech })).statusCode}`);
    }
    expect(lines).toEqual(Object.keys(requests).map((name) => `${name} 401 403`));
    expect(await maintenanceSnapshot(t.db)).toBe(before);
  });

  it('never lets a GET that writes be cached', async () => {
    const res = await fix({ preview: 'true' });
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });
});
