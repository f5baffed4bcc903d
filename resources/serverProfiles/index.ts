import DnsIcon from '@mui/icons-material/DnsOutlined';
import { SERVER_PROFILES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Server profiles a device connects to (spec §3, device/GetServerProfiles): a lookup type, declared. */
export default defineLookupResource(SERVER_PROFILES, {
  icon: DnsIcon,
});
