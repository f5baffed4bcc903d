/**
 * The chat provider: where channels, members and live messages live. The built-in one keeps them in the database
 * and announces new messages for the WebSocket hub (realtime/); the SendBird one calls SendBird's Platform API.
 * The routes (chat.routes.ts) talk to this interface only and add what our database knows (the request's status
 * and shop, the saved history, the users' names), so the console cannot tell which provider answers.
 *
 * Chat user ids are our user ids; providers take and give them as numbers (SendBird's string ids are converted
 * at its edge).
 */
import type { ChatChannelType } from '../../../contract/chat';

export interface ProviderMessage {
  messageId: number;
  channelUrl: string;
  senderId: number;
  text: string;
  createdAt: Date;
  clientId: string | null;
}

export interface ProviderChannel {
  url: string;
  serviceRequestId: number;
  channelType: ChatChannelType;
  name: string;
  createdAt: Date;
  messageCount: number;
  lastMessage: ProviderMessage | null;
  /** The viewer's unread messages, counted up to UNREAD_COUNTED_UP_TO; 0 when the viewer is not a member. */
  unreadCount: number;
  /** Only when asked for (includeMembers). */
  memberIds?: number[];
}

export interface ChannelPage {
  channels: ProviderChannel[];
  /** The token of the next page, null on the last. */
  next: string | null;
}

export interface ChannelQuery {
  /** The user whose unread counts are answered. */
  viewerId: number;
  pageSize: number;
  token?: string;
  includeMembers: boolean;
  /** One type (the console's solution switch); every type when absent (a user's channels). */
  channelType?: ChatChannelType;
  /** Part of the channel's name, any case. */
  search?: string;
  /** Only the channels this user is a member of. */
  memberId?: number;
}

export interface ChatProvider {
  readonly kind: 'builtin' | 'sendbird';
  listChannels(query: ChannelQuery): Promise<ChannelPage>;
  /** One channel, or null when it does not exist. */
  getChannel(url: string, viewerId: number, includeMembers: boolean): Promise<ProviderChannel | null>;
  /** The request's channel, made with these members when it does not exist yet (members are then added). */
  openChannel(input: { url: string; serviceRequestId: number; channelType: ChatChannelType; name: string; memberIds: number[] }): Promise<void>;
  /** Live messages oldest first: the last `limit`, or those before or after a message id. */
  messages(url: string, page: { before?: number; after?: number; limit: number }): Promise<{ items: ProviderMessage[]; hasMore: boolean }>;
  /** Sends a message from a user (who joins the channel); a repeated clientId answers the first message. */
  sendMessage(input: { url: string; senderId: number; text: string; clientId: string | null }): Promise<ProviderMessage>;
  /** Moves a member's reading forward to a message (never back). */
  markRead(url: string, userId: number, messageId: number): Promise<void>;
  addMembers(url: string, userIds: number[]): Promise<void>;
  /** False when the user was not a member. */
  removeMember(url: string, userId: number): Promise<boolean>;
  /** False when the channel did not exist. */
  removeChannel(url: string): Promise<boolean>;
  /** Chat user ids by name order, a page at a time (search: part of the name or email). */
  listUserIds(query: { pageSize: number; token?: string; search?: string }): Promise<{ userIds: number[]; next: string | null }>;
  /** SendBird only: the app id and a session token for the user's console (@sendbird/chat). */
  sessionToken?(userId: number): Promise<{ appId: string; accessToken: string; expiresAt: number }>;
}
