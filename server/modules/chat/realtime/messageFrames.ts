/**
 * Messages as the socket pushes them: each loaded once per process with its sender (name, email, staff or not,
 * so sent or received) and its channel (URL, type), and serialized once for every socket. One statement loads a
 * batch of announced messages, or the catch-up after an id.
 */
import { channelTypeOf, type ChatServerFrame } from '../../../../contract/chat';
import type { Db } from '../../../db/database';
import { MESSAGE_COLUMNS, toProviderMessage } from '../builtinChannels';
import { chatUsersById, toChatMessage } from '../chatUsers';

/** A message frame ready to send: its id (to tell repeats) and its JSON. */
export interface MessageFrame {
  id: number;
  json: string;
}

/** At most this many messages are sent again on `resume`. */
export const RESUME_LIMIT = 1000;

type Which = { ids: number[] } | { afterId: number };

/** The messages named (those that exist; oldest first), or the first RESUME_LIMIT after an id. */
export async function loadMessageFrames(db: Db, which: Which): Promise<MessageFrame[]> {
  let q = db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_channels as c', 'c.id', 'm.channel_id')
    .select(MESSAGE_COLUMNS.map((column) => `m.${column}` as const))
    .select(['c.url', 'c.channel_type'])
    .orderBy('m.id');
  if ('ids' in which) {
    if (which.ids.length === 0) return [];
    q = q.where('m.id', 'in', which.ids.map(String));
  } else q = q.where('m.id', '>', String(which.afterId)).limit(RESUME_LIMIT);
  const rows = await q.execute();
  const users = await chatUsersById(
    db,
    rows.map((r) => r.sender_id),
  );
  return rows.map((row) => {
    const frame: ChatServerFrame = { type: 'message', message: toChatMessage(toProviderMessage(row.url, row), users), channelType: channelTypeOf(row.channel_type) };
    return { id: Number(row.id), json: JSON.stringify(frame) };
  });
}
