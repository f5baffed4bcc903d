/**
 * chat/RemoveGroupChannel: the channel and its live messages go. An unsaved channel (spec §4: its request is
 * closed and nothing of it was saved) that has messages is refused with 409 `unsaved` unless the caller says
 * to discard its history: the console offers SaveChatHistoryWait first. Recorded in the change history as the
 * channel's deletion, with its members (channelHistory.ts).
 */
import { isUnsavedChannel } from '../../../contract/chat';
import type { Db } from '../../db/database';
import type { Author } from '../../db/write';
import { providerState, recordChannelChange } from './channelHistory';
import { requestFacts } from './chatChannels';
import { channelNotFound, unsavedChannel } from './chatErrors';
import type { ChatProvider } from './provider';

export async function removeGroupChannel(db: Db, chat: ChatProvider, author: Author, input: { channelUrl: string; discardHistory: boolean }, viewerId: number) {
  const url = input.channelUrl;
  // With its members: the change history keeps the channel as it was.
  const channel = await chat.getChannel(url, viewerId, true);
  if (!channel) throw channelNotFound(url);
  const request = (await requestFacts(db, [channel.serviceRequestId])).get(channel.serviceRequestId);
  const unsaved = request !== undefined && isUnsavedChannel({ status: request.status, chatMessageCount: request.saved });
  if (unsaved && channel.messageCount > 0 && !input.discardHistory) throw unsavedChannel(url, channel.messageCount);
  if (!(await chat.removeChannel(url))) throw channelNotFound(url);
  await recordChannelChange(db, author, providerState(channel), null, request?.businessId ?? null);
  return { removed: true as const, channelUrl: url };
}
