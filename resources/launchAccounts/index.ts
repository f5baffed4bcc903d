import RocketLaunchIcon from '@mui/icons-material/RocketOutlined';
import { LAUNCH_ACCOUNTS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Launch accounts (spec §3, smartlink/GetLaunchAccountList): the accounts Launch devices are activated under. */
export default defineLookupResource(LAUNCH_ACCOUNTS, {
  icon: RocketLaunchIcon,
});
