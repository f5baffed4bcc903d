import type { ChatMessage } from '../../contract/chat';
import { lastMessageId, mergeMessages, type PendingMessage, unsettled } from './conversation';

const message = (messageId: number, clientId: string | null = null): ChatMessage => ({
  messageId,
  channelUrl: 'sr_1',
  userId: '2',
  name: 'Dana Diaz',
  email: 'dana@example.com',
  type: 'sent',
  text: `message ${messageId}`,
  createdAt: '2026-01-01T10:00:00Z',
  clientId,
});
const pending = (clientId: string, channelUrl = 'sr_1'): PendingMessage => ({ clientId, channelUrl, text: 'typed', createdAt: '2026-01-01T10:00:00Z', failed: true });

describe("an open channel's messages", () => {
  it('holds each message once, oldest first, however it came (a page of older ones, the socket, a send answered)', () => {
    const merged = mergeMessages([message(5), message(6)], [message(2), message(6), message(8), message(3)]);
    expect(merged.map((m) => m.messageId)).toEqual([2, 3, 5, 6, 8]);
    expect(lastMessageId(merged)).toBe(8);
    expect(lastMessageId([])).toBe(0);
  });

  it("keeps a typed message pending until one with its clientId is loaded, and only in its channel", () => {
    const typed = [pending('a'), pending('b'), pending('c', 'sr_2')];
    expect(unsettled(typed, 'sr_1', [message(5, 'a')]).map((p) => p.clientId)).toEqual(['b']);
  });
});
