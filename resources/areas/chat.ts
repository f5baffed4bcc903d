/** The chat screen (issue 14, admin/chat): no declared resource, one hand-written page, loaded the first time it is shown (with @sendbird/chat only when SendBird is configured). */
import { lazy } from 'react';
import type { Area } from '../area';

export const chatArea: Area = {
  messages: 'chat',
  resources: [],
  // admin/chat is a screen of spec §2 already (src/layout/screens.ts).
  screens: [],
  pages: { chat: lazy(() => import('../chat/ChatPage')) },
};
