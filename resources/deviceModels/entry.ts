import DevicesOtherIcon from '@mui/icons-material/DevicesOtherOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Device manufacturers and their models: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'deviceModels',
  path: 'admin/catalogues/devicemodels',
  messages: 'references',
  recordRepresentation: 'model',
  icon: DevicesOtherIcon,
});
