/**
 * What the chat screen hears in real time, whichever provider pushes it: a new message (built in: the message
 * itself), or a channel to load again (its members, saved count or existence changed; SendBird's events, which do
 * not say who is staff, are all of this kind, the screen then reading the channel and its new messages).
 */
import type { ChatChannelType, ChatMessage } from '../../../contract/chat';

export type ChatEvent =
  | { kind: 'message'; message: ChatMessage; channelType: ChatChannelType }
  /** newMessages: the channel has messages the screen has not been given (SendBird), read after the last one held. */
  | { kind: 'channel'; channelUrl: string; removed: boolean; newMessages?: boolean };

export type ChatEventHandler = (event: ChatEvent) => void;
