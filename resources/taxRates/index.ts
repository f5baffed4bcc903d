import PercentIcon from '@mui/icons-material/Percent';
import { TAX_RATES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Tax rates: a catalogue kept in the generic lookup store, declared and nothing else. */
export default defineLookupResource(TAX_RATES, {
  icon: PercentIcon,
  fields: { stringValue: { help: 'resources.taxRates.help.stringValue' } },
});
