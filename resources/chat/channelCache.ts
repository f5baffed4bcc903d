/**
 * The channel list as the screen holds it (pages of chat/SendBirdGroupChannels, with members) and how answers and
 * real-time events change it without asking the server again: a channel answered by a call replaces its row, a
 * removed one leaves, and a new message moves its channel to the top with its unread count bumped for a member who
 * is not reading it. A message the list already counts (a resumed socket sends it again) changes nothing.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatChannel, ChatMessage } from '../../contract/chat';
import { UNREAD_COUNTED_UP_TO } from '../../contract/chatRules';

export type ChannelPage = { items: ChatChannel[]; next: string | null };
export type ChannelPages = InfiniteData<ChannelPage>;

const mapItems = (data: ChannelPages, map: (items: ChatChannel[], index: number) => ChatChannel[]): ChannelPages => ({
  ...data,
  pages: data.pages.map((page, index) => ({ ...page, items: map(page.items, index) })),
});

export const findChannel = (data: ChannelPages | undefined, url: string) => data?.pages.flatMap((p) => p.items).find((c) => c.url === url);

/** A channel answered by a call (members only when it was asked with them: the known ones are kept otherwise). */
export const withAnswer = (old: ChatChannel, answer: ChatChannel): ChatChannel => ({ ...old, ...answer, members: answer.members ?? old.members });

export const replaceChannel = (data: ChannelPages, answer: ChatChannel): ChannelPages =>
  mapItems(data, (items) => items.map((c) => (c.url === answer.url ? withAnswer(c, answer) : c)));

export const dropChannel = (data: ChannelPages, url: string): ChannelPages => mapItems(data, (items) => items.filter((c) => c.url !== url));

/** The channel after `message` arrived, seen by user `me` (reading it when `reading`); null when the channel already counts it. */
export function withMessage(channel: ChatChannel, message: ChatMessage, me: string, reading: boolean): ChatChannel | null {
  if (message.messageId <= (channel.lastMessage?.messageId ?? 0)) return null;
  const member = channel.members?.some((m) => m.userId === me) ?? channel.unreadCount > 0;
  const unread = message.userId !== me && member && !reading;
  return {
    ...channel,
    lastMessage: message,
    messageCount: channel.messageCount + 1,
    unreadCount: unread ? Math.min(UNREAD_COUNTED_UP_TO, channel.unreadCount + 1) : channel.unreadCount,
    isChecked: channel.isChecked && !unread,
  };
}

/** The list after `message` arrived: its channel first, updated; null when the channel is not in the list (it must be read again). */
export function bumpChannel(data: ChannelPages, message: ChatMessage, me: string, reading: boolean): ChannelPages | null {
  const channel = findChannel(data, message.channelUrl);
  if (!channel) return null;
  const bumped = withMessage(channel, message, me, reading);
  if (!bumped) return data;
  return mapItems(dropChannel(data, channel.url), (items, index) => (index === 0 ? [bumped, ...items] : items));
}
