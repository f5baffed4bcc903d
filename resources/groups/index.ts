import { GROUPS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';
import entry from './entry';

/** Groups (spec §3): the dispatch groups technicians work in, each with the email its requests go to. */
export default defineLookupResource(GROUPS, entry);
