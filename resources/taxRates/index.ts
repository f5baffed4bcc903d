import PercentIcon from '@mui/icons-material/Percent';
import { defineLookupResource } from '../defineLookupResource';

/** Tax rates: a catalogue kept in the generic lookup store, declared and nothing else. */
export default defineLookupResource({
  name: 'taxRates',
  key: 'billing.taxrates',
  icon: PercentIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'decimalValue', kind: 'decimal', required: true, min: 0, max: 100 },
    { source: 'stringValue', kind: 'text', maxLength: 20, help: 'resources.taxRates.help.stringValue' },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
