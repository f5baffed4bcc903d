/**
 * The records maintenance writes, as the change history keeps them (area `maintenance`): a work order saved whole
 * (SaveWorkOrder), a work order's created date (serviceRequest/AdjustWorkOrderCreatedDate), and a service request
 * as each repair changes it. Each keeps exactly the fields its write changes, as these entries always had them,
 * and is scoped to the record's owner: the work order's request, the request's shop.
 *
 * The owner is not one of the record's fields, so it rides beside them under a symbol: write.ts hands the
 * snapshot to `scope`, and the history keeps only the snapshot's own string keys (changeHistory.ts).
 */
import type { Db } from '../../db/database';
import type { RecordKind } from '../../db/write';
import { m } from '../../http/text';

const SCOPE = Symbol('scope');
type Scoped = Record<string, unknown> & { [SCOPE]?: number };

function scoped(fields: Record<string, unknown>, scope: number): Scoped {
  return Object.assign(fields, { [SCOPE]: scope });
}
const scopeOf = (snapshot: Record<string, unknown>) => (snapshot as Scoped)[SCOPE];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const workOrderWhat = (id: number) => m`Work order ${id}`;

/** A work order's parts of spec §3 (location, scan report, invoice), flat: what SaveWorkOrder changes. */
export const workOrderKind: RecordKind = {
  area: 'maintenance',
  entity: 'workOrder',
  table: 'work_orders',
  what: workOrderWhat,
  snapshot: async (trx, id) => {
    const w = await trx
      .selectFrom('work_orders')
      .select(['service_request_id', 'location_id', 'scan_report_status', 'scan_report_started', 'scan_report_completed', 'invoice_number', 'invoice_amount'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!w) return undefined;
    return scoped(
      {
        locationId: w.location_id,
        scanReportStatusId: w.scan_report_status,
        scanReportStarted: iso(w.scan_report_started),
        scanReportCompleted: iso(w.scan_report_completed),
        invoiceNumber: w.invoice_number,
        invoiceAmount: w.invoice_amount === null ? null : Number(w.invoice_amount),
      },
      w.service_request_id,
    );
  },
  scope: scopeOf,
};

/** A work order's created date: what AdjustWorkOrderCreatedDate changes. */
export const workOrderCreatedDateKind: RecordKind = {
  area: 'maintenance',
  entity: 'workOrder',
  table: 'work_orders',
  what: workOrderWhat,
  snapshot: async (trx, id) => {
    const w = await trx.selectFrom('work_orders').select(['service_request_id', 'date_created']).where('id', '=', id).executeTakeFirst();
    return w && scoped({ dateCreated: iso(w.date_created) }, w.service_request_id);
  },
  scope: scopeOf,
};

type RequestField = 'statusId' | 'technicianId' | 'dateDispatched';

/** A service request's `fields`, scoped to its shop. */
function requestKind(fields: readonly RequestField[]): RecordKind {
  return {
    area: 'maintenance',
    entity: 'serviceRequest',
    table: 'service_requests',
    what: (id) => m`Service request ${id}`,
    snapshot: async (trx: Db, id: number) => {
      const r = await trx.selectFrom('service_requests').select(['business_id', 'status_id', 'technician_id', 'date_dispatched']).where('id', '=', id).executeTakeFirst();
      if (!r) return undefined;
      const all = { statusId: r.status_id, technicianId: r.technician_id, dateDispatched: iso(r.date_dispatched) };
      return scoped(Object.fromEntries(fields.map((f) => [f, all[f]])), r.business_id);
    },
    scope: scopeOf,
  };
}

/** A request whose technician is reset (ResetTechnician): its status, technician and dispatch time. */
export const resetRequestKind = requestKind(['statusId', 'technicianId', 'dateDispatched']);
/** A pending request cancelled (CancelPendingRequests): its status and technician. */
export const cancelledRequestKind = requestKind(['statusId', 'technicianId']);
/** A request whose dispatch time is repaired (FixDispatchTimes). */
export const dispatchFixedRequestKind = requestKind(['dateDispatched']);
