import { LANGUAGES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Languages (spec §3, lookup/Languages): the number is the code addresses and businesses hold (1 English). */
export default defineLookupResource(LANGUAGES, {
  ...entry,
  fields: { intValue: { help: 'resources.languages.help.intValue' } },
});
