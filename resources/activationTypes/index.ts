import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Activation types (spec §3): why a device or activation card is activated. */
export default defineLookupResource({
  name: 'activationTypes',
  key: REFERENCE_KEYS.activationType,
  icon: VpnKeyIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'stringValue', kind: 'text', required: true, maxLength: 20 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
