import TuneIcon from '@mui/icons-material/TuneOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Calibration recommendations, edited in place: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'calibrationRecommendations',
  path: 'admin/calibrate',
  view: 'editable',
  messages: 'messages',
  recordRepresentation: 'nickname',
  icon: TuneIcon,
});
