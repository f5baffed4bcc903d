import { TAX_RATES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Tax rates: a catalogue kept in the generic lookup store, declared and nothing else. */
export default defineLookupResource(TAX_RATES, {
  ...entry,
  fields: { stringValue: { help: 'resources.taxRates.help.stringValue' } },
});
