/** maintenance/GetWorkOrder and SaveWorkOrder: read with its request, saved whole at its version, recorded twice. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type MaintenanceWorkOrder, maintenanceContract as c } from '../../../contract/maintenance';
import { SCAN_REPORT_STATUSES, SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, scanTypeId } from '../serviceRequests/testFixtures';
import { maintenanceChanges, maintenanceSnapshot, requestState } from './testFixtures';

const t = withTestApp();
let token = '';
let adminId = 0;
let shop = 0;
let other = 0;
let workOrderId = 0;
let requestId = 0;

beforeAll(async () => {
  const login_ = await login(t.app, 'demo.admin');
  token = login_.access_token;
  adminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
  shop = await createBusiness(t.db, 'Work Order Garage');
  other = await createBusiness(t.db, 'Other Work Order Garage');
  await t.db.updateTable('businesses').set({ timezone: 'America/Denver' }).where('id', '=', shop).execute();
  const r = await createRequest(t.db, { businessId: shop, vin: '1HGCM82633A200001', serviceTypeId: await scanTypeId(t.db, 'ADAS static calibration'), statusId: S.inProgress, dateCreated: new Date('2025-03-01T09:00:00Z') });
  workOrderId = r.workOrderId;
  requestId = r.id;
});

const get = (id: number) => call(t.app, c.getWorkOrder, { token, query: { id: String(id) } });
const save = (body: unknown, as = token) => call(t.app, c.saveWorkOrder, { token: as, body });
const valid = (version: number) => ({
  id: workOrderId,
  version,
  locationId: other,
  scanReport: { statusId: SCAN_REPORT_STATUSES.sent, dateStarted: '2025-03-01T10:00:00Z', dateCompleted: '2025-03-01T11:30:00+00:00' },
  invoice: { number: 'INV-42', amount: 129.5 },
});

describe('maintenance/GetWorkOrder', () => {
  it('answers the work order with its request’s id, status and shop, and 404 when it does not exist', async () => {
    const res = await get(workOrderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: workOrderId,
      serviceRequestId: requestId,
      statusId: S.inProgress,
      businessId: shop,
      businessName: 'Work Order Garage',
      timeZone: 'America/Denver',
      location: { id: shop, name: 'Work Order Garage' },
      scanReport: { statusId: 1, dateStarted: null, dateCompleted: null },
      invoice: { number: null, amount: null },
      version: 1,
    });
    expect((await get(99_999_999)).statusCode).toBe(404);
    const bad = await get(0);
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, expect.stringMatching(/work order id/)]);
  });
});

describe('maintenance/SaveWorkOrder', () => {
  it('saves location, scan report and invoice, updated by the caller, recorded in the history and the change history', async () => {
    const res = await save(valid(1));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MaintenanceWorkOrder>();
    expect(saved).toMatchObject({
      location: { id: other, name: 'Other Work Order Garage' },
      updatedBy: { id: adminId },
      scanReport: { statusId: 3, dateStarted: '2025-03-01T10:00:00.000Z', dateCompleted: '2025-03-01T11:30:00.000Z' },
      invoice: { number: 'INV-42', amount: 129.5 },
      version: 2,
    });
    expect((await get(workOrderId)).json()).toEqual(saved);
    const { history } = await requestState(t.db, requestId);
    expect(history.at(-1)).toEqual({ kind: 'workOrder', from_value: null, to_value: 'location,scanReport,invoice' });
    const changes = await maintenanceChanges(t.db, 'workOrder', workOrderId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ action: 'update', user_id: adminId, before: { locationId: shop, invoiceNumber: null }, after: { locationId: other, invoiceNumber: 'INV-42', invoiceAmount: 129.5 } });

    // The same again: nothing changed, nothing saved or recorded.
    const same = await save(valid(2));
    expect([same.statusCode, same.json<MaintenanceWorkOrder>().version]).toEqual([200, 2]);
    expect(await maintenanceChanges(t.db, 'workOrder', workOrderId)).toHaveLength(1);
    // Only the invoice: the history names it alone.
    const invoice = await save({ ...valid(2), invoice: { number: 'INV-43', amount: 0 } });
    expect(invoice.json<MaintenanceWorkOrder>()).toMatchObject({ invoice: { number: 'INV-43', amount: 0 }, version: 3 });
    expect((await requestState(t.db, requestId)).history.at(-1)?.to_value).toBe('invoice');
  });

  it('refuses a stale version with 409, saving nothing', async () => {
    const before = await maintenanceSnapshot(t.db);
    const res = await save({ ...valid(1), invoice: { number: 'STALE', amount: 1 } });
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([409, 'stale']);
    expect(await maintenanceSnapshot(t.db)).toBe(before);
  });

  it('refuses bad input with 400 naming the field, saving nothing', async () => {
    const current = (await get(workOrderId)).json<MaintenanceWorkOrder>().version;
    const base = valid(current);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const cases: [unknown, string][] = [
      [{ ...base, locationId: 99_999_999 }, 'locationId'],
      [{ ...base, locationId: 0 }, 'locationId'],
      [{ ...base, invoice: { number: 'x'.repeat(41), amount: 1 } }, 'invoice.number'],
      [{ ...base, invoice: { number: 'A', amount: -1 } }, 'invoice.amount'],
      [{ ...base, invoice: { number: 'A', amount: 1.005 } }, 'invoice.amount'],
      [{ ...base, scanReport: { ...base.scanReport, statusId: 9 } }, 'scanReport.statusId'],
      [{ ...base, scanReport: { ...base.scanReport, dateStarted: 'yesterday' } }, 'scanReport.dateStarted'],
      [{ ...base, scanReport: { ...base.scanReport, dateStarted: '2025-03-02T10:00:00Z' } }, 'scanReport.dateCompleted'],
      [{ ...base, scanReport: { ...base.scanReport, dateStarted: null } }, 'scanReport.dateStarted'],
      [{ ...base, scanReport: { ...base.scanReport, dateCompleted: future } }, 'scanReport.dateCompleted'],
      [{ ...base, extra: 1 }, 'extra'],
      [{ ...base, version: undefined }, 'version'],
    ];
    const before = await maintenanceSnapshot(t.db);
    const lines: string[] = [];
    for (const [body, field] of cases) {
      const res = await save(body);
      const fields = (res.json<{ errors?: { field: string }[] }>().errors ?? []).map((e) => e.field);
      lines.push(`${field} ${res.statusCode} ${fields.includes(field)}`);
    }
    expect(lines).toEqual(cases.map(([, field]) => `${field} 400 true`));
    expect(await maintenanceSnapshot(t.db)).toBe(before);
  });
});
