import { ACTIVATION_TYPES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Activation types (spec §3): why a device or activation card is activated. */
export default defineLookupResource(ACTIVATION_TYPES, entry);
