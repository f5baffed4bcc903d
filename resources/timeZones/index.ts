import { TIME_ZONES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Time zones (spec §3, lookup/TimeZones): IANA names with a display name, a lookup type, declared. */
export default defineLookupResource(TIME_ZONES, {
  ...entry,
  fields: { text: { help: 'resources.timeZones.help.text' } },
});
