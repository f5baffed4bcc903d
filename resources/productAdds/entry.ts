import PlaylistAddIcon from '@mui/icons-material/PlaylistAddOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Product adds: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'productAdds',
  path: 'admin/catalogues/productadds',
  messages: 'serviceCatalogue',
  recordRepresentation: 'name',
  icon: PlaylistAddIcon,
});
