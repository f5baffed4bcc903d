import DevicesOtherIcon from '@mui/icons-material/DevicesOtherOutlined';
import { defineEntry } from '../resourceEntry';

/** Device manufacturers and their models: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'deviceModels',
  path: 'admin/catalogues/devicemodels',
  messages: 'references',
  recordRepresentation: 'model',
  icon: DevicesOtherIcon,
});
