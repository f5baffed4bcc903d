/** AdjustWorkOrderCreatedDate in the change history: exactly one entry (area maintenance, as the work order's other edits), none when refused. */
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceRequestContract as c, SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, scanTypeId } from './testFixtures';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
});

const changeLog = changeHistory(t);

describe('serviceRequest/AdjustWorkOrderCreatedDate in the change history', () => {
  it('records one update of the work order with its created date before and after; a stale or refused adjustment records nothing', async () => {
    const shop = await createBusiness(t.db, 'History Date Garage');
    const made = new Date('2025-06-02T08:00:00Z');
    const r = await createRequest(t.db, { businessId: shop, vin: '3FA6P0H72HR500001', serviceTypeId: await scanTypeId(t.db, 'ADAS static calibration'), statusId: S.inProgress, dateCreated: made });
    const adjust = (date: string, version: number) => call(t.app, c.adjustWorkOrderCreatedDate, { token, query: { workOrderId: String(r.workOrderId), date, version: String(version) } });

    let from = await changeLog.mark();
    expect((await adjust('2025-06-02T08:30:00Z', 1)).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([
      {
        area: 'maintenance',
        entity: 'workOrder',
        action: 'update',
        record_id: r.workOrderId,
        scope_id: r.id,
        user_id: adminId,
        before: { dateCreated: '2025-06-02T09:00:00.000Z' },
        after: { dateCreated: '2025-06-02T08:30:00.000Z' },
      },
    ]);

    from = await changeLog.mark();
    expect((await adjust('2025-06-02T08:45:00Z', 1)).statusCode).toBe(409);
    expect((await adjust('2025-06-02T07:00:00Z', 2)).statusCode).toBe(400);
    await t.db.updateTable('service_requests').set({ status_id: S.completed }).where('id', '=', r.id).execute();
    expect((await adjust('2025-06-02T08:45:00Z', 2)).json()).toMatchObject({ code: 'closed' });
    expect(await changeLog.since(from)).toEqual([]);
  });
});
