/**
 * An open channel's messages as the screen holds them: the loaded ones (the last 30, older pages prepended, new
 * ones appended from the socket or a send), each once whichever way it came; and the messages typed here that the
 * server has not answered yet, or refused: they stay on screen, marked, until a retry with the same clientId
 * lands (the server answers the first send for a repeated clientId, so nothing is doubled).
 */
import type { ChatMessage } from '../../contract/chat';

export type LoadedMessages = { items: ChatMessage[]; hasMore: boolean };

/** A message typed in this console, on its way or refused. */
export interface PendingMessage {
  clientId: string;
  channelUrl: string;
  text: string;
  createdAt: string;
  failed: boolean;
}

/** `items` with `incoming` merged in, each message id once, oldest first. */
export function mergeMessages(items: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(items.map((m) => [m.messageId, m]));
  for (const m of incoming) byId.set(m.messageId, m);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

/** The pending messages of a channel the loaded ones do not hold yet (a socket may bring a send before its answer). */
export const unsettled = (pending: PendingMessage[], channelUrl: string, items: ChatMessage[]) => {
  const landed = new Set(items.map((m) => m.clientId).filter(Boolean));
  return pending.filter((p) => p.channelUrl === channelUrl && !landed.has(p.clientId));
};

export const lastMessageId = (items: ChatMessage[]) => items.at(-1)?.messageId ?? 0;
