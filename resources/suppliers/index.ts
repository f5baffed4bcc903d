import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { SUPPLIERS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Suppliers (spec §3): where devices are ordered from, with the email and phone for orders. */
export default defineLookupResource(SUPPLIERS, {
  icon: LocalShippingIcon,
});
