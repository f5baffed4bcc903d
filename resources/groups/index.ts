import { GROUPS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Groups (spec §3): the dispatch groups technicians work in, each with the email its requests go to. */
export default defineLookupResource(GROUPS, entry);
