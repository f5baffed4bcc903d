/**
 * chat/SaveChatHistoryWait: copies a channel's whole live history onto its service request, a page at a time
 * through the provider (so it works with either), each message with its sender's name and side as they are
 * now. The copies are keyed by the provider's message id: saving again copies only what is new, and the copies
 * outlive the channel. Consoles are told the channel's saved count changed.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { appIdOf } from './channelAppId';
import { channelNotFound } from './chatErrors';
import { chatUsersById, toChatMessage } from './chatUsers';
import { announce } from './events';
import type { ChatProvider } from './provider';

/** Messages read and written per round. */
const SAVE_PAGE = 200;

export async function saveChatHistory(db: Db, chat: ChatProvider, url: string, viewerId: number) {
  const channel = await chat.getChannel(url, viewerId, false);
  if (!channel) throw channelNotFound(url);
  const serviceRequestId = channel.serviceRequestId;
  const request = await db.selectFrom('service_requests').select('id').where('id', '=', serviceRequestId).executeTakeFirst();
  if (!request) throw notFound(m`Service request ${serviceRequestId}`);
  let copied = 0;
  for (let after = 0, more = true; more; ) {
    const page = await chat.messages(url, { after, limit: SAVE_PAGE });
    if (page.items.length === 0) break;
    const users = await chatUsersById(db, page.items.map((message) => message.senderId));
    const rows = page.items.map((message) => {
      const shown = toChatMessage(message, users);
      return {
        service_request_id: serviceRequestId,
        source_message_id: String(message.messageId),
        sender_id: users.has(message.senderId) ? message.senderId : null,
        sender_name: shown.name,
        sender_email: shown.email,
        is_staff: shown.type === 'sent',
        text: message.text,
        created_at: message.createdAt,
      };
    });
    const inserted = await db
      .insertInto('service_request_messages')
      .values(rows)
      .onConflict((oc) => oc.columns(['service_request_id', 'source_message_id']).doNothing())
      .returning('id')
      .execute();
    copied += inserted.length;
    after = page.items[page.items.length - 1].messageId;
    more = page.hasMore;
  }
  const { saved } = await db
    .selectFrom('service_request_messages')
    .select(sql<number>`count(*)::int`.as('saved'))
    .where('service_request_id', '=', serviceRequestId)
    .executeTakeFirstOrThrow();
  await announce(db, { kind: 'channel', url, channelType: appIdOf(channel.channelType), removed: false });
  return { serviceRequestId, chatMessageCount: saved, copied };
}
