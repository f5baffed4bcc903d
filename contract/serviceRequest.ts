/**
 * Service requests (spec §3 Service request list, §7 Service requests): the
 * list the business's Requests tab shows, answered as count and items. The
 * request screens add history, issues and the other calls.
 */
import { z } from 'zod';
import { endpoint, queryInt } from './define';
import { pagedListQuery } from './listQuery';
import { r } from './refusal';

/** Request status ids (ours: the spec names Completed, Cancelled and Voided RO); labels `resources.serviceRequests.statuses.<key>`. */
export const SERVICE_REQUEST_STATUSES = { pending: 1, dispatched: 2, inProgress: 3, completed: 4, cancelled: 5, voidedRo: 6 } as const;

export const serviceRequestRow = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  vin: z.string(),
  vehicleYear: z.number().int().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  /** The solution (contract/solutions.ts). */
  appId: z.number().int(),
  serviceType: z.string(),
  statusId: z.number().int(),
  /** Null until a technician takes the request. */
  technicianName: z.string().nullable(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  version: z.number().int(),
});
export type ServiceRequestRow = z.infer<typeof serviceRequestRow>;

export const SERVICE_REQUEST_SORTABLE = [
  'dateCreated',
  'id',
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

export const serviceRequestContract = {
  serviceRequestsForList: endpoint({
    method: 'GET',
    path: 'serviceRequest/ServiceRequestsForList',
    summary:
      "Service requests page by page as { count, items }: every request, or one business's (404 when the business does not exist). search: part of the VIN, make, model, service type or technician's name, any case; status: a status id (0 for all); orderBy/sortBy: a SERVICE_REQUEST_SORTABLE column, asc or desc (newest first by default)",
    query: z.strictObject({
      businessId: queryInt.min(1, r('must be a business id')).optional(),
      status: queryInt.min(0).optional(),
      ...pagedListQuery(SERVICE_REQUEST_SORTABLE),
    }),
    response: z.object({ count: z.number().int(), items: z.array(serviceRequestRow) }),
  }),
};
