import { CONFIGURATION } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import { refreshConfigurationCache } from './refreshCache';
import entry from './entry';

/** The console's settings (page sizes, switches, spec §9): lookup items of key `configuration`, the cache refreshed on save. */
export default defineLookupResource(CONFIGURATION, {
  ...entry,
  afterSave: refreshConfigurationCache,
});
