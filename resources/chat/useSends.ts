/**
 * Sending messages (message/InsertUserMessage): each gets a clientId (crypto.randomUUID) when typed and keeps it,
 * so a retry of a send whose answer was lost is answered with the first message instead of a second one. A send
 * that fails stays on screen marked, with its text, until a retry lands; the failure is only logged (spec §8).
 * Held for the screen, not a channel: a failed message, and a message typed and not sent yet (the drafts), are
 * still there after looking at another channel.
 */
import { useCallback, useRef, useState } from 'react';
import { chatContract as c } from '../../contract/chat';
import type { PendingMessage } from './conversation';
import { useChatCache, useChatCall } from './queries';

export function useSends() {
  const call = useChatCall();
  const cache = useChatCache();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const drafts = useRef(new Map<string, string>());

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const { clientId, channelUrl, text } = message;
      setPending((all) => [...all.filter((p) => p.clientId !== clientId), { ...message, failed: false }]);
      try {
        const sent = await call(c.insertUserMessage, { body: { channelUrl, text, clientId } });
        cache.addMessages(channelUrl, [sent]);
        setPending((all) => all.filter((p) => p.clientId !== clientId));
      } catch {
        setPending((all) => all.map((p) => (p.clientId === clientId ? { ...p, failed: true } : p)));
      }
    },
    [call, cache],
  );

  const send = useCallback(
    (channelUrl: string, text: string) => deliver({ clientId: crypto.randomUUID(), channelUrl, text, createdAt: new Date().toISOString(), failed: false }),
    [deliver],
  );
  const retry = useCallback((message: PendingMessage) => deliver(message), [deliver]);

  const draft = useCallback((channelUrl: string) => drafts.current.get(channelUrl) ?? '', []);
  const keepDraft = useCallback((channelUrl: string, text: string) => drafts.current.set(channelUrl, text), []);

  return { pending, send, retry, draft, keepDraft };
}
