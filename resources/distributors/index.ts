import { DISTRIBUTORS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Distributors (spec §7, lookup/Distributors): a business's distributor is one of these. */
export default defineLookupResource(DISTRIBUTORS, entry);
