import DnsIcon from '@mui/icons-material/DnsOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Server profiles a device connects to (spec §3, device/GetServerProfiles): a lookup type, declared. */
export default defineLookupResource({
  name: 'serverProfiles',
  key: REFERENCE_KEYS.serverProfile,
  icon: DnsIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'stringValue', kind: 'text', required: true, maxLength: 500 },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
