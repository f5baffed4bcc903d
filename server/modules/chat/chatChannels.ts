/**
 * A provider's channels as the console shows them: what our database knows of each channel's request (its
 * status, shop and saved chat message count: spec §3 Chat channel) and of the users in it, read for a whole
 * page in two queries. A channel whose request no longer exists is left out (only a provider that outlives our
 * data, SendBird, can have one).
 */
import { sql } from 'kysely';
import { CHAT_STATUS_NAMES, type ChatChannel } from '../../../contract/chat';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { channelNotFound } from './chatErrors';
import { chatUsersById, senderOf, toChatMessage } from './chatUsers';
import type { ChatProvider, ProviderChannel } from './provider';
import { PREPARED } from '../../db/preparedStatements';

export interface RequestFacts {
  statusId: number;
  /** CHAT_STATUS_NAMES of statusId. */
  status: string;
  businessId: number;
  businessName: string;
  /** The saved chat message count. */
  saved: number;
}

/** The requests `ids` with their status, shop and saved chat message count. */
export async function requestFacts(db: Db, ids: readonly number[]): Promise<Map<number, RequestFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('service_requests as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .select(['r.id', 'r.status_id', 'r.business_id', 'b.name as businessName'])
    .select(sql<number>`(SELECT count(*)::int FROM service_request_messages s WHERE s.service_request_id = r.id)`.as('saved'))
    .where('r.id', 'in', [...new Set(ids)])
    .modifyEnd(PREPARED)
    .execute();
  return new Map(rows.map((r) => [r.id, { statusId: r.status_id, status: CHAT_STATUS_NAMES[r.status_id] ?? '', businessId: r.business_id, businessName: r.businessName, saved: r.saved }]));
}

export async function toChatChannels(db: Db, channels: readonly ProviderChannel[]): Promise<ChatChannel[]> {
  const userIds = channels.flatMap((c) => [...(c.lastMessage ? [c.lastMessage.senderId] : []), ...(c.memberIds ?? [])]);
  const [requests, users] = await Promise.all([requestFacts(db, channels.map((c) => c.serviceRequestId)), chatUsersById(db, userIds)]);
  return channels.flatMap((c) => {
    const request = requests.get(c.serviceRequestId);
    if (!request) return [];
    return {
      url: c.url,
      name: c.name,
      channelType: c.channelType,
      serviceRequestId: c.serviceRequestId,
      businessId: request.businessId,
      businessName: request.businessName,
      status: request.status,
      statusId: request.statusId,
      chatMessageCount: request.saved,
      messageCount: c.messageCount,
      unreadCount: c.unreadCount,
      isChecked: c.unreadCount === 0,
      lastMessage: c.lastMessage ? toChatMessage(c.lastMessage, users) : null,
      createdAt: c.createdAt.toISOString(),
      ...(c.memberIds ? { members: c.memberIds.map((id) => senderOf(users, id)) } : {}),
    };
  });
}

/** The channel `url` as the caller sees it; 404 when it (or its request) does not exist. */
export async function answerChannel(db: Db, chat: ChatProvider, url: string, viewerId: number, includeMembers: boolean): Promise<ChatChannel> {
  const channel = await chat.getChannel(url, viewerId, includeMembers);
  if (!channel) throw channelNotFound(url);
  const [answer] = await toChatChannels(db, [channel]);
  if (!answer) throw notFound(m`Service request ${channel.serviceRequestId}`);
  return answer;
}
