import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Distributors (spec §7, lookup/Distributors): a business's distributor is one of these. */
export default defineLookupResource({
  name: 'distributors',
  key: REFERENCE_KEYS.distributor,
  icon: StorefrontIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
