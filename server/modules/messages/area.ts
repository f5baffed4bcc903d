/** The messages area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { messagesRoutes } from './messages.routes';
import * as m0011 from './migrations/0011_messages';
import { seedMessages } from './seed/messages';

export default defineArea({
  name: 'messages',
  routes: { messages: messagesRoutes },
  migrations: { '0011_messages': m0011 },
  seed: {
    '050_messages': seedMessages,
  },
  spanish,
});
