/**
 * The change history of chat channels (area `chat`, entity `channel`): a channel made, its members added or
 * removed, the channel removed, each recorded as the creation, update or deletion of the channel with its members.
 * The record is the channel's service request (one channel per request, its URL `sr_<id>`, the same with either
 * provider), scoped to the request's shop.
 *
 * A channel lives at the chat provider (SendBird's, or the built-in one's own tables), which writes it: the one
 * write path (server/db/write.ts) cannot, so the change is recorded here once the provider has made it, as the
 * channel reads before and after. Its messages and read marks are content with their own log, not recorded.
 */
import type { ChatChannel, ChatChannelType } from '../../../contract/chat';
import { type ChangeAction, recordChange } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import type { Author } from '../../db/write';
import { answerChannel } from './chatChannels';
import type { ChatProvider } from './provider';

/** How the change history names a channel's changes. */
export const chatChannelKind = { area: 'chat', entity: 'channel' } as const;

/** A channel as the provider or the console's answer has it: its member ids as numbers or as the API's strings. */
export interface ChannelState {
  url: string;
  name: string;
  channelType: ChatChannelType;
  serviceRequestId: number;
  memberIds: readonly (number | string)[];
}

/** The channel as the history keeps it, its members (the API's user ids) in id order. */
export function channelSnapshot(c: ChannelState) {
  const members = [...new Set(c.memberIds.map(Number))].sort((a, b) => a - b).map(String);
  return { url: c.url, name: c.name, channelType: c.channelType, serviceRequestId: c.serviceRequestId, members };
}

/**
 * Records a channel's change from `before` (null: it was made) to `after` (null: it was removed); nothing when
 * its members and fields did not change. `businessId` is the request's shop, when the request is still there.
 */
export async function recordChannelChange(db: Db, author: Author, before: ChannelState | null, after: ChannelState | null, businessId: number | null): Promise<void> {
  const channel = after ?? before;
  if (!channel) return;
  const action: ChangeAction = before === null ? 'create' : after === null ? 'delete' : 'update';
  await recordChange(db, {
    ...chatChannelKind,
    recordId: channel.serviceRequestId,
    scopeId: businessId,
    action,
    userId: author.userId,
    before: before && channelSnapshot(before),
    after: after && channelSnapshot(after),
  });
}

/** A provider's channel, read with its members, as a `ChannelState`. */
export const providerState = (c: { url: string; name: string; channelType: ChatChannelType; serviceRequestId: number; memberIds?: number[] } | null): ChannelState | null =>
  c && { url: c.url, name: c.name, channelType: c.channelType, serviceRequestId: c.serviceRequestId, memberIds: c.memberIds ?? [] };

/** The console's answer (with members) as a `ChannelState`. */
export const answerState = (c: { url: string; name: string; channelType: ChatChannelType; serviceRequestId: number; members?: { userId: string }[] }): ChannelState => ({
  url: c.url,
  name: c.name,
  channelType: c.channelType,
  serviceRequestId: c.serviceRequestId,
  memberIds: (c.members ?? []).map((m) => m.userId),
});

/**
 * Runs `write`, a provider's change of channel `url` (made, members added or removed), and records it; answers
 * what the write answered and the channel as `viewerId` then sees it, with its members (404 when it is not there).
 */
export async function changeChannel<T>(db: Db, chat: ChatProvider, author: Author, url: string, viewerId: number, write: () => Promise<T>): Promise<{ written: T; channel: ChatChannel }> {
  const before = providerState(await chat.getChannel(url, viewerId, true));
  const written = await write();
  const channel = await answerChannel(db, chat, url, viewerId, true);
  await recordChannelChange(db, author, before, answerState(channel), channel.businessId);
  return { written, channel };
}
