import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import { TIME_ZONES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Time zones (spec §3, lookup/TimeZones): IANA names with a display name, a lookup type, declared. */
export default defineLookupResource(TIME_ZONES, {
  icon: ScheduleIcon,
  fields: { text: { help: 'resources.timeZones.help.text' } },
});
