/**
 * Chat (spec §1 solutions and channel types, §3 Chat channel and Chat message, §4 the unsaved-channel rule,
 * §7 Chat, §9 chat constants): a channel per service request, typed by its solution; its members (staff, the
 * shop's users, the technician); its live messages; the history saved onto the request, and staff-written
 * translations of saved messages. The provider behind `chat/*` is built in (database and WebSocket) or SendBird
 * when configured: the answers are the same either way. Chat users are our users; their chat user id is the
 * user id as a string (`"42"`).
 */
import { z } from 'zod';
import { endpoint, queryBool, queryInt } from './define';
import { CHANNEL_URL, CHAT_LIMITS, serviceRequestIdOf } from './chatRules';
import { bigintId, INT4 } from './fields';
import { r } from './refusal';
import { SERVICE_REQUEST_STATUSES } from './serviceRequest';
import { SOLUTIONS, type SolutionId } from './solutions';

/** Spec §1: passing the solution switches the chat channel type. */
export const CHAT_CHANNEL_TYPES = {
  [SOLUTIONS.ukEurope]: 'ServiceRequest',
  [SOLUTIONS.glass]: 'ServiceRequestGlass',
  [SOLUTIONS.calibration]: 'ServiceRequestCalibration',
  [SOLUTIONS.proTech]: 'ServiceRequestProTech',
} as const satisfies Record<SolutionId, string>;
export const CHAT_CHANNEL_TYPE_NAMES = Object.values(CHAT_CHANNEL_TYPES) as [ChatChannelType, ...ChatChannelType[]];
export type ChatChannelType = (typeof CHAT_CHANNEL_TYPES)[SolutionId];
export const channelTypeOf = (appId: number): ChatChannelType => CHAT_CHANNEL_TYPES[appId as SolutionId];

export { CHANNEL_URL, CHAT_LIMITS, channelUrlOf, isUnsavedChannel, serviceRequestIdOf, UNREAD_COUNTED_UP_TO, unreadBadge } from './chatRules';

/** A request status's name as the chat rule reads it (English, the spec's words): the console translates it. */
export const CHAT_STATUS_NAMES: Record<number, string> = {
  [SERVICE_REQUEST_STATUSES.pending]: 'Pending',
  [SERVICE_REQUEST_STATUSES.dispatched]: 'Dispatched',
  [SERVICE_REQUEST_STATUSES.inProgress]: 'In Progress',
  [SERVICE_REQUEST_STATUSES.completed]: 'Completed',
  [SERVICE_REQUEST_STATUSES.cancelled]: 'Cancelled',
  [SERVICE_REQUEST_STATUSES.voidedRo]: 'Voided RO',
};


/** Who a chat user is to the business: console staff, a shop's user, or a technician. */
export const CHAT_USER_KINDS = ['staff', 'shop', 'technician'] as const;

export const chatUser = z.object({
  /** The user id as a string. */
  userId: z.string(),
  nickname: z.string(),
  email: z.string(),
  kind: z.enum(CHAT_USER_KINDS),
  /** The shop a shop user belongs to (null otherwise). */
  businessId: z.number().int().nullable(),
});
export type ChatUser = z.infer<typeof chatUser>;

/**
 * A live message in a channel (spec §3 Chat message). type: `sent` when staff wrote it (the support desk's side),
 * `received` when a shop's user or a technician did. messageId grows monotonically within the provider.
 */
export const chatMessage = z.object({
  messageId: z.number().int(),
  channelUrl: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(['sent', 'received']),
  text: z.string(),
  createdAt: z.string(),
  /** The id the sending console gave it (null for messages sent elsewhere): a retried send is not doubled. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A channel (spec §3 Chat channel) with what the list shows. */
export const chatChannel = z.object({
  url: z.string(),
  name: z.string(),
  channelType: z.enum(CHAT_CHANNEL_TYPE_NAMES),
  serviceRequestId: z.number().int(),
  businessId: z.number().int(),
  businessName: z.string(),
  /** The request's status by name (CHAT_STATUS_NAMES), and its id. */
  status: z.string(),
  statusId: z.number().int(),
  /** The saved chat message count: the messages copied onto the request (SaveChatHistoryWait). */
  chatMessageCount: z.number().int(),
  /** The live messages in the channel. */
  messageCount: z.number().int(),
  /** The caller's unread messages, counted up to UNREAD_COUNTED_UP_TO (0 when the caller is not a member). */
  unreadCount: z.number().int(),
  /** The caller has read every message of the channel (or is not a member of it). */
  isChecked: z.boolean(),
  lastMessage: chatMessage.nullable(),
  createdAt: z.string(),
  /** Only with includeMembers. */
  members: z.array(chatUser).optional(),
});
export type ChatChannel = z.infer<typeof chatChannel>;

/** A message of a request's saved history, in the asked language where a translation exists. */
export const savedMessage = z.object({
  messageId: z.number().int(),
  serviceRequestId: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(['sent', 'received']),
  /** The translation in the asked language, else the original. */
  text: z.string(),
  createdAt: z.string(),
  /** True when text is the original (no translation in the asked language). */
  isOriginal: z.boolean(),
  /** The original text, when text is a translation. */
  originalText: z.string().nullable(),
  /** The translation's version (null for the original): AddMessageTranslated replaces it only with this. */
  translationVersion: z.number().int().nullable(),
});
export type SavedMessage = z.infer<typeof savedMessage>;

export const CHAT_LANGUAGES = ['en', 'es'] as const;

const pageToken = z.string().max(200, r('must be a page token from a previous answer')).optional();
const pageSize = (fallback: number) => queryInt.min(1, r('must be between 1 and 100')).max(100, r('must be between 1 and 100')).default(fallback);
const search = z.string().trim().max(100, r('must be at most 100 characters')).optional();
const channelUrl = z
  .string()
  .regex(CHANNEL_URL, { message: r('must be a chat channel URL (sr_<service request id>)'), abort: true })
  .refine((url) => (serviceRequestIdOf(url) ?? 0) <= INT4.max, r('must be a chat channel URL (sr_<service request id>)'));
/** A user's id as the chat writes it: digits, within PostgreSQL's integer. */
const chatUserId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, { message: r('must be a chat user id'), abort: true })
  .refine((id) => Number(id) <= INT4.max, r('must be a chat user id'));
const text = z.string().trim().min(1, r('must not be empty')).max(4000, r('must be at most 4000 characters'));
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });

export const chatContract = {
  groupChannels: endpoint({
    method: 'GET',
    path: 'chat/SendBirdGroupChannels',
    summary: `One solution's channels, most recent activity first, ${CHAT_LIMITS.channelPageSize} a page by default: token (the previous answer's next) for the next page, pagesize, search (part of the channel's name, its shop or VIN, any case), includeMembers, chatChannelType (${CHAT_CHANNEL_TYPE_NAMES.join(', ')})`,
    query: z.strictObject({
      token: pageToken,
      pagesize: pageSize(CHAT_LIMITS.channelPageSize),
      search,
      includeMembers: queryBool.default(false),
      chatChannelType: z.enum(CHAT_CHANNEL_TYPE_NAMES, r`must be one of ${CHAT_CHANNEL_TYPE_NAMES.join(', ')}`).default('ServiceRequest'),
    }),
    response: page(chatChannel),
  }),
  users: endpoint({
    method: 'GET',
    path: 'chat/SendBirdUsers',
    summary: `Chat users (staff, shop users, technicians; not deleted) by name: token for the next page, pagesize (the console asks ${CHAT_LIMITS.usersSearchPageSize} when searching, ${CHAT_LIMITS.usersPageSize} otherwise), search (part of the name or email, any case)`,
    query: z.strictObject({ token: pageToken, pagesize: pageSize(CHAT_LIMITS.usersPageSize), search }),
    response: page(chatUser),
  }),
  userChannels: endpoint({
    method: 'GET',
    path: 'chat/SendBirdUserChannels',
    summary: 'The channels a chat user is a member of, most recent activity first (404 when the user does not exist)',
    query: z.strictObject({ userid: chatUserId, token: pageToken, pagesize: pageSize(CHAT_LIMITS.channelPageSize) }),
    response: page(chatChannel),
  }),
  openChannel: endpoint({
    method: 'POST',
    path: 'chat/OpenRequestChannel',
    summary: "A service request's channel, made when it has none, with the request's shop user, its technician and the caller as members (404 when the request does not exist)",
    ours: true,
    body: z.strictObject({ serviceRequestId: z.int32().min(1, r('must be a service request id')) }),
    response: chatChannel,
  }),
  channelMessages: endpoint({
    method: 'GET',
    path: 'chat/ChannelMessages',
    summary: `A channel's live messages, oldest first: the last ${CHAT_LIMITS.messageLoadLimit} (limit), those before a message id (older, on scroll) or after one (catching up) (404 when the channel does not exist)`,
    ours: true,
    query: z
      .strictObject({
        channelUrl,
        before: queryInt.min(1).optional(),
        after: queryInt.min(0).optional(),
        limit: queryInt.min(1, r('must be between 1 and 200')).max(200, r('must be between 1 and 200')).default(CHAT_LIMITS.messageLoadLimit),
      })
      .refine((q) => q.before === undefined || q.after === undefined, { path: ['after'], message: r('must not be given with before') }),
    response: z.object({ items: z.array(chatMessage), hasMore: z.boolean() }),
  }),
  markRead: endpoint({
    method: 'POST',
    path: 'chat/MarkRead',
    summary: "Marks the caller's reading of a channel up to a message (never backwards); answers the channel",
    ours: true,
    body: z.strictObject({ channelUrl, messageId: bigintId(0) }),
    response: chatChannel,
  }),
  addMembers: endpoint({
    method: 'POST',
    path: 'chat/AddMembers',
    summary: 'Adds chat users to a channel (those already in it stay); answers the channel with its members',
    ours: true,
    body: z.strictObject({ channelUrl, userIds: z.array(chatUserId).min(1, r('must name at least one user')).max(50) }),
    response: chatChannel,
  }),
  removeUser: endpoint({
    method: 'POST',
    path: 'chat/RemoveUser',
    summary: 'Removes a chat user from a channel; answers the channel with its members (404 when the channel or membership does not exist)',
    body: z.strictObject({ channelUrl, userId: chatUserId }),
    response: chatChannel,
  }),
  removeGroupChannel: endpoint({
    method: 'POST',
    path: 'chat/RemoveGroupChannel',
    summary:
      'Removes a channel and its live messages. An unsaved channel (spec §4) with messages is refused with 409 unsaved unless discardHistory is true: save its history first (SaveChatHistoryWait)',
    body: z.strictObject({ channelUrl, discardHistory: z.boolean().default(false) }),
    response: z.object({ removed: z.literal(true), channelUrl: z.string() }),
  }),
  saveChatHistory: endpoint({
    method: 'POST',
    path: 'chat/SaveChatHistoryWait',
    summary: "Copies a channel's whole history onto its service request (messages already saved are not copied twice) and answers when done, with the saved count",
    body: z.strictObject({ channelUrl }),
    response: z.object({ serviceRequestId: z.number().int(), chatMessageCount: z.number().int(), copied: z.number().int() }),
  }),
  insertUserMessage: endpoint({
    method: 'POST',
    path: 'message/InsertUserMessage',
    summary:
      "Sends a message from the caller into a channel (the caller joins it); clientId (the console's id for the message) makes a retry answer the first send instead of doubling it",
    body: z.strictObject({ channelUrl, text, clientId: z.uuid(r('must be a UUID')).optional() }),
    response: chatMessage,
  }),
  serviceRequestMessages: endpoint({
    method: 'GET',
    path: 'Message/ServiceRequestMessages',
    summary:
      "A request's saved chat messages, oldest first, each in the asked language where a translation exists, else the original marked as such (404 when the request does not exist)",
    query: z.strictObject({ id: queryInt.min(1, r('must be a service request id')), language: z.enum(CHAT_LANGUAGES, r`must be one of ${CHAT_LANGUAGES.join(', ')}`).default('en') }),
    response: z.object({ count: z.number().int(), items: z.array(savedMessage) }),
  }),
  addMessageTranslated: endpoint({
    method: 'POST',
    path: 'message/AddMessageTranslated',
    summary:
      'A translation of one saved message into a language, written by staff. A new one needs no version; replacing one needs its translationVersion (409 stale otherwise, 409 duplicate when one exists and none is given)',
    body: z.strictObject({
      messageId: bigintId(1, r('must be a saved message id')),
      language: z.enum(CHAT_LANGUAGES, r`must be one of ${CHAT_LANGUAGES.join(', ')}`),
      text,
      version: z.int32().min(1).optional(),
    }),
    response: savedMessage,
  }),
  session: endpoint({
    method: 'GET',
    path: 'chat/Session',
    summary:
      "How the console talks in real time: the built-in provider's WebSocket (/api/chat/socket), or SendBird's app id with the caller's chat user id and a session token for @sendbird/chat",
    ours: true,
    response: z.discriminatedUnion('provider', [
      z.object({ provider: z.literal('builtin'), socketPath: z.string(), userId: z.string() }),
      z.object({ provider: z.literal('sendbird'), appId: z.string(), userId: z.string(), accessToken: z.string(), expiresAt: z.number().int() }),
    ]),
  }),
};

/**
 * The built-in provider's WebSocket protocol (GET /api/chat/socket, outside the REST contract). The access token
 * travels in the first message, never in the URL; `auth` again with a refreshed token keeps the socket open past
 * the old token's expiry. The server closes the socket with one of CHAT_SOCKET_CLOSE's codes (or a standard one:
 * 1001 shutting down, 1012 reconnect and resume, 1008 not reading, 1009 frame too large).
 */
export const CHAT_SOCKET_PATH = '/api/chat/socket';
export const CHAT_SOCKET_CLOSE = {
  /** No token, a bad one, or one that expired unrenewed: the console takes a fresh token and reconnects. */
  unauthorized: 4401,
  /** The session was revoked: the console stays closed. */
  revoked: 4403,
  /** The socket sent frames, or `resume`s, faster than its limits allow: the console reconnects after a long pause, not at once. */
  tooManyFrames: 4429,
  /** Too many sockets are waiting to authenticate (from the caller's address or in all): the console tries again later. */
  busy: 4503,
} as const;
export const chatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(4096) }),
  /** Every message with an id after afterId is sent again (reconnect catch-up), then new ones as they come. */
  z.object({ type: z.literal('resume'), afterId: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;
export type ChatServerFrame =
  | { type: 'ready'; userId: string; expiresAt: number }
  | { type: 'message'; message: ChatMessage; channelType: ChatChannelType }
  /** A channel's members, saved count or existence changed: the console reloads it (removed: drops it). */
  | { type: 'channel'; channelUrl: string; channelType: ChatChannelType; removed: boolean }
  | { type: 'pong' }
  | { type: 'error'; message: string };
