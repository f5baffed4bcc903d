import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { INVOICE_METHODS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Invoice methods (spec §3): how a business receives its invoices. */
export default defineLookupResource(INVOICE_METHODS, {
  icon: ReceiptLongIcon,
});
