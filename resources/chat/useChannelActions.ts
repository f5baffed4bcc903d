/**
 * A channel's history saved onto its request (chat/SaveChatHistoryWait: the unsaved mark goes once the saved count
 * is above 0) and the channel removed (chat/RemoveGroupChannel, its history discarded only when asked). Failures
 * are logged only (spec §8): the buttons come back and the channel stays as it was.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ChatChannel, chatContract as c } from '../../contract/chat';
import { useChatCache, useChatCall } from './queries';

export function useChannelActions(channel: ChatChannel, onRemoved: () => void) {
  const call = useChatCall();
  const cache = useChatCache();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  const saveHistory = async () => {
    const saved = await call(c.saveChatHistory, { body: { channelUrl: channel.url } });
    cache.replace({ ...channel, chatMessageCount: saved.chatMessageCount });
    void client.invalidateQueries({ queryKey: ['chat', 'saved', channel.serviceRequestId] });
  };
  const run = (kind: 'save' | 'remove', action: () => Promise<void>) => async () => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // logged by the call
    } finally {
      setBusy(null);
    }
  };
  const remove = async (discardHistory: boolean) => {
    // Its conversation asks nothing more, and its reads on their way are answered first: sent before the
    // removal, they must not reach the server after it. The conversation closing ends it (Conversation).
    cache.removing(channel.url);
    try {
      await cache.settled(channel.url);
      await call(c.removeGroupChannel, { body: { channelUrl: channel.url, discardHistory } });
    } catch (error) {
      cache.doneRemoving(channel.url);
      throw error;
    }
    cache.drop(channel.url);
    onRemoved();
  };

  return {
    busy,
    save: run('save', saveHistory),
    /** discardHistory: the user chose to lose an unsaved history. */
    remove: (discardHistory: boolean) => run('remove', () => remove(discardHistory))(),
    saveAndRemove: run('remove', async () => {
      await saveHistory();
      await remove(false);
    }),
  };
}
