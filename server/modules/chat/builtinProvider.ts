/**
 * The built-in chat provider: channels, members and live messages in the database (migration 0019). Every write
 * that consoles must see is announced (events.ts) inside its own transaction, so the WebSocket hub (realtime/)
 * hears of it only once it has committed. A message is sent in one transaction that locks its channel: ids grow
 * in commit order within a channel, and the channel's last activity, last message and count move with it.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/listing';
import { getChannel, listChannels, MESSAGE_COLUMNS, toProviderMessage } from './builtinChannels';
import { appIdOf } from './channelAppId';
import { channelNotFound } from './chatErrors';
import { announce } from './events';
import { decodePageToken, keysetPage } from './pageToken';
import type { ChatProvider } from './provider';

/** A user list token: the last row's family name, given name and id. */
const userKey = z.tuple([z.string().max(200), z.string().max(200), z.number().int().min(1)]);

/** The channel `url` with its type, locked until the transaction ends (null when it does not exist). */
const lockChannel = (trx: Db, url: string) => trx.selectFrom('chat_channels').select(['id', 'channel_type']).where('url', '=', url).forUpdate().executeTakeFirst();

export function createBuiltinProvider(db: Db): ChatProvider {
  return {
    kind: 'builtin',
    listChannels: (query) => listChannels(db, query),
    getChannel: (url, viewerId, includeMembers) => getChannel(db, url, viewerId, includeMembers),

    openChannel: ({ url, serviceRequestId, channelType, name, memberIds }) =>
      db.transaction().execute(async (trx) => {
        const values = { url, service_request_id: serviceRequestId, channel_type: appIdOf(channelType), name };
        const created = await trx.insertInto('chat_channels').values(values).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
        const channel = created ?? (await lockChannel(trx, url));
        if (!channel) throw channelNotFound(url);
        const added = await trx
          .insertInto('chat_members')
          .values(memberIds.map((user_id) => ({ channel_id: channel.id, user_id })))
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .execute();
        if (created || added.length > 0) await announce(trx, { kind: 'channel', url, channelType: values.channel_type, removed: false });
      }),

    async messages(url, { before, after, limit }) {
      let q = db
        .selectFrom('chat_messages as m')
        .innerJoin('chat_channels as c', 'c.id', 'm.channel_id')
        .select(MESSAGE_COLUMNS.map((column) => `m.${column}` as const))
        .where('c.url', '=', url)
        .limit(limit + 1);
      if (after !== undefined) q = q.where('m.id', '>', String(after)).orderBy('m.id', 'asc');
      else q = (before === undefined ? q : q.where('m.id', '<', String(before))).orderBy('m.id', 'desc');
      const rows = await q.execute();
      const items = rows.slice(0, limit).map((row) => toProviderMessage(url, row));
      return { items: after === undefined ? items.reverse() : items, hasMore: rows.length > limit };
    },

    sendMessage: ({ url, senderId, text, clientId }) =>
      db.transaction().execute(async (trx) => {
        const channel = await lockChannel(trx, url);
        if (!channel) throw channelNotFound(url);
        const inserted = await trx
          .insertInto('chat_messages')
          .values({ channel_id: channel.id, sender_id: senderId, text, client_id: clientId, created_at: sql`clock_timestamp()` })
          .onConflict((oc) => oc.columns(['channel_id', 'client_id']).doNothing())
          .returning(MESSAGE_COLUMNS)
          .executeTakeFirst();
        if (!inserted) {
          // A retried send: the first one answers.
          const first = await trx.selectFrom('chat_messages').select(MESSAGE_COLUMNS).where('channel_id', '=', channel.id).where('client_id', '=', clientId).executeTakeFirstOrThrow();
          return toProviderMessage(url, first);
        }
        await trx
          .updateTable('chat_channels')
          .set({ last_activity_at: inserted.created_at, last_message_id: inserted.id, message_count: sql`message_count + 1` })
          .where('id', '=', channel.id)
          .execute();
        await trx
          .insertInto('chat_members')
          .values({ channel_id: channel.id, user_id: senderId, last_read_message_id: inserted.id })
          .onConflict((oc) => oc.columns(['channel_id', 'user_id']).doUpdateSet({ last_read_message_id: sql`GREATEST(chat_members.last_read_message_id, excluded.last_read_message_id)` }))
          .execute();
        await announce(trx, { kind: 'message', id: Number(inserted.id) });
        return toProviderMessage(url, inserted);
      }),

    async markRead(url, userId, messageId) {
      // Never past the channel's last message: messages to come stay unread.
      await db
        .updateTable('chat_members as mb')
        .from('chat_channels as c')
        .set({ last_read_message_id: sql`GREATEST(mb.last_read_message_id, LEAST(${messageId}::bigint, coalesce(c.last_message_id, 0)))` })
        .whereRef('mb.channel_id', '=', 'c.id')
        .where('c.url', '=', url)
        .where('mb.user_id', '=', userId)
        .execute();
    },

    addMembers: (url, userIds) =>
      db.transaction().execute(async (trx) => {
        const channel = await lockChannel(trx, url);
        if (!channel) return;
        const added = await trx
          .insertInto('chat_members')
          .values(userIds.map((user_id) => ({ channel_id: channel.id, user_id })))
          .onConflict((oc) => oc.doNothing())
          .returning('user_id')
          .execute();
        if (added.length > 0) await announce(trx, { kind: 'channel', url, channelType: channel.channel_type, removed: false });
      }),

    removeMember: (url, userId) =>
      db.transaction().execute(async (trx) => {
        const channel = await lockChannel(trx, url);
        if (!channel) return false;
        const removed = await trx.deleteFrom('chat_members').where('channel_id', '=', channel.id).where('user_id', '=', userId).returning('user_id').executeTakeFirst();
        if (removed) await announce(trx, { kind: 'channel', url, channelType: channel.channel_type, removed: false });
        return removed !== undefined;
      }),

    removeChannel: (url) =>
      db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('chat_channels').where('url', '=', url).returning('channel_type').executeTakeFirst();
        if (removed) await announce(trx, { kind: 'channel', url, channelType: removed.channel_type, removed: true });
        return removed !== undefined;
      }),

    async listUserIds({ pageSize, token, search }) {
      let q = db.selectFrom('users').select(['id', 'family_name', 'given_name']).where('is_deleted', '=', false);
      if (search) {
        const pattern = containsPattern(search);
        q = q.where(sql<boolean>`(lower(given_name || ' ' || family_name) LIKE ${pattern} OR lower(email) LIKE ${pattern})`);
      }
      if (token) {
        const [family, given, id] = decodePageToken(token, userKey);
        q = q.where(sql<boolean>`(family_name, given_name, id) > (${family}, ${given}, ${id})`);
      }
      const rows = await q.orderBy('family_name').orderBy('given_name').orderBy('id').limit(pageSize + 1).execute();
      const page = keysetPage(rows, pageSize, (u) => [u.family_name, u.given_name, u.id]);
      return { userIds: page.rows.map((u) => u.id), next: page.next };
    },
  };
}
