/** The chat screen (issue 14, admin/chat): no declared resource, one hand-written page, loaded the first time it is shown (with @sendbird/chat only when SendBird is configured). */
import { lazy } from 'react';
import type { Area } from '../../src/declare/area';

export default {
  name: 'chat',
  messages: 'chat',
  resources: [],
  screens: [{ key: 'chat', path: 'admin/chat', group: 'service', order: 10 }],
  pages: { chat: lazy(() => import('../chat/ChatPage')) },
} satisfies Area;
