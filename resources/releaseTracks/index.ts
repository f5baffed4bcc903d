import NewReleasesIcon from '@mui/icons-material/NewReleasesOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Release tracks of the mobile app (spec §3, lookup/GetReleaseTracks), shown on the mobile settings screen. */
export default defineLookupResource({
  name: 'releaseTracks',
  key: REFERENCE_KEYS.releaseTrack,
  returnTo: 'admin/mobile',
  path: 'admin/mobile/releasetracks',
  icon: NewReleasesIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'stringValue', kind: 'text', maxLength: 40 },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
