import MemoryIcon from '@mui/icons-material/MemoryOutlined';
import { HARDWARES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Hardware the mobile app runs on (spec §3, lookup/GetHardwares), shown on the mobile settings screen. */
export default defineLookupResource(HARDWARES, {
  returnTo: 'admin/mobile',
  path: 'admin/mobile/hardwares',
  icon: MemoryIcon,
});
