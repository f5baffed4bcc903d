/**
 * A small typed client for the SendBird Platform API v3 endpoints the SendBird chat provider uses, and nothing
 * else: group channels (list, a user's list, view, create, invite, leave, delete), their messages (list, total
 * count, send, mark as read), users (list, create) and session tokens. Global fetch, the `Api-Token` header, JSON
 * both ways, a timeout on every call.
 *
 * The request and response shapes (snake_case, as on the wire) are SendBird's published ones: the models of
 * github.com/sendbird/sendbird-platform-sdk-javascript (src/model/SendbirdGroupChannel.js, SendbirdMember.js,
 * SendbirdMessageResponse.js, SendbirdUser.js, CreateAGroupChannelRequest.js, InviteAsMembersRequest.js,
 * LeaveAChannelRequest.js, SendTextMessageRequestBody.js, MarkChannelMessagesAsReadRequest.js, ListUsersResponse.js,
 * GroupChatListChannelsResponse.js, ListMyGroupChannelsResponse.js, ListMessagesResponse.js,
 * GetTotalNumberOfMessagesInAChannelResponse.js, CreateAUserRequest.js, CreateUserTokenRequest/Response.js; query
 * parameters from its docs/GroupChannelApi.md, MessageApi.md and UserApi.md) and sendbird.com/docs/chat/platform-api/v3
 * (the error body `{ error, code, message }` and its codes; `user_id` of a MESG message, which the SDK's model
 * leaves out). Only the fields we read or write are typed.
 *
 * Errors say which call failed and what SendBird answered; they never carry the API token.
 */

/** SendBird's error codes we act on (sendbird.com/docs/chat/platform-api/v3/error-codes). */
export const SENDBIRD_ERRORS = { unauthorizedRequest: 400108, resourceNotFound: 400201, resourceAlreadyExists: 400202, invalidApiToken: 400401 } as const;

/** SendbirdBasicUserInfo: the sender of a message. */
export interface SbBasicUser {
  user_id: string;
  nickname?: string;
  profile_url?: string;
}

/** SendbirdMember (a channel's member, with show_member=true). */
export interface SbMember extends SbBasicUser {
  state?: '' | 'invited' | 'joined';
}

/** SendbirdUser. */
export interface SbUser extends SbBasicUser {
  is_active?: boolean;
  created_at?: number;
}

/** SendbirdMessageResponse. created_at in Unix milliseconds. */
export interface SbMessage {
  message_id: number;
  /** MESG (text), FILE or ADMM (admin, no user). */
  type: string;
  channel_url: string;
  message: string;
  data?: string;
  custom_type?: string;
  created_at: number;
  user?: SbBasicUser;
}

/** SendbirdGroupChannel. unread_message_count is the listing user's (GET /v3/users/{user_id}/my_group_channels). */
export interface SbGroupChannel {
  channel_url: string;
  name: string;
  custom_type: string;
  data?: string;
  /** SendBird documents a channel's created_at in Unix seconds (see secondsOrMillis). */
  created_at: number;
  member_count?: number;
  unread_message_count?: number;
  last_message?: SbMessage | null;
  members?: SbMember[];
}

/** GroupChatListChannelsResponse and ListMyGroupChannelsResponse: `next` is empty on the last page. */
export interface SbChannelList {
  channels: SbGroupChannel[];
  next: string;
}

/** Query parameters of GET /v3/group_channels and GET /v3/users/{user_id}/my_group_channels that we use. */
export interface SbChannelListQuery {
  token?: string;
  limit: number;
  custom_types?: string;
  name_contains?: string;
  channel_urls?: string;
  members_include_in?: string;
  show_member?: boolean;
  show_empty?: boolean;
  order?: 'chronological' | 'latest_last_message' | 'channel_name_alphabetical';
}

/** Query parameters of GET /v3/group_channels/{channel_url}/messages: around message_ts or message_id. */
export interface SbMessageListQuery {
  message_ts?: number;
  message_id?: number;
  prev_limit: number;
  next_limit: number;
  include: boolean;
  /** MESG: user text messages only (no admin or file messages). */
  message_type?: 'MESG';
  sender_id?: string;
}

/** SendTextMessageRequestBody (MESG), with the sender's user_id. */
export interface SbSendText {
  message_type: 'MESG';
  user_id: string;
  message: string;
  data?: string;
  custom_type?: string;
}

/** CreateAGroupChannelRequest. */
export interface SbCreateGroupChannel {
  channel_url: string;
  name: string;
  custom_type: string;
  user_ids: string[];
  data?: string;
}

/** CreateAUserRequest (profile_url is required; empty for none). */
export interface SbCreateUser {
  user_id: string;
  nickname: string;
  profile_url: string;
}

/** CreateUserTokenResponse: expires_at in Unix milliseconds. */
export interface SbSessionToken {
  token: string;
  expires_at: number;
}

/** What SendBird answered with an error body (`{ error: true, code, message }`), or a failure to reach it. */
export class SendBirdError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'SendBirdError';
  }
}

export const isSendBirdCode = (err: unknown, code: number): boolean => err instanceof SendBirdError && err.code === code;

export interface PlatformApiOptions {
  /** e.g. https://api-<app id>.sendbird.com (no trailing /v3). */
  apiUrl: string;
  apiToken: string;
  timeoutMs?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

const path = (template: TemplateStringsArray, ...parts: string[]) =>
  template.reduce((out, literal, i) => out + literal + (i < parts.length ? encodeURIComponent(parts[i]) : ''), '');

export function createPlatformApi({ apiUrl, apiToken, timeoutMs = 10_000 }: PlatformApiOptions) {
  const base = apiUrl.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, opts: { query?: Query; body?: unknown } = {}): Promise<T> {
    const url = new URL(base + route);
    for (const [key, value] of Object.entries(opts.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const what = `SendBird ${method} ${route}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { 'Api-Token': apiToken, Accept: 'application/json', ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf8' }) },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `unreachable (${err instanceof Error ? err.message : String(err)})`;
      throw new SendBirdError(`${what}: ${reason}`, null, null);
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): reported below by status.
    }
    const failure = body as { error?: boolean; code?: number; message?: string } | null;
    if (!res.ok || failure?.error === true) {
      const detail = failure?.message ? `${failure.message} (code ${failure.code})` : `HTTP ${res.status}`;
      throw new SendBirdError(`${what} failed: ${detail}`, res.status, typeof failure?.code === 'number' ? failure.code : null);
    }
    if (body === null && text !== '') throw new SendBirdError(`${what}: the answer is not JSON`, res.status, null);
    return body as T;
  }

  return {
    listGroupChannels: (query: SbChannelListQuery) => call<SbChannelList>('GET', '/v3/group_channels', { query: { ...query } }),
    listMyGroupChannels: (userId: string, query: SbChannelListQuery) =>
      call<SbChannelList>('GET', path`/v3/users/${userId}/my_group_channels`, { query: { ...query } }),
    viewGroupChannel: (channelUrl: string, query: { show_member?: boolean } = {}) =>
      call<SbGroupChannel>('GET', path`/v3/group_channels/${channelUrl}`, { query }),
    createGroupChannel: (body: SbCreateGroupChannel) => call<SbGroupChannel>('POST', '/v3/group_channels', { body }),
    inviteMembers: (channelUrl: string, body: { user_ids: string[] }) => call<SbGroupChannel>('POST', path`/v3/group_channels/${channelUrl}/invite`, { body }),
    leaveChannel: (channelUrl: string, body: { user_ids: string[] }) => call<unknown>('PUT', path`/v3/group_channels/${channelUrl}/leave`, { body }),
    deleteGroupChannel: (channelUrl: string) => call<unknown>('DELETE', path`/v3/group_channels/${channelUrl}`),
    listMessages: (channelUrl: string, query: SbMessageListQuery) =>
      call<{ messages: SbMessage[] }>('GET', path`/v3/group_channels/${channelUrl}/messages`, { query: { ...query } }),
    totalMessageCount: (channelUrl: string) => call<{ total: number }>('GET', path`/v3/group_channels/${channelUrl}/messages/total_count`),
    sendMessage: (channelUrl: string, body: SbSendText) => call<SbMessage>('POST', path`/v3/group_channels/${channelUrl}/messages`, { body }),
    markAsRead: (channelUrl: string, body: { user_id: string }) => call<unknown>('PUT', path`/v3/group_channels/${channelUrl}/messages/mark_as_read`, { body }),
    listUsers: (query: { token?: string; limit: number; nickname_startswith?: string }) =>
      call<{ users: SbUser[]; next: string }>('GET', '/v3/users', { query: { ...query } }),
    createUser: (body: SbCreateUser) => call<SbUser>('POST', '/v3/users', { body }),
    createSessionToken: (userId: string, body: { expires_at: number }) => call<SbSessionToken>('POST', path`/v3/users/${userId}/token`, { body }),
  };
}

export type PlatformApi = ReturnType<typeof createPlatformApi>;

/**
 * A timestamp in milliseconds from one SendBird gives in seconds or milliseconds: SendBird documents a channel's
 * created_at in Unix seconds and a message's in milliseconds; a value below 10^11 (1973 in milliseconds) is seconds.
 */
export const secondsOrMillis = (value: number): number => (value < 1e11 ? value * 1000 : value);
