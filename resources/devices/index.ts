import DevicesIcon from '@mui/icons-material/DevicesOtherOutlined';
import { DEVICE_STATUSES, deviceContract } from '../../contract/device';
import { specListQuery } from '../../dataProvider/endpoints';
import { choicesOf } from '../choices';
import { defineResource } from '../defineResource';

/** A business's devices (spec §3 Device), a read-only list on its Devices tab; the device screens come with their own issue. */
export default defineResource({
  name: 'devices',
  path: 'business',
  embedded: true,
  icon: DevicesIcon,
  recordRepresentation: 'serialNumber',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'serialNumber', kind: 'text' },
    { source: 'manufacturer', kind: 'text' },
    { source: 'brand', kind: 'text' },
    { source: 'model', kind: 'text' },
    { source: 'statusId', kind: 'integer', choices: choicesOf('devices.statuses', DEVICE_STATUSES) },
    { source: 'isActive', kind: 'boolean' },
    { source: 'dateCreated', kind: 'datetime', hidden: true },
    { source: 'dateUpdated', kind: 'datetime', hidden: true },
  ],
  endpoints: {
    list: { endpoint: deviceContract.getDevicesForListing, shape: 'TotalItems', input: (params) => ({ query: specListQuery(params) }) },
  },
});
