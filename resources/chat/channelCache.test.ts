import type { ChatChannel, ChatMessage } from '../../contract/chat';
import { bumpChannel, type ChannelPages, dropChannel, replaceChannel } from './channelCache';

const message = (messageId: number, channelUrl: string, userId = '7'): ChatMessage => ({
  messageId,
  channelUrl,
  userId,
  name: 'Sam Shop',
  email: 'sam@example.com',
  type: 'received',
  text: `message ${messageId}`,
  createdAt: '2026-01-01T10:00:00Z',
  clientId: null,
});
const channel = (url: string, over: Partial<ChatChannel> = {}): ChatChannel => ({
  url,
  name: url,
  channelType: 'ServiceRequest',
  serviceRequestId: Number(url.slice(3)),
  businessId: 1,
  businessName: 'Shop',
  status: 'Pending',
  statusId: 1,
  chatMessageCount: 0,
  messageCount: 3,
  unreadCount: 0,
  isChecked: true,
  lastMessage: message(3, url),
  createdAt: '2026-01-01T09:00:00Z',
  members: [{ userId: '2', nickname: 'Dana Diaz', email: 'dana@example.com', kind: 'staff', businessId: null }],
  ...over,
});
const pages = (...lists: ChatChannel[][]): ChannelPages => ({ pages: lists.map((items, i) => ({ items, next: i < lists.length - 1 ? `t${i}` : null })), pageParams: lists.map((_, i) => (i === 0 ? undefined : `t${i - 1}`)) });
const urls = (data: ChannelPages | null) => data?.pages.map((p) => p.items.map((c) => c.url));

describe('the channel list held by the chat screen', () => {
  it('moves a channel with a new message to the top and counts it unread for a member not reading it, up to one past the cap', () => {
    let data: ChannelPages | null = pages([channel('sr_1'), channel('sr_2')], [channel('sr_3')]);
    data = bumpChannel(data, message(10, 'sr_3'), '2', false);
    expect(urls(data)).toEqual([['sr_3', 'sr_1', 'sr_2'], []]);
    const bumped = data?.pages[0].items[0];
    expect(bumped).toMatchObject({ unreadCount: 1, messageCount: 4, isChecked: false, lastMessage: { messageId: 10 } });
    for (let id = 11; id < 30; id++) data = data && bumpChannel(data, message(id, 'sr_3'), '2', false);
    expect(data?.pages[0].items[0].unreadCount).toBe(10);
  });

  it('counts nothing unread for the reader, the sender or a non-member, and nothing twice (a resumed socket)', () => {
    const data = pages([channel('sr_1'), channel('sr_2', { members: [] })]);
    expect(bumpChannel(data, message(10, 'sr_1'), '2', true)?.pages[0].items[0].unreadCount).toBe(0);
    expect(bumpChannel(data, message(10, 'sr_1', '2'), '2', false)?.pages[0].items[0].unreadCount).toBe(0);
    expect(bumpChannel(data, message(10, 'sr_2'), '2', false)?.pages[0].items[0]).toMatchObject({ url: 'sr_2', unreadCount: 0, messageCount: 4 });
    expect(bumpChannel(data, message(3, 'sr_1'), '2', false)).toBe(data);
  });

  it('answers null for a channel it does not hold (read the list again)', () => {
    expect(bumpChannel(pages([channel('sr_1')]), message(10, 'sr_9'), '2', false)).toBeNull();
  });

  it('takes a channel answered by a call (keeping its members when the answer has none) and drops a removed one', () => {
    const data = pages([channel('sr_1'), channel('sr_2')]);
    const { members: _, ...read } = channel('sr_1', { unreadCount: 0, chatMessageCount: 5 });
    const replaced = replaceChannel(data, read);
    expect(replaced.pages[0].items[0]).toMatchObject({ chatMessageCount: 5, members: [{ userId: '2' }] });
    expect(urls(dropChannel(data, 'sr_1'))).toEqual([['sr_2']]);
  });
});
