import { LAUNCH_ACCOUNTS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Launch accounts (spec §3, smartlink/GetLaunchAccountList): the accounts Launch devices are activated under. */
export default defineLookupResource(LAUNCH_ACCOUNTS, entry);
