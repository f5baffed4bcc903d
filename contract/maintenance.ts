/**
 * Maintenance (spec §3 Work order maintenance, Technician; §7 Maintenance): the support desk's repair kit. A work
 * order read and saved whole; and three repairs of service requests, each in two phases: `preview` lists what it
 * would change and changes nothing, the apply changes what matches at that moment and says what it changed. Every
 * change is recorded in the request's history and in the change history (area `maintenance`).
 * SearchTechnicians is contract/serviceRequest.ts's; SaveInsurance is contract/references.ts's.
 */
import { z } from 'zod';
import { endpoint, queryBool, queryInt } from './define';
import { isoDateTime } from './fields';
import { r } from './refusal';
import { SCAN_REPORT_STATUSES, workOrder } from './serviceRequest';

/** The longest invoice number a work order keeps (work_orders.invoice_number). */
export const INVOICE_NUMBER_MAX = 40;
/** The largest invoice amount (numeric(12, 2)). */
export const INVOICE_AMOUNT_MAX = 9_999_999_999.99;
/** At most this many changed requests are listed in a repair's answer (its count is all of them). */
export const REPAIR_ITEMS_MAX = 500;

const scanStatusIds = Object.values(SCAN_REPORT_STATUSES) as number[];
/** Cents at most: 12.5 and 12.50 are amounts, 12.505 is not. */
const cents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A work order with its request: which request, in which status, of which shop. */
export const maintenanceWorkOrder = workOrder.extend({
  serviceRequestId: z.number().int(),
  statusId: z.number().int(),
  businessId: z.number().int(),
  businessName: z.string(),
  /** The shop's IANA time zone (null when it has none): the console shows and enters the dates in it. */
  timeZone: z.string().nullable(),
});
export type MaintenanceWorkOrder = z.infer<typeof maintenanceWorkOrder>;

export const saveWorkOrderBody = z
  .strictObject({
    id: z.int32().min(1, r('must be a work order id')),
    version: z.int32().min(1, r('must be the work order version')),
    locationId: z.int32().min(1, r('must be a business id')),
    scanReport: z.strictObject({
      statusId: z
        .int32()
        .refine((v) => scanStatusIds.includes(v), r`must be one of ${scanStatusIds.join(', ')}`),
      dateStarted: isoDateTime.nullable(),
      dateCompleted: isoDateTime.nullable(),
    }),
    invoice: z.strictObject({
      number: z.string().trim().max(INVOICE_NUMBER_MAX, r`must be at most ${INVOICE_NUMBER_MAX} characters`).nullable(),
      amount: z
        .number()
        .min(0, r('must not be negative'))
        .max(INVOICE_AMOUNT_MAX, r`must be at most ${INVOICE_AMOUNT_MAX}`)
        .refine(cents, r('must have at most 2 decimals'))
        .nullable(),
    }),
  })
  .refine((b) => b.scanReport.dateCompleted === null || b.scanReport.dateStarted !== null, {
    path: ['scanReport', 'dateStarted'],
    message: r('is required when the scan report has a completed date'),
  })
  .refine((b) => b.scanReport.dateCompleted === null || b.scanReport.dateStarted === null || new Date(b.scanReport.dateStarted) <= new Date(b.scanReport.dateCompleted), {
    path: ['scanReport', 'dateCompleted'],
    message: r('must not be before the scan report started'),
  });
export type SaveWorkOrder = z.infer<typeof saveWorkOrderBody>;

/**
 * A request a repair changes (or would): its shop, vehicle, status and technician before the change, and what
 * changes: `from` and `to` are status ids (ResetTechnician, CancelPendingRequests) or dispatch times, ISO
 * (FixDispatchTimes; `from` null when it was missing).
 */
export const repairItem = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  businessName: z.string(),
  vin: z.string(),
  statusId: z.number().int(),
  technicianName: z.string().nullable(),
  dateCreated: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type RepairItem = z.infer<typeof repairItem>;

/** A repair's answer: whether it was a preview, how many requests it changed (or would), and the first of them. */
export const repairResult = z.object({ preview: z.boolean(), count: z.number().int(), items: z.array(repairItem) });
export type RepairResult = z.infer<typeof repairResult>;

const preview = queryBool.default(false);

export const maintenanceContract = {
  getWorkOrder: endpoint({
    method: 'GET',
    path: 'maintenance/GetWorkOrder',
    summary: 'A work order (spec §3 Work order maintenance) with its request’s id, status and shop; 404 when it does not exist',
    query: z.strictObject({ id: queryInt.min(1, r('must be a work order id')) }),
    response: maintenanceWorkOrder,
  }),
  saveWorkOrder: endpoint({
    method: 'POST',
    path: 'maintenance/SaveWorkOrder',
    summary:
      'Saves a work order’s location (a business), scan report (status, started and completed dates: in order, not in the future) and invoice (number, amount ≥ 0 in cents) at the version read (409 stale otherwise); updated by the caller, recorded in the request’s history (workOrder) and the change history',
    body: saveWorkOrderBody,
    response: maintenanceWorkOrder,
  }),
  resetTechnician: endpoint({
    method: 'POST',
    path: 'maintenance/ResetTechnician',
    summary: `Releases a technician’s open assignments (dispatched or in progress) back to pending, without technician and dispatch time (404 for a user who is not a technician). preview=true lists them and changes nothing; otherwise each is changed and recorded (history: status, assignment). The first ${REPAIR_ITEMS_MAX} are listed`,
    body: z.strictObject({ technicianId: z.int32().min(1, r('must be a technician id')), preview: z.boolean().optional() }),
    response: repairResult,
  }),
  cancelPendingRequests: endpoint({
    method: 'GET',
    path: 'maintenance/CancelPendingRequests',
    summary: `Cancels a location’s (a business’s; 404 otherwise) pending requests. preview=true lists them and changes nothing; otherwise each is cancelled and recorded (history: status). The first ${REPAIR_ITEMS_MAX} are listed. A GET that writes unless preview`,
    writes: true,
    query: z.strictObject({ locationId: queryInt.min(1, r('must be a business id')), preview }),
    response: repairResult,
  }),
  fixDispatchTimes: endpoint({
    method: 'GET',
    path: 'maintenance/FixDispatchTimes',
    summary: `Repairs the dispatch time of the requests (of one location with locationId) dispatched, in progress or completed whose dispatch time is missing or before their creation: it becomes the first dispatch their history records (a status change to dispatched, or an assignment to a technician) at or after their creation and after their last return to pending, else their creation time. preview=true lists them and changes nothing; otherwise each is changed and recorded (history: dispatchFixed). The first ${REPAIR_ITEMS_MAX} are listed. A GET that writes unless preview`,
    writes: true,
    query: z.strictObject({ locationId: queryInt.min(1, r('must be a business id')).optional(), preview }),
    response: repairResult,
  }),
};
