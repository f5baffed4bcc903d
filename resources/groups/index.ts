import GroupsIcon from '@mui/icons-material/WorkspacesOutlined';
import { GROUPS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Groups (spec §3): the dispatch groups technicians work in, each with the email its requests go to. */
export default defineLookupResource(GROUPS, {
  icon: GroupsIcon,
});
