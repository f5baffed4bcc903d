import MapIcon from '@mui/icons-material/MapOutlined';
import { defineEntry } from '../resourceEntry';

/** A country's states, on the country's page: its place in the console (resources/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'states',
  path: 'admin/catalogues/countries',
  embedded: true,
  view: 'editable',
  recordRepresentation: 'name',
  icon: MapIcon,
});
