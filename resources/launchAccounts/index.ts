import RocketLaunchIcon from '@mui/icons-material/RocketLaunchOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Launch accounts (spec §3, smartlink/GetLaunchAccountList): the accounts Launch devices are activated under. */
export default defineLookupResource({
  name: 'launchAccounts',
  key: REFERENCE_KEYS.launchAccount,
  icon: RocketLaunchIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'stringValue', kind: 'text', required: true, maxLength: 40 },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
