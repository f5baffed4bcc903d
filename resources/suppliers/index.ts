import { SUPPLIERS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Suppliers (spec §3): where devices are ordered from, with the email and phone for orders. */
export default defineLookupResource(SUPPLIERS, entry);
