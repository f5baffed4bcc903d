/** The demo chat keeps the promises the chat screen and its browser test rely on (seed/chat.ts). */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CHANNEL_TYPE_NAMES, type ChatChannel, chatContract as c, isUnsavedChannel, type SavedMessage } from '../../../../contract/chat';
import { call, login, withTestApp } from '../../../test/harness';

const t = withTestApp();
let token = '';
const byType = new Map<string, ChatChannel[]>();

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  for (const type of CHAT_CHANNEL_TYPE_NAMES) {
    const res = await call(t.app, c.groupChannels, { token, query: { chatChannelType: type, pagesize: '100', includeMembers: 'true' } });
    byType.set(type, res.json<{ items: ChatChannel[] }>().items);
  }
});

describe('the demo chat', () => {
  it('has channels in every solution, demo.admin a member of most', () => {
    const all = [...byType.values()].flat();
    expect([...byType.values()].map((items) => items.length)).toEqual([8, 8, 8, 8]);
    const withAdmin = all.filter((ch) => ch.members?.some((m) => m.email === 'dana.diaz@example.com'));
    expect(withAdmin.length).toBeGreaterThan(all.length / 2);
    expect(all.every((ch) => ch.members?.every((m) => m.kind !== 'staff' || m.email === 'dana.diaz@example.com'))).toBe(true);
  });

  it('opens UK/Europe on a long conversation with unread messages past the badge cap', () => {
    const [first] = byType.get('ServiceRequest') ?? [];
    expect(first.messageCount).toBeGreaterThan(30);
    expect(first.unreadCount).toBeGreaterThan(9);
    expect([...byType.values()].flat().filter((ch) => ch.unreadCount > 0 && ch.unreadCount < 10).length).toBeGreaterThan(0);
  });

  it('has two unsaved completed channels, and a saved one with Spanish translations', async () => {
    const all = [...byType.values()].flat();
    expect(all.filter((ch) => isUnsavedChannel(ch) && ch.messageCount > 0).map((ch) => ch.status)).toEqual(['Completed', 'Completed']);
    const savedOnes = all.filter((ch) => ch.status === 'Completed' && ch.chatMessageCount > 0);
    const translated: SavedMessage[] = [];
    for (const ch of savedOnes) {
      const res = await call(t.app, c.serviceRequestMessages, { token, query: { id: String(ch.serviceRequestId), language: 'es' } });
      translated.push(...res.json<{ items: SavedMessage[] }>().items.filter((m) => !m.isOriginal));
    }
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.every((m) => m.text !== m.originalText)).toBe(true);
  });
});
