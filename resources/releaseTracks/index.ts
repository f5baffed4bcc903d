import NewReleasesIcon from '@mui/icons-material/NewReleasesOutlined';
import { RELEASE_TRACKS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Release tracks of the mobile app (spec §3, lookup/GetReleaseTracks), shown on the mobile settings screen. */
export default defineLookupResource(RELEASE_TRACKS, {
  returnTo: 'admin/mobile',
  path: 'admin/mobile/releasetracks',
  icon: NewReleasesIcon,
});
