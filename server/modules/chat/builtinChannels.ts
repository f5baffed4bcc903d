/**
 * The built-in provider's channel reads: a page of channels (most recent activity first) or one channel, each
 * with its last message, the viewer's unread count and, when asked, its members, in one statement. The list
 * walks the index (channel_type, last_activity_at DESC, id DESC) from the previous page's last row; the unread
 * count reads at most UNREAD_COUNTED_UP_TO messages, and none when the viewer has read the last one.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { channelTypeOf, UNREAD_COUNTED_UP_TO } from '../../../contract/chat';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/listing';
import { appIdOf } from './channelAppId';
import { decodePageToken, keysetPage } from './pageToken';
import type { ChannelPage, ChannelQuery, ProviderChannel, ProviderMessage } from './provider';
import { PREPARED } from '../../db/preparedStatements';

/** A channel list token: the last row's activity in microseconds since the epoch (exact, unlike a Date) and id. */
const channelKey = z.tuple([z.string().regex(/^-?[0-9]{1,18}$/), z.number().int().min(1)]);

export const MESSAGE_COLUMNS = ['id', 'sender_id', 'text', 'created_at', 'client_id'] as const;

export function toProviderMessage(url: string, row: { id: string | number; sender_id: number; text: string; created_at: Date | string; client_id: string | null }): ProviderMessage {
  return { messageId: Number(row.id), channelUrl: url, senderId: row.sender_id, text: row.text, createdAt: new Date(row.created_at), clientId: row.client_id };
}

function channelRows(db: Db, viewerId: number, includeMembers: boolean) {
  return db
    .selectFrom('chat_channels as c')
    .leftJoin('chat_members as me', (j) => j.onRef('me.channel_id', '=', 'c.id').on('me.user_id', '=', viewerId))
    .leftJoin('chat_messages as m', 'm.id', 'c.last_message_id')
    .select(['c.id', 'c.url', 'c.service_request_id', 'c.channel_type', 'c.name', 'c.created_at', 'c.message_count'])
    .select(['m.id as lastId', 'm.sender_id as lastSender', 'm.text as lastText', 'm.created_at as lastAt', 'm.client_id as lastClientId'])
    .select(sql<string>`(extract(epoch FROM c.last_activity_at) * 1000000)::bigint::text`.as('activity'))
    .select(
      sql<number>`CASE WHEN me.user_id IS NULL OR c.last_message_id IS NULL OR c.last_message_id <= me.last_read_message_id THEN 0
        ELSE (SELECT count(*)::int FROM (SELECT 1 FROM chat_messages x WHERE x.channel_id = c.id AND x.id > me.last_read_message_id LIMIT ${UNREAD_COUNTED_UP_TO}) unread) END`.as('unread'),
    )
    .select(includeMembers ? sql<number[] | null>`ARRAY(SELECT mb.user_id FROM chat_members mb WHERE mb.channel_id = c.id ORDER BY mb.joined_at, mb.user_id)`.as('memberIds') : sql<null>`NULL`.as('memberIds'));
}

type ChannelRow = Awaited<ReturnType<ReturnType<typeof channelRows>['execute']>>[number];

function toChannel(row: ChannelRow): ProviderChannel {
  const { lastId, lastSender, lastText, lastAt, lastClientId } = row;
  return {
    url: row.url,
    serviceRequestId: row.service_request_id,
    channelType: channelTypeOf(row.channel_type),
    name: row.name,
    createdAt: new Date(row.created_at),
    messageCount: row.message_count,
    lastMessage:
      lastId === null || lastSender === null || lastText === null || lastAt === null
        ? null
        : toProviderMessage(row.url, { id: lastId, sender_id: lastSender, text: lastText, created_at: lastAt, client_id: lastClientId }),
    unreadCount: row.unread,
    ...(row.memberIds ? { memberIds: row.memberIds.map(Number) } : {}),
  };
}

export async function listChannels(db: Db, q: ChannelQuery): Promise<ChannelPage> {
  let rows = channelRows(db, q.viewerId, q.includeMembers)
    .orderBy('c.last_activity_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.pageSize + 1);
  if (q.channelType) rows = rows.where('c.channel_type', '=', appIdOf(q.channelType));
  if (q.search) rows = rows.where(sql<boolean>`lower(c.name) LIKE ${containsPattern(q.search)}`);
  if (q.memberId !== undefined) {
    const memberId = q.memberId;
    rows = rows.where('c.id', 'in', (s) => s.selectFrom('chat_members').select('channel_id').where('user_id', '=', memberId));
  }
  if (q.token) {
    const [micros, id] = decodePageToken(q.token, channelKey);
    rows = rows.where(sql<boolean>`(c.last_activity_at, c.id) < (timestamptz 'epoch' + interval '1 microsecond' * ${micros}::bigint, ${id})`);
  }
  // Prepared (preparedStatements.ts) but for a search, whose plan hangs on its pattern.
  const page = keysetPage(await (q.search ? rows : rows.modifyEnd(PREPARED)).execute(), q.pageSize, (r) => [r.activity, r.id]);
  return { channels: page.rows.map(toChannel), next: page.next };
}

export async function getChannel(db: Db, url: string, viewerId: number, includeMembers: boolean): Promise<ProviderChannel | null> {
  const row = await channelRows(db, viewerId, includeMembers).where('c.url', '=', url).executeTakeFirst();
  return row ? toChannel(row) : null;
}
