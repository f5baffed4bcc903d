/**
 * The chat provider when SendBird is configured: channels, members and live messages live in SendBird and are
 * reached through its Platform API (platformApi.ts); our database only names the users SendBird has not met yet.
 *
 * How our model maps onto SendBird's:
 * - a chat user is the SendBird user whose user_id is our user id as a string, created (nickname from our users
 *   table) the first time we invite, send as, or issue a session token for them; the users known to exist are
 *   remembered for the life of the process;
 * - a channel is the group channel whose channel_url is `sr_<service request id>` (channelUrlOf) and whose
 *   custom_type is its channel type name (CHAT_CHANNEL_TYPES); channels of the app that are not ours are skipped;
 * - messageId is SendBird's message_id; a message's clientId travels in its `data` as `{"clientId": "..."}`. A
 *   send with a clientId first looks through the sender's last DEDUP_WINDOW messages in the channel for it and
 *   answers that message when found; sends of one clientId racing in this process share one call. (Two processes
 *   racing on the same retry can still both send: SendBird has no unique key we can set for a text message.)
 * - unread counts come from the viewer's own channel list (my_group_channels), the only place SendBird gives them;
 *   messageCount from the channel's total_count. Marking read marks the whole channel read (SendBird's mark_as_read
 *   takes no message), which is what the console asks for when it shows the newest message.
 */
import { type ChatChannelType, CHAT_CHANNEL_TYPE_NAMES, serviceRequestIdOf, UNREAD_COUNTED_UP_TO } from '../../../../contract/chat';
import type { Db } from '../../../db/database';
import { channelNotFound } from '../chatErrors';
import type { ChannelPage, ChannelQuery, ChatProvider, ProviderChannel, ProviderMessage } from '../provider';
import {
  createPlatformApi,
  isSendBirdCode,
  SENDBIRD_ERRORS,
  type SbChannelListQuery,
  type SbGroupChannel,
  type SbMessage,
  type SbMessageListQuery,
  secondsOrMillis,
} from './platformApi';

/** How many of the sender's latest messages a send with a clientId searches for an earlier send of it. */
const DEDUP_WINDOW = 100;
/** SendBird answers at most this many messages on each side of the reference point. */
const MAX_MESSAGES_PER_SIDE = 200;
/** A session token lasts as long as the longest console session (REFRESH_ABSOLUTE_TTL's default). */
const SESSION_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

const USER_ID = /^[1-9][0-9]{0,9}$/;

export function createSendBirdProvider(db: Db, opts: { appId: string; apiToken: string; apiUrl: string }): ChatProvider {
  const api = createPlatformApi({ apiUrl: opts.apiUrl, apiToken: opts.apiToken });
  const knownUsers = new Set<number>();
  const sendsInFlight = new Map<string, Promise<ProviderMessage>>();

  /** Creates the SendBird users among these we have not seen there yet. */
  async function ensureUsers(userIds: number[]): Promise<void> {
    const missing = [...new Set(userIds)].filter((id) => !knownUsers.has(id));
    if (missing.length === 0) return;
    const rows = await db.selectFrom('users').select(['id', 'given_name', 'family_name', 'email']).where('id', 'in', missing).execute();
    const nicknames = new Map(rows.map((u) => [u.id, `${u.given_name} ${u.family_name}`.trim() || u.email]));
    await Promise.all(
      missing.map(async (id) => {
        try {
          await api.createUser({ user_id: String(id), nickname: nicknames.get(id) ?? String(id), profile_url: '' });
        } catch (err) {
          if (!isSendBirdCode(err, SENDBIRD_ERRORS.resourceAlreadyExists)) throw err;
        }
        knownUsers.add(id);
      }),
    );
  }

  /** The viewer's unread counts (capped) for these channels: 0 where the viewer is not a member or not a SendBird user. */
  async function unreadCounts(viewerId: number, urls: string[]): Promise<Map<string, number>> {
    if (urls.length === 0) return new Map();
    try {
      const mine = await api.listMyGroupChannels(String(viewerId), { limit: urls.length, channel_urls: urls.join(','), show_empty: true });
      return new Map(mine.channels.map((c) => [c.channel_url, c.unread_message_count ?? 0]));
    } catch (err) {
      if (isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound)) return new Map();
      throw err;
    }
  }

  async function toChannels(channels: SbGroupChannel[], viewerId: number, includeMembers: boolean, unread?: Map<string, number>): Promise<ProviderChannel[]> {
    const ours = channels.filter((c) => serviceRequestIdOf(c.channel_url) !== null && (CHAT_CHANNEL_TYPE_NAMES as string[]).includes(c.custom_type));
    const urls = ours.map((c) => c.channel_url);
    const [counts, totals] = await Promise.all([unread ?? unreadCounts(viewerId, urls), Promise.all(urls.map((url) => api.totalMessageCount(url)))]);
    return ours.map((c, i) => ({
      url: c.channel_url,
      serviceRequestId: serviceRequestIdOf(c.channel_url)!,
      channelType: c.custom_type as ChatChannelType,
      name: c.name,
      createdAt: new Date(secondsOrMillis(c.created_at)),
      messageCount: totals[i].total,
      lastMessage: c.last_message && USER_ID.test(c.last_message.user?.user_id ?? '') ? toMessage(c.last_message) : null,
      unreadCount: Math.min(counts.get(c.channel_url) ?? 0, UNREAD_COUNTED_UP_TO),
      ...(includeMembers ? { memberIds: (c.members ?? []).map((m) => m.user_id).filter((id) => USER_ID.test(id)).map(Number) } : {}),
    }));
  }

  async function listChannels(query: ChannelQuery): Promise<ChannelPage> {
    const params: SbChannelListQuery = {
      token: query.token,
      limit: query.pageSize,
      custom_types: query.channelType,
      name_contains: query.search,
      show_member: query.includeMembers,
      show_empty: true,
      order: 'latest_last_message',
    };
    let page: { channels: SbGroupChannel[]; next: string };
    try {
      page = query.memberId === undefined ? await api.listGroupChannels(params) : await api.listMyGroupChannels(String(query.memberId), params);
    } catch (err) {
      // A user SendBird has never met is a member of nothing.
      if (query.memberId !== undefined && isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound)) return { channels: [], next: null };
      throw err;
    }
    // Listing the viewer's own channels answers their unread counts already.
    const unread = query.memberId === query.viewerId ? new Map(page.channels.map((c) => [c.channel_url, c.unread_message_count ?? 0])) : undefined;
    return { channels: await toChannels(page.channels, query.viewerId, query.includeMembers, unread), next: page.next || null };
  }

  async function viewChannel(url: string, includeMembers: boolean): Promise<SbGroupChannel | null> {
    try {
      return await api.viewGroupChannel(url, { show_member: includeMembers });
    } catch (err) {
      if (isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound)) return null;
      throw err;
    }
  }

  /** Messages around a reference point, oldest first, and whether more lie beyond the far end. */
  async function around(url: string, at: Pick<SbMessageListQuery, 'message_ts' | 'message_id'>, side: 'prev' | 'next', limit: number) {
    const ask = Math.min(limit + 1, MAX_MESSAGES_PER_SIDE);
    const { messages } = await api.listMessages(url, {
      ...at,
      prev_limit: side === 'prev' ? ask : 0,
      next_limit: side === 'next' ? ask : 0,
      include: false,
      message_type: 'MESG',
    });
    let hasMore = messages.length > limit;
    const items = side === 'prev' ? messages.slice(-limit) : messages.slice(0, limit);
    // limit is SendBird's maximum, so the extra one could not be asked for: probe past the far end instead.
    if (ask === limit && messages.length === limit) {
      const edge = side === 'prev' ? items[0] : items[items.length - 1];
      const probe = await api.listMessages(url, {
        message_id: edge.message_id,
        prev_limit: side === 'prev' ? 1 : 0,
        next_limit: side === 'next' ? 1 : 0,
        include: false,
        message_type: 'MESG',
      });
      hasMore = probe.messages.length > 0;
    }
    return { items: items.map(toMessage), hasMore };
  }

  function pageOfMessages(url: string, page: { before?: number; after?: number; limit: number }) {
    if (page.before !== undefined) return around(url, { message_id: page.before }, 'prev', page.limit);
    if (page.after !== undefined) return around(url, page.after === 0 ? { message_ts: 0 } : { message_id: page.after }, 'next', page.limit);
    return around(url, { message_ts: latest() }, 'prev', page.limit);
  }

  async function send(input: { url: string; senderId: number; text: string; clientId: string | null }): Promise<ProviderMessage> {
    await ensureUsers([input.senderId]);
    // Inviting a member again changes nothing: the sender is a member after it.
    try {
      await api.inviteMembers(input.url, { user_ids: [String(input.senderId)] });
    } catch (err) {
      // The sender exists (ensured above), so what is missing is the channel.
      if (isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound)) throw channelNotFound(input.url);
      throw err;
    }
    if (input.clientId) {
      const { messages } = await api.listMessages(input.url, {
        message_ts: latest(),
        prev_limit: DEDUP_WINDOW,
        next_limit: 0,
        include: true,
        message_type: 'MESG',
        sender_id: String(input.senderId),
      });
      const earlier = messages.find((m) => clientIdOf(m) === input.clientId);
      if (earlier) return toMessage(earlier);
    }
    const sent = await api.sendMessage(input.url, {
      message_type: 'MESG',
      user_id: String(input.senderId),
      message: input.text,
      ...(input.clientId ? { data: JSON.stringify({ clientId: input.clientId }) } : {}),
    });
    return toMessage(sent);
  }

  return {
    kind: 'sendbird',
    listChannels,

    async getChannel(url, viewerId, includeMembers) {
      const channel = await viewChannel(url, includeMembers);
      if (!channel) return null;
      const [converted] = await toChannels([channel], viewerId, includeMembers);
      return converted ?? null;
    },

    async openChannel(input) {
      await ensureUsers(input.memberIds);
      const user_ids = input.memberIds.map(String);
      try {
        await api.createGroupChannel({
          channel_url: input.url,
          name: input.name,
          custom_type: input.channelType,
          user_ids,
          data: JSON.stringify({ serviceRequestId: input.serviceRequestId }),
        });
      } catch (err) {
        if (!isSendBirdCode(err, SENDBIRD_ERRORS.resourceAlreadyExists)) throw err;
        if (user_ids.length > 0) await api.inviteMembers(input.url, { user_ids });
      }
    },

    async messages(url, page) {
      try {
        return await pageOfMessages(url, page);
      } catch (err) {
        // As the built-in provider: a channel that does not exist has no messages (the routes answer 404).
        if (isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound)) return { items: [], hasMore: false };
        throw err;
      }
    },

    sendMessage(input) {
      if (!input.clientId) return send(input);
      const key = `${input.url} ${input.clientId}`;
      const inFlight = sendsInFlight.get(key);
      if (inFlight) return inFlight;
      const sending = send(input).finally(() => sendsInFlight.delete(key));
      sendsInFlight.set(key, sending);
      return sending;
    },

    async markRead(url, userId) {
      try {
        await api.markAsRead(url, { user_id: String(userId) });
      } catch (err) {
        // As the built-in provider: nothing to mark in a channel that does not exist or for a user not in it.
        if (!isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound) && !isSendBirdCode(err, SENDBIRD_ERRORS.unauthorizedRequest)) throw err;
      }
    },

    async addMembers(url, userIds) {
      await ensureUsers(userIds);
      try {
        await api.inviteMembers(url, { user_ids: userIds.map(String) });
      } catch (err) {
        // As the built-in provider: no channel, nothing to add to (the routes answer 404).
        if (!isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound)) throw err;
      }
    },

    async removeMember(url, userId) {
      const channel = await viewChannel(url, true);
      if (!channel?.members?.some((m) => m.user_id === String(userId))) return false;
      await api.leaveChannel(url, { user_ids: [String(userId)] });
      return true;
    },

    async removeChannel(url) {
      try {
        await api.deleteGroupChannel(url);
        return true;
      } catch (err) {
        if (isSendBirdCode(err, SENDBIRD_ERRORS.resourceNotFound)) return false;
        throw err;
      }
    },

    async listUserIds(query) {
      const page = await api.listUsers({ token: query.token, limit: query.pageSize, nickname_startswith: query.search });
      const userIds = page.users.map((u) => u.user_id).filter((id) => USER_ID.test(id)).map(Number);
      for (const id of userIds) knownUsers.add(id);
      return { userIds, next: page.next || null };
    },

    async sessionToken(userId) {
      await ensureUsers([userId]);
      const { token, expires_at } = await api.createSessionToken(String(userId), { expires_at: Date.now() + SESSION_TOKEN_TTL_MS });
      return { appId: opts.appId, accessToken: token, expiresAt: expires_at };
    },
  };
}

/** A reference point past the newest message (a minute ahead, in case SendBird's clock runs ahead of ours). */
const latest = () => Date.now() + 60_000;

/** The clientId a message carries in its data (null when it has none). */
function clientIdOf(message: SbMessage): string | null {
  if (!message.data) return null;
  try {
    const data = JSON.parse(message.data) as { clientId?: unknown };
    return typeof data.clientId === 'string' ? data.clientId : null;
  } catch {
    return null;
  }
}

function toMessage(message: SbMessage): ProviderMessage {
  return {
    messageId: message.message_id,
    channelUrl: message.channel_url,
    // Only user messages (MESG) are listed, so a message always has its sender.
    senderId: Number(message.user?.user_id),
    text: message.message,
    createdAt: new Date(message.created_at),
    clientId: clientIdOf(message),
  };
}
