import BuildIcon from '@mui/icons-material/BuildOutlined';
import { SERVICE_REQUEST_STATUSES, serviceRequestContract } from '../../contract/serviceRequest';
import { SOLUTIONS } from '../../contract/solutions';
import { specListQuery } from '../../dataProvider/endpoints';
import { choicesOf } from '../choices';
import { defineResource } from '../defineResource';

/** A business's service requests (spec §3 Service request list), a read-only list on its Requests tab, newest first (spec §9). */
export default defineResource({
  name: 'serviceRequests',
  path: 'business',
  embedded: true,
  icon: BuildIcon,
  recordRepresentation: 'vin',
  defaultSort: { field: 'dateCreated', order: 'DESC' },
  fields: [
    { source: 'dateCreated', kind: 'datetime' },
    { source: 'statusId', kind: 'integer', choices: choicesOf('serviceRequests.statuses', SERVICE_REQUEST_STATUSES) },
    { source: 'vin', kind: 'text' },
    { source: 'vehicleYear', kind: 'integer', hidden: true },
    { source: 'vehicleMake', kind: 'text' },
    { source: 'vehicleModel', kind: 'text' },
    { source: 'appId', kind: 'integer', choices: choicesOf('serviceRequests.solutions', SOLUTIONS), hidden: true },
    { source: 'serviceType', kind: 'text' },
    { source: 'technicianName', kind: 'text' },
    { source: 'dateUpdated', kind: 'datetime', hidden: true },
  ],
  endpoints: {
    list: { endpoint: serviceRequestContract.serviceRequestsForList, shape: 'countItems', input: (params) => ({ query: specListQuery(params) }) },
  },
});
