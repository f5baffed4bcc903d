import { SERVER_PROFILES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Server profiles a device connects to (spec §3, device/GetServerProfiles): a lookup type, declared. */
export default defineLookupResource(SERVER_PROFILES, entry);
