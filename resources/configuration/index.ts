import TuneIcon from '@mui/icons-material/Tune';
import { CONFIGURATION_KEY } from '../../authProvider/configuration';
import { defineLookupResource } from '../defineLookupResource';
import { refreshConfigurationCache } from './refreshCache';

/** The console's settings (page sizes, switches, spec §9): lookup items of key `configuration`, the cache refreshed on save. */
export default defineLookupResource({
  name: 'configuration',
  key: CONFIGURATION_KEY,
  icon: TuneIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'value', kind: 'text', maxLength: 500 },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  afterSave: refreshConfigurationCache,
});
