/** The chat area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { chatRoutes } from './chat.routes';
import * as m0019 from './migrations/0019_chat';
import { seedChat } from './seed/chat';
import chat from './chat.plugin';

export default defineArea({
  name: 'chat',
  routes: { chat: chatRoutes },
  plugin: chat,
  migrations: { '0019_chat': m0019 },
  seed: {
    // Channels of the newest requests, with conversations, unread messages and saved histories.
    '180_chat': (trx, run) => seedChat(trx, run.random),
  },
  spanish,
});
