import TranslateIcon from '@mui/icons-material/TranslateOutlined';
import { LANGUAGES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Languages (spec §3, lookup/Languages): the number is the code addresses and businesses hold (1 English). */
export default defineLookupResource(LANGUAGES, {
  icon: TranslateIcon,
  fields: { intValue: { help: 'resources.languages.help.intValue' } },
});
