/**
 * The chat screen's real time while it is shown: chat/Session says which provider pushes (the built-in socket or
 * SendBird), and every event goes to `onEvent` (always the latest one given, so the connection is made once).
 * Failures are logged only (spec §8): the screen keeps working from its own calls.
 */
import { useEffect, useRef } from 'react';
import { accessToken, refresh } from '../../../authProvider/session';
import { useChatSession } from '../queries';
import type { ChatEventHandler } from './chatEvents';
import { connectChatSocket } from './chatSocket';

export function useChatRealtime(onEvent: ChatEventHandler, lastSeenId: () => number): void {
  const session = useChatSession();
  const handlers = useRef({ onEvent, lastSeenId });
  handlers.current = { onEvent, lastSeenId };
  const data = session.data;

  useEffect(() => {
    if (!data) return;
    const forward: ChatEventHandler = (event) => handlers.current.onEvent(event);
    if (data.provider === 'builtin') {
      const socket = connectChatSocket({ path: data.socketPath, token: accessToken, refresh, lastSeenId: () => handlers.current.lastSeenId(), onEvent: forward });
      return socket.close;
    }
    let disconnect: (() => void) | undefined;
    let stopped = false;
    import('./sendbirdEvents')
      .then(({ connectSendBird }) => connectSendBird(data, forward))
      .then((stop) => {
        if (stopped) stop();
        else disconnect = stop;
      })
      .catch((error: unknown) => console.error('chat: SendBird connection', error));
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [data]);
}
