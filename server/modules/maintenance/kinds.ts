/**
 * The records maintenance writes, as the change history keeps them (area `maintenance`): a work order saved whole
 * (SaveWorkOrder), a work order's created date (serviceRequest/AdjustWorkOrderCreatedDate), and a service request
 * as each repair changes it. Each keeps exactly the fields its write changes, as these entries always had them,
 * and is scoped to the record's owner (not one of its fields: its kind's scope column): the work order's request,
 * the request's shop.
 */
import type { Db } from '../../db/database';
import type { RecordKind } from '../../db/write';
import { m } from '../../http/text';

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
      .select(['location_id', 'scan_report_status', 'scan_report_started', 'scan_report_completed', 'invoice_number', 'invoice_amount'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!w) return undefined;
    return {
      locationId: w.location_id,
      scanReportStatusId: w.scan_report_status,
      scanReportStarted: iso(w.scan_report_started),
      scanReportCompleted: iso(w.scan_report_completed),
      invoiceNumber: w.invoice_number,
      invoiceAmount: w.invoice_amount === null ? null : Number(w.invoice_amount),
    };
  },
  scopeColumn: 'service_request_id',
};

/** A work order's created date: what AdjustWorkOrderCreatedDate changes. */
export const workOrderCreatedDateKind: RecordKind = {
  area: 'maintenance',
  entity: 'workOrder',
  table: 'work_orders',
  what: workOrderWhat,
  snapshot: async (trx, id) => {
    const w = await trx.selectFrom('work_orders').select('date_created').where('id', '=', id).executeTakeFirst();
    return w && { dateCreated: iso(w.date_created) };
  },
  scopeColumn: 'service_request_id',
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
      const r = await trx.selectFrom('service_requests').select(['status_id', 'technician_id', 'date_dispatched']).where('id', '=', id).executeTakeFirst();
      if (!r) return undefined;
      const all = { statusId: r.status_id, technicianId: r.technician_id, dateDispatched: iso(r.date_dispatched) };
      return Object.fromEntries(fields.map((f) => [f, all[f]]));
    },
    scopeColumn: 'business_id',
  };
}

/** A request whose technician is reset (ResetTechnician): its status, technician and dispatch time. */
export const resetRequestKind = requestKind(['statusId', 'technicianId', 'dateDispatched']);
/** A pending request cancelled (CancelPendingRequests): its status and technician. */
export const cancelledRequestKind = requestKind(['statusId', 'technicianId']);
/** A request whose dispatch time is repaired (FixDispatchTimes). */
export const dispatchFixedRequestKind = requestKind(['dateDispatched']);
