import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { ACTIVATION_TYPES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Activation types (spec §3): why a device or activation card is activated. */
export default defineLookupResource(ACTIVATION_TYPES, {
  icon: VpnKeyIcon,
});
