import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Time zones (spec §3, lookup/TimeZones): IANA names with a display name, a lookup type, declared. */
export default defineLookupResource({
  name: 'timeZones',
  key: REFERENCE_KEYS.timeZone,
  icon: ScheduleIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200, help: 'resources.timeZones.help.text' },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
