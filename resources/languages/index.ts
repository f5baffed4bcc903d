import TranslateIcon from '@mui/icons-material/TranslateOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Languages (spec §3, lookup/Languages): the number is the code addresses and businesses hold (1 English). */
export default defineLookupResource({
  name: 'languages',
  key: REFERENCE_KEYS.language,
  icon: TranslateIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'stringValue', kind: 'text', required: true, maxLength: 10 },
    { source: 'intValue', kind: 'integer', required: true, min: 1, help: 'resources.languages.help.intValue' },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
