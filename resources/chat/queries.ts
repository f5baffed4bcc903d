/**
 * The chat screen's calls (contract/chat.ts), cached by react-query, and the changes answers and events make to
 * what is cached. Every failed chat call is logged and nothing more (spec §8): the screen shows what it has.
 */
import { type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { type CHAT_LANGUAGES, type ChatChannel, type ChatChannelType, type ChatMessage, chatContract as c } from '../../contract/chat';
import { CHAT_LIMITS, serviceRequestIdOf } from '../../contract/chatRules';
import type { Endpoint, ResponseOf } from '../../contract/define';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { CallInputOf } from '../../dataProvider/http';
import { bumpChannel, type ChannelPages, dropChannel, findChannel, replaceChannel, withAnswer } from './channelCache';
import { type LoadedMessages, lastMessageId, mergeMessages } from './conversation';

/** The languages a request's saved history is read and translated in. */
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

export const chatKeys = {
  session: ['chat', 'session'],
  channels: ['chat', 'channels'],
  channelList: (channelType: ChatChannelType, search: string) => ['chat', 'channels', channelType, search],
  channel: (url: string) => ['chat', 'channel', url],
  messages: (url: string) => ['chat', 'messages', url],
  users: (search: string) => ['chat', 'users', search],
  saved: (serviceRequestId: number, language: string) => ['chat', 'saved', serviceRequestId, language],
} as const;

/** Calls a chat endpoint; a failure is logged (spec §8: chat errors are only logged) and passed on to the caller. */
export function useChatCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    async <E extends Endpoint>(endpoint: E, input?: CallInputOf<E>): Promise<ResponseOf<E>> => {
      try {
        return await dataProvider.call(endpoint, input);
      } catch (error) {
        console.error(`chat: ${endpoint.url}`, error);
        throw error;
      }
    },
    [dataProvider],
  );
}

const quiet = { retry: false, refetchOnWindowFocus: false } as const;

/** chat/Session's answer: who pushes messages to this console. */
export type ChatSession =
  | { provider: 'builtin'; socketPath: string; userId: string }
  | { provider: 'sendbird'; appId: string; userId: string; accessToken: string; expiresAt: number };

export function useChatSession() {
  const call = useChatCall();
  return useQuery({ queryKey: chatKeys.session, queryFn: () => call(c.session), staleTime: Number.POSITIVE_INFINITY, ...quiet });
}

/** One solution's channels with their members, 20 a page, the next page asked with the previous answer's token. */
export function useChannelList(channelType: ChatChannelType, search: string) {
  const call = useChatCall();
  return useInfiniteQuery({
    queryKey: chatKeys.channelList(channelType, search),
    queryFn: ({ pageParam }) =>
      call(c.groupChannels, { query: { chatChannelType: channelType, search, includeMembers: true, pagesize: CHAT_LIMITS.channelPageSize, token: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    ...quiet,
  });
}

/**
 * A channel the list does not hold (a link to one further down, or in another search): found by the request's
 * number, which starts its name (`SR <id> · <shop> · <VIN>`, chat/OpenRequestChannel).
 */
export function useChannelOutsideList(url: string | null, channelType: ChatChannelType, enabled: boolean) {
  const call = useChatCall();
  const requestId = url ? serviceRequestIdOf(url) : null;
  return useQuery({
    queryKey: chatKeys.channel(url ?? ''),
    queryFn: async () => {
      const page = await call(c.groupChannels, { query: { chatChannelType: channelType, search: `SR ${requestId} ·`, includeMembers: true, pagesize: 5 } });
      return page.items.find((ch) => ch.url === url) ?? null;
    },
    enabled: enabled && url !== null,
    ...quiet,
  });
}

export function useMessages(url: string | null) {
  const call = useChatCall();
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.messages(url ?? ''),
    // A conversation whose channel is being removed reads nothing more: it keeps what it shows.
    queryFn: () =>
      url !== null && removingOf(client).has(url)
        ? Promise.resolve(client.getQueryData<LoadedMessages>(chatKeys.messages(url)) ?? { items: [], hasMore: false })
        : call(c.channelMessages, { query: { channelUrl: url ?? '', limit: CHAT_LIMITS.messageLoadLimit } }),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    ...quiet,
  });
}

/** Chat users by name: 5 when searching, 50 otherwise (spec §7). */
export function useChatUsers(search: string, enabled: boolean) {
  const call = useChatCall();
  const trimmed = search.trim();
  return useQuery({
    queryKey: chatKeys.users(trimmed),
    queryFn: () =>
      call(c.users, {
        query: { search: trimmed, pagesize: trimmed ? CHAT_LIMITS.usersSearchPageSize : CHAT_LIMITS.usersPageSize },
      }),
    enabled,
    staleTime: 60_000,
    ...quiet,
  });
}

/** A request's saved history in the console's language (translations where staff wrote them). */
export function useSavedMessages(serviceRequestId: number, language: ChatLanguage) {
  const call = useChatCall();
  return useQuery({
    queryKey: chatKeys.saved(serviceRequestId, language),
    queryFn: () => call(c.serviceRequestMessages, { query: { id: serviceRequestId, language } }),
    ...quiet,
  });
}

/** The writes of a channel's reading still on their way (its MarkRead calls), by client and channel. */
const sending = new WeakMap<QueryClient, Map<string, Set<Promise<unknown>>>>();

/**
 * The channels this console is removing, by client: from the moment the user confirms until their conversation
 * closes, nothing more is asked of the server about them (a read or a mark sent after the removal is answered 404;
 * one rendered while the removal is on its way, as its messages arrive, would be sent after it).
 */
const removing = new WeakMap<QueryClient, Set<string>>();
function removingOf(client: QueryClient): Set<string> {
  const urls = removing.get(client) ?? new Set<string>();
  removing.set(client, urls);
  return urls;
}

/** What answers and events change in the cached lists, channels and conversations. */
export function chatCache(client: QueryClient, call: ReturnType<typeof useChatCall>) {
  const sent = sending.get(client) ?? new Map<string, Set<Promise<unknown>>>();
  sending.set(client, sent);
  const closing = removingOf(client);
  const lists = (update: (data: ChannelPages) => ChannelPages, channelType?: ChatChannelType) =>
    client.setQueriesData<ChannelPages>({ queryKey: channelType ? ['chat', 'channels', channelType] : chatKeys.channels }, (data) => (data ? update(data) : data));
  const addMessages = (url: string, incoming: ChatMessage[], hasMore?: boolean) =>
    client.setQueryData<LoadedMessages>(chatKeys.messages(url), (old) => (old ? { items: mergeMessages(old.items, incoming), hasMore: hasMore ?? old.hasMore } : old));
  const replace = (answer: ChatChannel) => {
    lists((data) => replaceChannel(data, answer));
    client.setQueryData<ChatChannel | null>(chatKeys.channel(answer.url), (old) => (old ? withAnswer(old, answer) : old));
  };
  return {
    channel: (url: string, data: ChannelPages | undefined) => findChannel(data, url) ?? client.getQueryData<ChatChannel | null>(chatKeys.channel(url)) ?? undefined,
    replace,
    /**
     * A removed channel leaves the lists. Its conversation's queries are left to be collected once nothing shows
     * them: removing a query the open conversation still observes makes it fetch again, for a channel now gone (404).
     */
    drop(url: string) {
      lists((data) => dropChannel(data, url));
    },
    /** Lists and the channel read again (its members or saved count changed elsewhere). */
    reload(url: string) {
      void client.invalidateQueries({ queryKey: chatKeys.channels });
      void client.invalidateQueries({ queryKey: chatKeys.channel(url) });
      void client.invalidateQueries({ queryKey: chatKeys.messages(url), refetchType: 'none' });
    },
    addMessages,
    /** What is shown of a channel marked read (chat/MarkRead), its answer the channel's new state. */
    markRead(url: string, messageId: number) {
      if (closing.has(url)) return;
      const calls = sent.get(url) ?? new Set<Promise<unknown>>();
      sent.set(url, calls);
      const marking = call(c.markRead, { body: { channelUrl: url, messageId } }).then(replace, () => undefined);
      calls.add(marking);
      void marking.finally(() => calls.delete(marking));
    },
    /**
     * Once the channel's reads and marks still on their way have been answered: a channel removed while its
     * conversation was still loading would otherwise have them reach the server after it, answered 404.
     */
    async settled(url: string) {
      const loading = client.getQueryCache().find({ queryKey: chatKeys.messages(url), exact: true })?.promise;
      await Promise.allSettled([...(sent.get(url) ?? []), ...(loading ? [loading] : [])]);
    },
    /** The channel is being removed here: its conversation stops asking (see `removing`). */
    removing(url: string) {
      closing.add(url);
    },
    /** Its removal failed, or its conversation closed: it may be asked about again. */
    doneRemoving(url: string) {
      closing.delete(url);
    },
    /** The open conversation's messages after the last one it holds (SendBird's new-message events). */
    async catchUp(url: string) {
      if (closing.has(url)) return;
      const after = lastMessageId(client.getQueryData<LoadedMessages>(chatKeys.messages(url))?.items ?? []);
      const page = await call(c.channelMessages, { query: { channelUrl: url, after, limit: 200 } }).catch(() => null);
      if (page) addMessages(url, page.items);
    },
    /** A new message: its conversation, and its channel moved up in its type's lists (a list without it is read again). */
    receive(message: ChatMessage, channelType: ChatChannelType, me: string, reading: boolean) {
      addMessages(message.channelUrl, [message]);
      let missing = false;
      lists((data) => {
        const bumped = bumpChannel(data, message, me, reading);
        if (!bumped) missing = true;
        return bumped ?? data;
      }, channelType);
      if (missing) void client.invalidateQueries({ queryKey: ['chat', 'channels', channelType] });
    },
  };
}

export function useChatCache() {
  const client = useQueryClient();
  const call = useChatCall();
  return useMemo(() => chatCache(client, call), [client, call]);
}

/** The highest message id the screen holds (its lists' last messages, its conversations): a reconnect resumes after it. */
export function highestMessageId(client: QueryClient): number {
  const lists = client.getQueriesData<ChannelPages>({ queryKey: chatKeys.channels });
  const conversations = client.getQueriesData<LoadedMessages>({ queryKey: ['chat', 'messages'] });
  const ids = [
    ...lists.flatMap(([, data]) => data?.pages.flatMap((p) => p.items.map((ch) => ch.lastMessage?.messageId ?? 0)) ?? []),
    ...conversations.map(([, data]) => lastMessageId(data?.items ?? [])),
  ];
  return Math.max(0, ...ids);
}
