/**
 * A channel is removed only once its conversation's reads still on their way are answered (chat/ChannelMessages,
 * chat/MarkRead): sent before the removal, they would otherwise reach the server after it (404).
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatCache, chatKeys } from './queries';

/** A server call held until `answer()`: what the network does to a request queued behind others. */
function heldCall() {
  const held: { url: string; answer: () => void }[] = [];
  const call = ((endpoint: { path: string }) =>
    new Promise((resolve) => held.push({ url: endpoint.path, answer: () => resolve({}) }))) as unknown as Parameters<typeof chatCache>[1];
  return { call, held };
}

describe("a channel's reads settled before it is removed", () => {
  it('waits for its MarkRead and its messages still loading, and for nothing else', async () => {
    const client = new QueryClient();
    const { call, held } = heldCall();
    const cache = chatCache(client, call);
    cache.markRead('sr_1', 40);
    const loading = client.fetchQuery({ queryKey: chatKeys.messages('sr_1'), queryFn: () => new Promise((resolve) => held.push({ url: 'messages', answer: () => resolve({ items: [], hasMore: false }) })) });
    cache.markRead('sr_2', 7);

    let done = false;
    const settled = cache.settled('sr_1').then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    held[0].answer(); // sr_1's MarkRead
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    held[1].answer(); // sr_1's messages
    await settled;
    await loading;
    expect(done).toBe(true);
    // sr_2's MarkRead, still held, is not sr_1's to wait for; a channel with nothing on its way settles at once.
    await cache.settled('sr_3');
  });
});

describe('a channel being removed here', () => {
  it('is marked read and caught up no more until its removal ends, then is again', async () => {
    const client = new QueryClient();
    const { call, held } = heldCall();
    const cache = chatCache(client, call);
    cache.removing('sr_1');
    cache.markRead('sr_1', 40);
    await cache.catchUp('sr_1');
    cache.markRead('sr_2', 7);
    expect(held.map((h) => h.url)).toEqual(['chat/MarkRead']);
    // Every cache of the same client knows it (the conversation's log and its header each make one).
    chatCache(client, call).markRead('sr_1', 41);
    expect(held).toHaveLength(1);
    cache.doneRemoving('sr_1');
    cache.markRead('sr_1', 42);
    expect(held).toHaveLength(2);
  });
});
