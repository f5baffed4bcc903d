import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Suppliers (spec §3): where devices are ordered from, with the email and phone for orders. */
export default defineLookupResource({
  name: 'suppliers',
  key: REFERENCE_KEYS.supplier,
  icon: LocalShippingIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'stringValue', kind: 'email', maxLength: 200 },
    { source: 'label', kind: 'text', maxLength: 40 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
