import { type ServiceRequestRow, serviceRequestContract as c } from '../../contract/serviceRequest';
import { type ListCall, specListQuery, streamedExport } from '../../dataProvider/endpoints';
import { defineResource, type FieldOptions, type ResourceDescriptor } from '../../src/declare/defineResource';
import { lazyView } from '../../src/declare/lazyView';
import { solutions, statuses } from './choices';
import entry from './entry';

/** The technicians to pick from (maintenance/SearchTechnicians), by their full name. */
const technicians: FieldOptions = { endpoint: c.searchTechnicians, id: 'Id', name: 'FamilyName', label: (t) => `${t.GivenName} ${t.FamilyName}` };
const list: ListCall = { endpoint: c.getServiceRequests, shape: 'countItems', input: (params) => ({ query: specListQuery(params) }) };

/**
 * The service requests (spec §3 Service request list, §7 Service requests): every shop's at dashboard/requests,
 * newest first (spec §9), filtered in the URL and exported as CSV by the server; a request's detail (its work
 * order, history and issues) at dashboard/requests/{id}. No request is created here: shops make them.
 */
const serviceRequests = defineResource<ServiceRequestRow>({
  ...entry,
  defaultSort: { field: 'dateCreated', order: 'DESC' },
  fields: [
    { source: 'dateCreated', kind: 'datetime' },
    { source: 'businessName', kind: 'text' },
    { source: 'statusId', kind: 'integer', choices: statuses },
    { source: 'appId', kind: 'integer', choices: solutions },
    { source: 'vin', kind: 'text' },
    { source: 'vehicleYear', kind: 'integer' },
    { source: 'vehicleMake', kind: 'text' },
    { source: 'vehicleModel', kind: 'text' },
    { source: 'serviceType', kind: 'text' },
    { source: 'technicianName', kind: 'text' },
    { source: 'requestedByName', kind: 'text', hidden: true, sortable: false },
    { source: 'dateUpdated', kind: 'datetime', hidden: true },
  ],
  // Named as the calls' query parameters (specListQuery passes them as they are).
  filters: [
    { source: 'status', kind: 'integer', choices: statuses },
    { source: 'appId', kind: 'integer', choices: solutions },
    { source: 'businessId', kind: 'business', advanced: true },
    { source: 'technicianId', kind: 'option', options: technicians, advanced: true },
    { source: 'createdFrom', kind: 'date', advanced: true },
    { source: 'createdTo', kind: 'date', advanced: true },
  ],
  endpoints: {
    list,
    export: streamedExport(c.export),
  },
  views: { edit: lazyView(() => import('./ServiceRequestDetail'), 'ServiceRequestDetail') },
});
export default serviceRequests;

/**
 * A shop's requests (its Requests tab): the same list through serviceRequest/ServiceRequestsForList, which
 * takes the shop, the status and the search; any other filter added goes through GetServiceRequests. The shop is
 * the page's: no column repeats it (and the others fit the tab at 1280 px).
 */
export const businessRequests: ResourceDescriptor = {
  ...serviceRequests,
  fields: serviceRequests.fields.filter((f) => f.source !== 'businessName'),
  endpoints: { ...serviceRequests.endpoints, list: { ...list, endpoint: c.serviceRequestsForList, advanced: c.getServiceRequests } },
};
