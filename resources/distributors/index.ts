import StorefrontIcon from '@mui/icons-material/StoreOutlined';
import { DISTRIBUTORS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Distributors (spec §7, lookup/Distributors): a business's distributor is one of these. */
export default defineLookupResource(DISTRIBUTORS, {
  icon: StorefrontIcon,
});
