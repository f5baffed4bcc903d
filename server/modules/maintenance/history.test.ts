/**
 * The change history of maintenance (area maintenance): a work order saved and each request a repair changes leave
 * exactly one entry each, in the shapes their audit readers know; a refused or empty write leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { maintenanceContract as c, type MaintenanceWorkOrder } from '../../../contract/maintenance';
import { SCAN_REPORT_STATUSES, SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, createTechnician, scanTypeId } from '../serviceRequests/testFixtures';

const t = withTestApp();
let token = '';
let adminId = 0;
let serviceTypeId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
  serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
});

const changeLog = changeHistory(t);

const created = new Date('2025-05-01T08:00:00Z');
let n = 0;
async function request(businessId: number, statusId: number, technicianId: number | null = null) {
  n += 1;
  return createRequest(t.db, { businessId, vin: `5YJ3E1EA7KF${String(400_000 + n)}`, serviceTypeId, statusId, technicianId, dateCreated: created });
}

describe('maintenance/SaveWorkOrder in the change history', () => {
  it('records one update of the work order, scoped to its request, with its parts before and after; nothing for a stale, invalid or empty save', async () => {
    const shop = await createBusiness(t.db, 'History Work Order Garage');
    const other = await createBusiness(t.db, 'History Other Garage');
    const r = await request(shop, S.inProgress);
    const save = (body: unknown) => call(t.app, c.saveWorkOrder, { token, body });
    const body = (version: number) => ({
      id: r.workOrderId,
      version,
      locationId: other,
      scanReport: { statusId: SCAN_REPORT_STATUSES.sent, dateStarted: '2025-05-01T10:00:00Z', dateCompleted: '2025-05-01T11:00:00Z' },
      invoice: { number: 'INV-H1', amount: 80 },
    });

    let from = await changeLog.mark();
    expect((await save(body(1))).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([
      {
        area: 'maintenance',
        entity: 'workOrder',
        action: 'update',
        record_id: r.workOrderId,
        scope_id: r.id,
        user_id: adminId,
        before: { locationId: shop, scanReportStatusId: SCAN_REPORT_STATUSES.notStarted, scanReportStarted: null, scanReportCompleted: null, invoiceNumber: null, invoiceAmount: null },
        after: { locationId: other, scanReportStatusId: SCAN_REPORT_STATUSES.sent, scanReportStarted: '2025-05-01T10:00:00.000Z', scanReportCompleted: '2025-05-01T11:00:00.000Z', invoiceNumber: 'INV-H1', invoiceAmount: 80 },
      },
    ]);

    from = await changeLog.mark();
    expect((await save({ ...body(1), invoice: { number: 'STALE', amount: 1 } })).statusCode).toBe(409);
    expect((await save({ ...body(2), locationId: 99_999_999 })).statusCode).toBe(400);
    const same = await save(body(2));
    expect([same.statusCode, same.json<MaintenanceWorkOrder>().version]).toEqual([200, 2]);
    expect(await changeLog.since(from)).toEqual([]);
  });
});

describe('the maintenance repairs in the change history', () => {
  const entryOf = (id: number, scope: number, before: unknown, after: unknown) => ({
    area: 'maintenance',
    entity: 'serviceRequest',
    action: 'update',
    record_id: id,
    scope_id: scope,
    user_id: adminId,
    before,
    after,
  });

  it('records one entry per request cancelled, reset or repaired, each in its repair’s shape; a preview records nothing', async () => {
    const shop = await createBusiness(t.db, 'History Repairs Garage');
    const technicianId = await createTechnician(t.db, 'Hal', 'History');
    const pending = [await request(shop, S.pending), await request(shop, S.pending, technicianId)];

    let from = await changeLog.mark();
    await call(t.app, c.cancelPendingRequests, { token, query: { locationId: String(shop), preview: 'true' } });
    expect(await changeLog.since(from)).toEqual([]);
    expect((await call(t.app, c.cancelPendingRequests, { token, query: { locationId: String(shop) } })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([
      entryOf(pending[0].id, shop, { statusId: S.pending, technicianId: null }, { statusId: S.cancelled, technicianId: null }),
      entryOf(pending[1].id, shop, { statusId: S.pending, technicianId }, { statusId: S.cancelled, technicianId: null }),
    ]);

    const dispatched = await request(shop, S.dispatched, technicianId);
    const at = new Date(created.getTime() + 600_000);
    await t.db.updateTable('service_requests').set({ date_dispatched: at }).where('id', '=', dispatched.id).execute();
    from = await changeLog.mark();
    expect((await call(t.app, c.resetTechnician, { token, body: { technicianId } })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([
      entryOf(dispatched.id, shop, { statusId: S.dispatched, technicianId, dateDispatched: at.toISOString() }, { statusId: S.pending, technicianId: null, dateDispatched: null }),
    ]);

    const missing = await request(shop, S.completed, technicianId);
    from = await changeLog.mark();
    expect((await call(t.app, c.fixDispatchTimes, { token, query: { locationId: String(shop) } })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([entryOf(missing.id, shop, { dateDispatched: null }, { dateDispatched: created.toISOString() })]);
    expect((await t.db.selectFrom('service_requests').select('version').where('id', '=', missing.id).executeTakeFirstOrThrow()).version).toBe(2);
  });
});
