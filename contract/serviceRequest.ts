/**
 * Service requests (spec §3 Service request list, Work order maintenance, Technician; §7 Service requests):
 * the lists (every shop's with its filters, a business's as count and items), one request with its work
 * order, its history and its issues, the work order's date adjustment, and the streamed CSV export.
 */
import { z } from 'zod';
import { endpoint, exportShape, queryInt } from './define';
import { isoDate, isoDateTime } from './fields';
import { pagedListQuery } from './listQuery';
import { r } from './refusal';
import { SOLUTIONS } from './solutions';

/** Request status ids (ours: the spec names Completed, Cancelled and Voided RO); labels `resources.serviceRequests.statuses.<key>`. */
export const SERVICE_REQUEST_STATUSES = { pending: 1, dispatched: 2, inProgress: 3, completed: 4, cancelled: 5, voidedRo: 6 } as const;
/** A request in one of these is closed: its work order's date is no longer adjusted. */
export const CLOSED_REQUEST_STATUSES: readonly number[] = [SERVICE_REQUEST_STATUSES.completed, SERVICE_REQUEST_STATUSES.cancelled];
/** Scan report status ids (spec §3 Work order maintenance: ScanReport Status); labels `resources.serviceRequests.scanReportStatuses.<key>`. */
export const SCAN_REPORT_STATUSES = { notStarted: 1, inProgress: 2, sent: 3 } as const;
/**
 * What a history entry records; its from and to are status ids, technician names or ISO dates accordingly. A work
 * order saved in maintenance (`workOrder`) has in `to` the parts it changed, comma-separated (location, scanReport,
 * invoice); a repaired dispatch time (`dispatchFixed`) goes from the old time (null when missing) to the new one.
 */
export const HISTORY_KINDS = ['created', 'status', 'assignment', 'dateAdjusted', 'workOrder', 'dispatchFixed'] as const;
/** The parts of a work order a `workOrder` history entry names. */
export const WORK_ORDER_PARTS = ['location', 'scanReport', 'invoice'] as const;

const appIds = Object.values(SOLUTIONS) as number[];

export const serviceRequestRow = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  /** The shop. */
  businessName: z.string(),
  /** The shop's IANA time zone (null when it has none): the console shows the request's dates in it. */
  timeZone: z.string().nullable(),
  vin: z.string(),
  vehicleYear: z.number().int().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  /** The solution (contract/solutions.ts). */
  appId: z.number().int(),
  /** The scan type (lookup workorder.servicetype) and its name. */
  serviceTypeId: z.number().int(),
  serviceType: z.string(),
  statusId: z.number().int(),
  /** A user with the role Technician; null until one takes the request. */
  technicianId: z.number().int().nullable(),
  technicianName: z.string().nullable(),
  /** The shop's user who asked (null for requests older than this record). */
  requestedById: z.number().int().nullable(),
  requestedByName: z.string().nullable(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  version: z.number().int(),
});
export type ServiceRequestRow = z.infer<typeof serviceRequestRow>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A work order (spec §3 Work order maintenance): one per request. */
export const workOrder = z.object({
  id: z.number().int(),
  location: z.object({ id: z.number().int(), name: z.string() }),
  createdBy: person,
  updatedBy: person,
  dateCreated: z.string(),
  dateUpdated: z.string(),
  scanReport: z.object({ statusId: z.number().int(), dateStarted: z.string().nullable(), dateCompleted: z.string().nullable() }),
  invoice: z.object({ number: z.string().nullable(), amount: z.number().nullable() }),
  version: z.number().int(),
});
export type WorkOrder = z.infer<typeof workOrder>;

/** A technician (spec §3 Technician), as the spec writes it. */
export const technician = z.object({ Id: z.number().int(), FamilyName: z.string(), GivenName: z.string(), Username: z.string().nullable() });

export const serviceRequest = serviceRequestRow.extend({
  /** When it was dispatched (null until then, and again once released back to pending). */
  dateDispatched: z.string().nullable(),
  technician: technician.nullable(),
  /** Null only for a request whose work order was never opened. */
  workOrder: workOrder.nullable(),
});
export type ServiceRequest = z.infer<typeof serviceRequest>;

export const historyEntry = z.object({
  id: z.number().int(),
  kind: z.enum(HISTORY_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  changedBy: person,
  changedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const requestIssue = z.object({
  id: z.number().int(),
  serviceRequestId: z.number().int(),
  text: z.string(),
  raisedBy: person,
  raisedAt: z.string(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
});
export type RequestIssue = z.infer<typeof requestIssue>;

export const SERVICE_REQUEST_SORTABLE = [
  'dateCreated',
  'id',
  'businessName',
  'vin',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'appId',
  'serviceType',
  'statusId',
  'technicianName',
  'dateUpdated',
] as const;

/** The CSV export's columns, in order: the list row's, without the ids the console does not show. */
export const SERVICE_REQUEST_EXPORT_COLUMNS = [
  'id',
  'dateCreated',
  'businessName',
  'statusId',
  'appId',
  'vin',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'serviceType',
  'technicianName',
  'requestedByName',
  'dateUpdated',
] as const;

const requestId = z.strictObject({ id: queryInt.min(1, r('must be a service request id')) });
const { pageSize: _size, offset: _offset, ...orderQuery } = pagedListQuery(SERVICE_REQUEST_SORTABLE);

/** GetServiceRequests' filters (the export takes them too). */
const filters = {
  appId: queryInt.refine((v) => appIds.includes(v), r`must be one of ${appIds.join(', ')}`).optional(),
  status: queryInt.min(0).max(6).optional(),
  businessId: queryInt.min(1, r('must be a business id')).optional(),
  technicianId: queryInt.min(1, r('must be a technician id')).optional(),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
};
const page = z.object({ count: z.number().int(), items: z.array(serviceRequestRow) });

export const serviceRequestContract = {
  getServiceRequests: endpoint({
    method: 'GET',
    path: 'serviceRequest/GetServiceRequests',
    summary:
      "Every shop's service requests page by page as { count, items }, newest first by default. Filters: appId (a solution), status (a status id, 0 for all), businessId (a shop; 404 when it does not exist), technicianId, createdFrom/createdTo (dates, inclusive, UTC); search: part of the VIN, shop, make, model, service type or technician's name, any case",
    query: z
      .strictObject({ ...filters, ...pagedListQuery(SERVICE_REQUEST_SORTABLE) })
      .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, { path: ['createdTo'], message: r('must not be before createdFrom') }),
    response: page,
  }),
  serviceRequestsForList: endpoint({
    method: 'GET',
    path: 'serviceRequest/ServiceRequestsForList',
    summary:
      "Service requests page by page as { count, items }: every request, or one business's (404 when the business does not exist). search: part of the VIN, make, model, service type or technician's name, any case; status: a status id (0 for all); orderBy/sortBy: a SERVICE_REQUEST_SORTABLE column, asc or desc (newest first by default)",
    query: z.strictObject({
      businessId: queryInt.min(1, r('must be a business id')).optional(),
      status: queryInt.min(0).max(6).optional(),
      ...pagedListQuery(SERVICE_REQUEST_SORTABLE),
    }),
    response: page,
  }),
  serviceRequest: endpoint({
    method: 'GET',
    path: 'serviceRequest/ServiceRequest',
    summary: 'One service request with its technician and its work order (404 when it does not exist)',
    query: requestId,
    response: serviceRequest,
  }),
  getServiceRequestHistory: endpoint({
    method: 'GET',
    path: 'serviceRequest/GetServiceRequestHistory',
    summary: "A request's history, oldest first: its creation, every status change, assignment and date adjustment, with who and when (404 when the request does not exist)",
    query: requestId,
    response: z.array(historyEntry),
  }),
  adjustWorkOrderCreatedDate: endpoint({
    method: 'GET',
    path: 'serviceRequest/AdjustWorkOrderCreatedDate',
    summary:
      "Sets a work order's created date (date: an ISO date-time, not in the future nor before its request was made), recorded in the request's history; refused with 409 closed for a completed or cancelled request, 409 stale when version is not the work order's. A GET that writes",
    writes: true,
    query: z.strictObject({
      workOrderId: queryInt.min(1, r('must be a work order id')),
      date: isoDateTime,
      version: queryInt.min(1, r('must be the work order version')),
    }),
    response: serviceRequest,
  }),
  getIssues: endpoint({
    method: 'GET',
    path: 'issue/GetIssues',
    summary: "A request's issues, oldest first (404 when the request does not exist)",
    query: z.strictObject({ serviceRequestId: queryInt.min(1, r('must be a service request id')) }),
    response: z.array(requestIssue),
  }),
  searchTechnicians: endpoint({
    method: 'GET',
    path: 'maintenance/SearchTechnicians',
    summary: 'The technicians (users with the role Technician, not deleted) whose name or username holds search, any case; every technician without it; by family then given name',
    query: z.strictObject({ search: z.string().trim().max(100, r('must be at most 100 characters')).optional() }),
    response: z.array(technician),
  }),
  export: endpoint({
    method: 'GET',
    path: 'serviceRequest/Export',
    summary: `Every request GetServiceRequests matches, in its order, as CSV streamed from the database: the columns asked for (comma-separated, of ${SERVICE_REQUEST_EXPORT_COLUMNS.join(', ')}; all by default), with a header row of their names unless header=false (the console writes its own, translated)`,
    ours: true,
    file: true,
    query: z.strictObject({
      ...filters,
      ...orderQuery,
      ...exportShape(SERVICE_REQUEST_EXPORT_COLUMNS),
    }),
    response: z.string(),
  }),
};
