import { HARDWARES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Hardware the mobile app runs on (spec §3, lookup/GetHardwares), shown on the mobile settings screen. */
export default defineLookupResource(HARDWARES, {
  ...entry,
  returnTo: 'admin/mobile',
});
