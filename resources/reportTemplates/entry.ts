import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Report templates, on the admin/report screen: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'reportTemplates',
  path: 'admin/report',
  embedded: true,
  view: 'editable',
  messages: 'reports',
  recordRepresentation: 'id',
  icon: DescriptionIcon,
});
