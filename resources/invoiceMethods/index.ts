import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Invoice methods (spec §3): how a business receives its invoices. */
export default defineLookupResource({
  name: 'invoiceMethods',
  key: REFERENCE_KEYS.invoiceMethod,
  icon: ReceiptLongIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
