import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Groups (spec §3): the dispatch groups technicians work in, each with the email its requests go to. */
export default defineLookupResource({
  name: 'groups',
  key: REFERENCE_KEYS.group,
  icon: GroupsIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'stringValue', kind: 'email', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
