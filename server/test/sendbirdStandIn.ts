/**
 * A local stand-in for the SendBird Platform API v3 endpoints the SendBird chat provider calls (see
 * server/modules/chat/sendbird/platformApi.ts for the list and where their shapes come from), for tests only:
 * there is no internet here. An in-memory Fastify server on a free port that answers with SendBird's published
 * request and response shapes (snake_case fields, `next` page tokens, `{ error: true, code, message }` errors)
 * and behaves as SendBird documents where the provider depends on it: the Api-Token header is checked (401
 * otherwise), users must exist before they join a channel, only members send, senders have read their own
 * messages, channels with no message are listed only with show_empty=true, a channel's created_at is in seconds
 * and a message's in milliseconds, message ids are large (past 2^31).
 */
import Fastify from 'fastify';

interface StoredMessage {
  message_id: number;
  type: 'MESG';
  channel_url: string;
  message: string;
  data: string;
  custom_type: string;
  created_at: number;
  user: { user_id: string; nickname: string; profile_url: string };
}

interface StoredChannel {
  channel_url: string;
  name: string;
  custom_type: string;
  data: string;
  created_at: number;
  /** Member user id → the id of the last message they have read (0: none). */
  members: Map<string, number>;
  messages: StoredMessage[];
}

interface StoredUser {
  user_id: string;
  nickname: string;
  profile_url: string;
}

type Query = Record<string, string | undefined>;

class SbFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const notFound = (what: string) => new SbFailure(400, 400201, `"${what}" not found.`);
const int = (value: string | undefined, fallback: number, min: number, max: number, name: string): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new SbFailure(400, 400111, `Invalid value: "${name}".`);
  return n;
};
const bool = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : value === 'true');
const list = (value: string | undefined) => (value ? value.split(',').map((v) => decodeURIComponent(v)) : null);

/** Page tokens are opaque to callers: here an offset in base64url. */
function pageOf<T>(items: T[], query: Query): { page: T[]; next: string } {
  const limit = int(query.limit, 10, 1, 100, 'limit');
  const start = query.token ? Number(Buffer.from(query.token, 'base64url').toString()) : 0;
  if (!Number.isInteger(start) || start < 0) throw new SbFailure(400, 400109, 'Invalid page token.');
  const end = start + limit;
  return { page: items.slice(start, end), next: end < items.length ? Buffer.from(String(end)).toString('base64url') : '' };
}

export interface SendBirdStandIn {
  /** The base URL to give the provider (SENDBIRD_API_URL). */
  url: string;
  users: Map<string, StoredUser>;
  channels: Map<string, StoredChannel>;
  /** Every call received, as `METHOD /path` (without the query). */
  calls: string[];
  close(): Promise<void>;
}

export async function startSendBirdStandIn(opts: { apiToken: string }): Promise<SendBirdStandIn> {
  const users = new Map<string, StoredUser>();
  const channels = new Map<string, StoredChannel>();
  const calls: string[] = [];
  let lastMessageId = 3_000_000_000;
  let lastMessageAt = 0;

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (req) => {
    calls.push(`${req.method} ${req.url.split('?')[0]}`);
    if (req.headers['api-token'] !== opts.apiToken) throw new SbFailure(401, 400401, 'Invalid value: "Api-Token".');
  });
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof SbFailure) return reply.code(err.status).send({ error: true, code: err.code, message: err.message });
    return reply.code(500).send({ error: true, code: 500901, message: err instanceof Error ? err.message : 'Unexpected error.' });
  });

  const channelOf = (url: string) => {
    const channel = channels.get(url);
    if (!channel) throw notFound('Channel');
    return channel;
  };
  const userOf = (id: string) => {
    const user = users.get(id);
    if (!user) throw notFound('User');
    return user;
  };
  const unreadOf = (channel: StoredChannel, userId: string) => {
    const readUpTo = channel.members.get(userId) ?? 0;
    return channel.messages.filter((m) => m.message_id > readUpTo && m.user.user_id !== userId).length;
  };
  const lastActivity = (c: StoredChannel) => c.messages.at(-1)?.created_at ?? c.created_at * 1000;

  /** SendbirdMember entries, by nickname as SendBird lists members by default (member_nickname_alphabetical). */
  const membersOf = (c: StoredChannel) =>
    [...c.members.keys()]
      .map((id) => ({ ...userOf(id), state: 'joined', is_active: true }))
      .sort((a, b) => a.nickname.localeCompare(b.nickname) || a.user_id.localeCompare(b.user_id));

  /** SendbirdGroupChannel as SendBird answers it; unread_message_count is the viewer's (my_group_channels). */
  function channelView(c: StoredChannel, query: Query, viewer?: string) {
    return {
      channel_url: c.channel_url,
      name: c.name,
      custom_type: c.custom_type,
      data: c.data,
      created_at: c.created_at,
      member_count: c.members.size,
      joined_member_count: c.members.size,
      is_distinct: false,
      is_public: false,
      is_super: false,
      last_message: c.messages.at(-1) ?? null,
      ...(viewer ? { unread_message_count: unreadOf(c, viewer), member_state: 'joined' } : {}),
      ...(bool(query.show_member, false) ? { members: membersOf(c) } : {}),
    };
  }

  function listChannels(query: Query, viewer?: string) {
    const types = list(query.custom_types);
    const urls = list(query.channel_urls);
    const includeIn = list(query.members_include_in);
    const nameContains = query.name_contains?.toLowerCase();
    const found = [...channels.values()].filter(
      (c) =>
        (!viewer || c.members.has(viewer)) &&
        (!types || types.includes(c.custom_type)) &&
        (!urls || urls.includes(c.channel_url)) &&
        (!includeIn || includeIn.some((id) => c.members.has(id))) &&
        (!nameContains || c.name.toLowerCase().includes(nameContains)) &&
        (bool(query.show_empty, false) || c.messages.length > 0),
    );
    if (query.order === 'latest_last_message') found.sort((a, b) => lastActivity(b) - lastActivity(a));
    else if (query.order === 'channel_name_alphabetical') found.sort((a, b) => a.name.localeCompare(b.name));
    const { page, next } = pageOf(found, query);
    return { channels: page.map((c) => channelView(c, query, viewer)), next, ts: Date.now() };
  }

  app.get<{ Querystring: Query }>('/v3/group_channels', async (req) => listChannels(req.query));
  app.get<{ Params: { user_id: string }; Querystring: Query }>('/v3/users/:user_id/my_group_channels', async (req) =>
    listChannels(req.query, userOf(req.params.user_id).user_id),
  );
  app.get<{ Params: { url: string }; Querystring: Query }>('/v3/group_channels/:url', async (req) => channelView(channelOf(req.params.url), req.query));

  app.post<{ Body: { channel_url?: string; name?: string; custom_type?: string; data?: string; user_ids?: string[] } }>('/v3/group_channels', async (req) => {
    const { channel_url, name = 'Group Channel', custom_type = '', data = '', user_ids = [] } = req.body;
    if (!channel_url) throw new SbFailure(400, 400105, '"channel_url" is required.');
    if (channels.has(channel_url)) throw new SbFailure(400, 400202, '"Channel" violates a unique constraint.');
    for (const id of user_ids) userOf(id);
    const channel: StoredChannel = { channel_url, name, custom_type, data, created_at: Math.floor(Date.now() / 1000), members: new Map(), messages: [] };
    for (const id of user_ids) channel.members.set(id, 0);
    channels.set(channel_url, channel);
    return channelView(channel, { show_member: 'true' });
  });

  app.post<{ Params: { url: string }; Body: { user_ids?: string[] } }>('/v3/group_channels/:url/invite', async (req) => {
    const channel = channelOf(req.params.url);
    const ids = req.body.user_ids ?? [];
    if (ids.length === 0) throw new SbFailure(400, 400105, '"user_ids" is required.');
    for (const id of ids) userOf(id);
    for (const id of ids) if (!channel.members.has(id)) channel.members.set(id, channel.messages.at(-1)?.message_id ?? 0);
    return channelView(channel, { show_member: 'true' });
  });

  app.put<{ Params: { url: string }; Body: { user_ids?: string[] } }>('/v3/group_channels/:url/leave', async (req) => {
    const channel = channelOf(req.params.url);
    for (const id of req.body.user_ids ?? []) channel.members.delete(id);
    return {};
  });

  app.delete<{ Params: { url: string } }>('/v3/group_channels/:url', async (req) => {
    channelOf(req.params.url);
    channels.delete(req.params.url);
    return {};
  });

  app.get<{ Params: { url: string }; Querystring: Query }>('/v3/group_channels/:url/messages', async (req) => {
    const channel = channelOf(req.params.url);
    const q = req.query;
    if (q.message_ts === undefined && q.message_id === undefined) throw new SbFailure(400, 400105, '"message_ts" or "message_id" is required.');
    const prevLimit = int(q.prev_limit, 15, 0, 200, 'prev_limit');
    const nextLimit = int(q.next_limit, 15, 0, 200, 'next_limit');
    const include = bool(q.include, true);
    const [key, ref] = q.message_id !== undefined ? (['message_id', Number(q.message_id)] as const) : (['created_at', Number(q.message_ts)] as const);
    const candidates = channel.messages.filter((m) => (q.message_type ? m.type === q.message_type : true) && (q.sender_id ? m.user.user_id === q.sender_id : true));
    const before = prevLimit === 0 ? [] : candidates.filter((m) => m[key] < ref).slice(-prevLimit);
    const at = include ? candidates.filter((m) => m[key] === ref) : [];
    const after = candidates.filter((m) => m[key] > ref).slice(0, nextLimit);
    const messages = [...before, ...at, ...after];
    return { messages: bool(q.reverse, false) ? messages.reverse() : messages };
  });

  app.get<{ Params: { url: string } }>('/v3/group_channels/:url/messages/total_count', async (req) => ({ total: channelOf(req.params.url).messages.length }));

  app.post<{ Params: { url: string }; Body: { message_type?: string; user_id?: string; message?: string; data?: string; custom_type?: string } }>(
    '/v3/group_channels/:url/messages',
    async (req) => {
      const channel = channelOf(req.params.url);
      const { message_type, user_id, message, data = '', custom_type = '' } = req.body;
      if (message_type !== 'MESG') throw new SbFailure(400, 400111, 'Invalid value: "message_type".');
      if (!user_id || message === undefined) throw new SbFailure(400, 400105, '"user_id" and "message" are required.');
      const user = userOf(user_id);
      if (!channel.members.has(user_id)) throw new SbFailure(400, 400108, 'Not authorized. "User must be a member."');
      lastMessageId += 1;
      lastMessageAt = Math.max(Date.now(), lastMessageAt + 1);
      const stored: StoredMessage = {
        message_id: lastMessageId,
        type: 'MESG',
        channel_url: channel.channel_url,
        message,
        data,
        custom_type,
        created_at: lastMessageAt,
        user: { user_id: user.user_id, nickname: user.nickname, profile_url: user.profile_url },
      };
      channel.messages.push(stored);
      channel.members.set(user_id, stored.message_id);
      return stored;
    },
  );

  app.put<{ Params: { url: string }; Body: { user_id?: string } }>('/v3/group_channels/:url/messages/mark_as_read', async (req) => {
    const channel = channelOf(req.params.url);
    const userId = req.body.user_id ?? '';
    userOf(userId);
    if (!channel.members.has(userId)) throw new SbFailure(400, 400108, 'Not authorized. "User must be a member."');
    channel.members.set(userId, channel.messages.at(-1)?.message_id ?? 0);
    return {};
  });

  app.get<{ Querystring: Query }>('/v3/users', async (req) => {
    const prefix = req.query.nickname_startswith?.toLowerCase();
    const found = [...users.values()]
      .filter((u) => !prefix || u.nickname.toLowerCase().startsWith(prefix))
      .sort((a, b) => a.nickname.localeCompare(b.nickname) || a.user_id.localeCompare(b.user_id));
    const { page, next } = pageOf(found, req.query);
    return { users: page.map((u) => ({ ...u, is_active: true, is_online: false })), next };
  });

  app.post<{ Body: { user_id?: string; nickname?: string; profile_url?: string } }>('/v3/users', async (req) => {
    const { user_id, nickname, profile_url } = req.body;
    if (!user_id || nickname === undefined || profile_url === undefined) throw new SbFailure(400, 400105, '"user_id", "nickname" and "profile_url" are required.');
    if (users.has(user_id)) throw new SbFailure(400, 400202, '"User" violates a unique constraint.');
    const user = { user_id, nickname, profile_url };
    users.set(user_id, user);
    return { ...user, is_active: true, is_online: false, created_at: Math.floor(Date.now() / 1000) };
  });

  app.post<{ Params: { user_id: string }; Body: { expires_at?: number } | null }>('/v3/users/:user_id/token', async (req) => {
    userOf(req.params.user_id);
    const expiresAt = req.body?.expires_at ?? Date.now() + 7 * 24 * 60 * 60 * 1000;
    return { token: `session-${req.params.user_id}-${expiresAt}`, expires_at: expiresAt };
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, users, channels, calls, close: () => app.close() };
}
