import { INVOICE_METHODS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Invoice methods (spec §3): how a business receives its invoices. */
export default defineLookupResource(INVOICE_METHODS, entry);
