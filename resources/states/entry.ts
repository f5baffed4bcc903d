import MapIcon from '@mui/icons-material/MapOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** A country's states, on the country's page: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'states',
  path: 'admin/catalogues/countries',
  embedded: true,
  view: 'editable',
  recordRepresentation: 'name',
  icon: MapIcon,
});
