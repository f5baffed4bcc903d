/**
 * What the change-history tests share (history.test.ts, revert.test.ts, revertKinds.test.ts): `historyKit()`, called
 * at a test file's top level, starts that file's test app and, before its tests, signs in Dana Diaz (demo.admin:
 * `s.token`, `s.userId`) and the admin (`s.other`), with the reference items and ids its helpers' records need. A
 * function rather than module state: the server tests share their modules within a worker (isolate: false).
 */
import { beforeAll, expect } from 'vitest';
import { businessContract as b } from '../../../contract/business';
import { type HistoryEntry, historyContract as c } from '../../../contract/history';
import { DEVICE_STATUSES } from '../../../contract/device';
import { SCAN_REPORT_STATUSES, SERVICE_REQUEST_STATUSES } from '../../../contract/serviceRequest';
import { call, withTestApp } from '../../test/harness';
import { signIn } from '../../test/history';
import { createBusiness, referenceItems } from '../businessDetails/testFixtures';
import { createRequest, scanTypeId } from '../serviceRequests/testFixtures';

export type Page = { count: number; items: HistoryEntry[] };

export function historyKit() {
  const t = withTestApp();
  const s = { token: '', userId: 0, other: '', refs: {} as Awaited<ReturnType<typeof referenceItems>>, deviceModelId: 0, serviceTypeId: 0 };
  beforeAll(async () => {
    ({ token: s.token, userId: s.userId } = await signIn(t, 'demo.admin'));
    s.other = (await signIn(t, 'admin')).token;
    s.refs = await referenceItems(t.db);
    s.deviceModelId = (await t.db.selectFrom('device_models').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    s.serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
  });

  const ok = async <T = Record<string, unknown>>(endpoint: Parameters<typeof call>[1], opts: { body?: unknown; query?: Record<string, string> }, as = s.token) => {
    const res = await call(t.app, endpoint, { token: as, ...opts });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const historyOf = (recordId: number, more: Record<string, string> = {}) =>
    ok<Page>(c.record, { query: { area: 'business', entity: 'business', recordId: String(recordId), ...more } });
  const revert = (id: number, fields: string[], as = s.token, language = 'en') =>
    call(t.app, c.revert, { token: as, body: { id, fields }, headers: { 'accept-language': language } });

  /** A device in stock, as its Device tab saves it. */
  const deviceBody = (serialNumber: string) => ({ serialNumber, name: 'Revert bay', deviceModelId: s.deviceModelId, statusId: DEVICE_STATUSES.inStock, isActive: true });
  /** A request in progress with its work order (made in the database, as a shop's app would): the work order's id. */
  const workOrderOf = async (businessId: number, vin: string) =>
    (await createRequest(t.db, { businessId, vin, serviceTypeId: s.serviceTypeId, statusId: SERVICE_REQUEST_STATUSES.inProgress, dateCreated: new Date('2025-05-01T08:00:00Z') })).workOrderId;
  /** A work order's location, scan report (not started) and invoice, as maintenance/SaveWorkOrder takes them. */
  const workOrderBody = (id: number, version: number, locationId: number, invoiceNumber: string | null) => ({
    id,
    version,
    locationId,
    scanReport: { statusId: SCAN_REPORT_STATUSES.notStarted, dateStarted: null, dateCompleted: null },
    invoice: { number: invoiceNumber, amount: null },
  });
  /** One business user's row of Business/ModifyUsers. */
  const userRows = (businessId: number, row: Record<string, unknown>) => ({ businessId, users: [{ firstName: 'Rita', email: 'rita.revert@example.com', ...row }] });

  /** A business with a billing and a promotion saved, then each changed once. */
  async function businessWithChanges() {
    const biz = await createBusiness(t.db);
    const billing = { businessId: biz, isDemo: false, isRecurring: true, periodId: s.refs.period, periodAmount: 10, currencyId: s.refs.currency, oemChargeableProducts: [s.refs.product] };
    await ok(b.upsertBilling, { body: billing });
    await ok(b.upsertBilling, { body: { ...billing, periodAmount: 25.5, isDemo: true, version: 1 } });
    const promotion = { businessId: biz, startDate: '2025-01-01', endDate: '2025-12-31', startProductId: s.refs.product, promotionType: 1, numberOfScans: 10 };
    await ok(b.upsertPromotion, { body: promotion }, s.other);
    await ok(b.upsertPromotion, { body: { ...promotion, numberOfScans: 20, version: 1 } }, s.other);
    return biz;
  }

  const billingOf = (biz: number) => ok(b.billing, { query: { key: String(biz) } });
  return { t, s, ok, historyOf, revert, deviceBody, workOrderOf, workOrderBody, userRows, businessWithChanges, billingOf };
}
