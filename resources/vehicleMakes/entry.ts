import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** The model years of each make (read only: no page of their own): its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'vehicleMakes',
  path: 'admin/catalogues/vehiclemakes',
  messages: 'references',
  recordRepresentation: 'make',
  pages: [],
  icon: CalendarMonthIcon,
});
