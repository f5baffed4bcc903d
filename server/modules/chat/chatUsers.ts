/**
 * Chat users are our users (their chat id is the user id as a string): the name, email and kind the console
 * shows come from our database whichever provider lists them. A shop's user has a business; a technician holds
 * the role Technician; staff are the other platform users. A message is `sent` when staff wrote it (spec §3).
 */
import { sql } from 'kysely';
import type { ChatMessage, ChatUser } from '../../../contract/chat';
import type { Db } from '../../db/database';
import { chatUserNotFound } from './chatErrors';
import type { ChatProvider, ProviderMessage } from './provider';
import { PREPARED } from '../../db/preparedStatements';

export async function chatUsersById(db: Db, ids: readonly number[]): Promise<Map<number, ChatUser>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.given_name', 'u.family_name', 'u.email', 'u.business_id'])
    .select(sql<boolean>`EXISTS (SELECT 1 FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = u.id AND ro.name = 'Technician')`.as('isTechnician'))
    .where('u.id', 'in', unique)
    .modifyEnd(PREPARED)
    .execute();
  return new Map(
    rows.map((u) => [
      u.id,
      {
        userId: String(u.id),
        nickname: `${u.given_name} ${u.family_name}`,
        email: u.email,
        kind: u.business_id !== null ? 'shop' : u.isTechnician ? 'technician' : 'staff',
        businessId: u.business_id,
      },
    ]),
  );
}

/** The users `ids`, every one of which must exist (404 naming the first that does not). */
export async function requireChatUsers(db: Db, ids: readonly number[]): Promise<Map<number, ChatUser>> {
  const users = await chatUsersById(db, ids);
  const missing = ids.find((id) => !users.has(id));
  if (missing !== undefined) throw chatUserNotFound(missing);
  return users;
}

/** A sender we no longer know (a provider's user outside our database) is named by their chat id. */
export const senderOf = (users: Map<number, ChatUser>, id: number): ChatUser =>
  users.get(id) ?? { userId: String(id), nickname: String(id), email: '', kind: 'shop', businessId: null };

export function toChatMessage(message: ProviderMessage, users: Map<number, ChatUser>): ChatMessage {
  const sender = senderOf(users, message.senderId);
  return {
    messageId: message.messageId,
    channelUrl: message.channelUrl,
    userId: sender.userId,
    name: sender.nickname,
    email: sender.email,
    type: sender.kind === 'staff' ? 'sent' : 'received',
    text: message.text,
    createdAt: message.createdAt.toISOString(),
    clientId: message.clientId,
  };
}

/** chat/SendBirdUsers: a page of the provider's users by name, as our users. */
export async function listChatUsers(db: Db, chat: ChatProvider, query: { pageSize: number; token?: string; search?: string }) {
  const { userIds, next } = await chat.listUserIds(query);
  const users = await chatUsersById(db, userIds);
  return { items: userIds.flatMap((id) => users.get(id) ?? []), next };
}
