import { RELEASE_TRACKS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Release tracks of the mobile app (spec §3, lookup/GetReleaseTracks), shown on the mobile settings screen. */
export default defineLookupResource(RELEASE_TRACKS, {
  ...entry,
  returnTo: 'admin/mobile',
});
