import MemoryIcon from '@mui/icons-material/MemoryOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Hardware the mobile app runs on (spec §3, lookup/GetHardwares), shown on the mobile settings screen. */
export default defineLookupResource({
  name: 'hardwares',
  key: REFERENCE_KEYS.hardware,
  returnTo: 'admin/mobile',
  path: 'admin/mobile/hardwares',
  icon: MemoryIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
