import QuickreplyIcon from '@mui/icons-material/QuickreplyOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Pre-canned messages, edited in place: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'precannedMessages',
  path: 'admin/message',
  view: 'editable',
  messages: 'messages',
  recordRepresentation: 'text',
  icon: QuickreplyIcon,
});
