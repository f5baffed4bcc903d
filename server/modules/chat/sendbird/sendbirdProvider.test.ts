/**
 * The SendBird provider against the local stand-in of SendBird's Platform API (server/test/sendbirdStandIn.ts):
 * what the chat routes ask of a provider, answered through SendBird's endpoints and shapes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHAT_CHANNEL_TYPES, type ChatChannelType, channelUrlOf, UNREAD_COUNTED_UP_TO } from '../../../../contract/chat';
import { SOLUTIONS } from '../../../../contract/solutions';
import { openTestDatabase, type TestDatabase } from '../../../test/database';
import { type SendBirdStandIn, startSendBirdStandIn } from '../../../test/sendbirdStandIn';
import type { ChatProvider } from '../provider';
import { createSendBirdProvider } from './sendbirdProvider';

const API_TOKEN = 'test-api-token-0123456789abcdef';
const glass = CHAT_CHANNEL_TYPES[SOLUTIONS.glass];
const ukEurope = CHAT_CHANNEL_TYPES[SOLUTIONS.ukEurope];

let database: TestDatabase;
let standIn: SendBirdStandIn;
let chat: ChatProvider;
/** Real user ids of the seeded database, with their names. */
let people: { id: number; given_name: string; family_name: string }[];

beforeAll(async () => {
  database = await openTestDatabase(inject('pgliteSnapshot'));
  standIn = await startSendBirdStandIn({ apiToken: API_TOKEN });
  chat = createSendBirdProvider(database.db, { appId: 'APP-TEST', apiToken: API_TOKEN, apiUrl: standIn.url });
  people = await database.db.selectFrom('users').select(['id', 'given_name', 'family_name']).orderBy('id').limit(6).execute();
});
afterAll(async () => {
  await standIn?.close();
  await database?.close();
});

const open = (serviceRequestId: number, channelType: ChatChannelType, memberIds: number[], name = `Request ${serviceRequestId}`) =>
  chat.openChannel({ url: channelUrlOf(serviceRequestId), serviceRequestId, channelType, name, memberIds });

describe('the SendBird provider', () => {
  it('opens a channel with its members, creating the SendBird users it needs from our users table', async () => {
    const [a, b] = people;
    await open(1, glass, [a.id, b.id]);
    expect(standIn.users.get(String(a.id))?.nickname).toBe(`${a.given_name} ${a.family_name}`);
    const channel = await chat.getChannel(channelUrlOf(1), a.id, true);
    expect(channel).toMatchObject({ url: 'sr_1', serviceRequestId: 1, channelType: glass, name: 'Request 1', messageCount: 0, lastMessage: null, unreadCount: 0 });
    expect(channel?.memberIds?.sort()).toEqual([a.id, b.id].sort());
    expect(channel?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Opening it again adds members and keeps the channel.
    await open(1, glass, [people[2].id]);
    expect((await chat.getChannel('sr_1', a.id, true))?.memberIds).toHaveLength(3);
    expect(await chat.getChannel('sr_999', a.id, false)).toBeNull();
  });

  it('sends messages, answers a retried clientId with the first send, and counts unread per viewer', async () => {
    const [a, b] = people;
    const clientId = '2f0e8b1e-5c1a-4a63-9d55-0b6c1f3a7e11';
    const first = await chat.sendMessage({ url: 'sr_1', senderId: a.id, text: 'Hello', clientId });
    expect(first).toMatchObject({ channelUrl: 'sr_1', senderId: a.id, text: 'Hello', clientId });
    expect(first.messageId).toBeGreaterThan(2 ** 31);
    const retried = await chat.sendMessage({ url: 'sr_1', senderId: a.id, text: 'Hello', clientId });
    expect(retried).toEqual(first);
    const together = await Promise.all([1, 2].map(() => chat.sendMessage({ url: 'sr_1', senderId: b.id, text: 'Both', clientId: 'c0ffee00-0000-4000-8000-000000000001' })));
    expect(together[0]).toEqual(together[1]);
    expect(standIn.channels.get('sr_1')?.messages).toHaveLength(2);

    const forA = await chat.getChannel('sr_1', a.id, false);
    expect(forA).toMatchObject({ messageCount: 2, unreadCount: 1, lastMessage: { text: 'Both', senderId: b.id } });
    await chat.markRead('sr_1', a.id, together[0].messageId);
    expect((await chat.getChannel('sr_1', a.id, false))?.unreadCount).toBe(0);
    // A sender who was not a member joins by sending.
    const outsider = people[3].id;
    await chat.sendMessage({ url: 'sr_1', senderId: outsider, text: 'Joined', clientId: null });
    expect((await chat.getChannel('sr_1', outsider, true))?.memberIds).toContain(outsider);
  });

  it('caps unread counts at UNREAD_COUNTED_UP_TO', async () => {
    const [a, b] = people;
    await open(2, glass, [a.id, b.id]);
    for (let i = 0; i < UNREAD_COUNTED_UP_TO + 3; i++) await chat.sendMessage({ url: 'sr_2', senderId: b.id, text: `m${i}`, clientId: null });
    expect((await chat.getChannel('sr_2', a.id, false))?.unreadCount).toBe(UNREAD_COUNTED_UP_TO);
  });

  it('pages messages: the last ones, before a message and after one', async () => {
    const [a] = people;
    await open(3, ukEurope, [a.id]);
    const sent = [];
    for (let i = 1; i <= 7; i++) sent.push(await chat.sendMessage({ url: 'sr_3', senderId: a.id, text: `n${i}`, clientId: null }));
    const ids = sent.map((m) => m.messageId);

    const last = await chat.messages('sr_3', { limit: 3 });
    expect(last.items.map((m) => m.text)).toEqual(['n5', 'n6', 'n7']);
    expect(last.hasMore).toBe(true);
    const older = await chat.messages('sr_3', { before: ids[4], limit: 3 });
    expect(older.items.map((m) => m.text)).toEqual(['n2', 'n3', 'n4']);
    expect(older.hasMore).toBe(true);
    const oldest = await chat.messages('sr_3', { before: ids[1], limit: 3 });
    expect(oldest).toMatchObject({ items: [{ text: 'n1' }], hasMore: false });
    const after = await chat.messages('sr_3', { after: ids[4], limit: 3 });
    expect(after).toMatchObject({ items: [{ text: 'n6' }, { text: 'n7' }], hasMore: false });
    const fromStart = await chat.messages('sr_3', { after: 0, limit: 2 });
    expect(fromStart).toMatchObject({ items: [{ text: 'n1' }, { text: 'n2' }], hasMore: true });
    // At SendBird's maximum of 200 a side, whether more exist is probed past the far end.
    expect(await chat.messages('sr_3', { limit: 200 })).toMatchObject({ hasMore: false });
    expect((await chat.messages('sr_3', { limit: 200 })).items).toHaveLength(7);
  });

  it('lists a type of channels by latest activity with next tokens, searches names, and lists a member’s channels', async () => {
    const [a, b, c] = people;
    for (const id of [10, 11, 12, 13, 14]) await open(id, glass, [a.id], `Shop ${id} VIN 1HGCM82633A0${id}`);
    await chat.sendMessage({ url: 'sr_12', senderId: a.id, text: 'latest', clientId: null });

    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await chat.listChannels({ viewerId: a.id, pageSize: 3, token, includeMembers: false, channelType: glass });
      expect(page.channels.length).toBeLessThanOrEqual(3);
      seen.push(...page.channels.map((ch) => ch.url));
      token = page.next ?? undefined;
    } while (token);
    expect(seen[0]).toBe('sr_12');
    expect(seen.sort()).toEqual(['sr_1', 'sr_10', 'sr_11', 'sr_12', 'sr_13', 'sr_14', 'sr_2'].sort());

    const found = await chat.listChannels({ viewerId: a.id, pageSize: 20, includeMembers: true, channelType: glass, search: 'vin 1hgcm82633a013' });
    expect(found.channels.map((ch) => ch.url)).toEqual(['sr_13']);
    expect(found.channels[0].memberIds).toEqual([a.id]);
    expect((await chat.listChannels({ viewerId: a.id, pageSize: 20, includeMembers: false, channelType: ukEurope })).channels.map((ch) => ch.url)).toEqual(['sr_3']);

    const bs = await chat.listChannels({ viewerId: b.id, pageSize: 20, includeMembers: false, memberId: b.id });
    expect(bs.channels.map((ch) => ch.url).sort()).toEqual(['sr_1', 'sr_2']);
    expect(bs.channels.find((ch) => ch.url === 'sr_2')?.unreadCount).toBe(0);
    // Someone else's channels, with the viewer's unread counts.
    const asSeenByA = await chat.listChannels({ viewerId: a.id, pageSize: 20, includeMembers: false, memberId: b.id });
    expect(asSeenByA.channels.find((ch) => ch.url === 'sr_2')?.unreadCount).toBe(UNREAD_COUNTED_UP_TO);
    // A user SendBird has never met is a member of nothing.
    const stranger = (await database.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    expect(await chat.listChannels({ viewerId: c.id, pageSize: 20, includeMembers: false, memberId: stranger })).toEqual({ channels: [], next: null });
  });

  it('adds and removes members', async () => {
    const [a, , , , e, f] = people;
    await chat.addMembers('sr_10', [e.id, f.id, a.id]);
    expect((await chat.getChannel('sr_10', a.id, true))?.memberIds?.sort()).toEqual([a.id, e.id, f.id].sort());
    expect(await chat.removeMember('sr_10', e.id)).toBe(true);
    expect(await chat.removeMember('sr_10', e.id)).toBe(false);
    expect(await chat.removeMember('sr_404', e.id)).toBe(false);
    expect((await chat.getChannel('sr_10', a.id, true))?.memberIds?.sort()).toEqual([a.id, f.id].sort());
  });

  it('answers a channel that does not exist as the built-in provider does', async () => {
    const [a] = people;
    expect(await chat.messages('sr_777', { limit: 30 })).toEqual({ items: [], hasMore: false });
    await expect(chat.sendMessage({ url: 'sr_777', senderId: a.id, text: 'x', clientId: null })).rejects.toMatchObject({ statusCode: 404 });
    await chat.addMembers('sr_777', [a.id]);
    await chat.markRead('sr_777', a.id, 1);
    expect(standIn.channels.has('sr_777')).toBe(false);
    // Marking read where the user is not a member changes nothing either.
    await chat.markRead('sr_14', people[5].id, 1);
  });

  it('removes a channel with its messages', async () => {
    expect(await chat.removeChannel('sr_3')).toBe(true);
    expect(await chat.getChannel('sr_3', people[0].id, false)).toBeNull();
    expect(await chat.removeChannel('sr_3')).toBe(false);
  });

  it('pages SendBird’s users by name and searches them by the start of the name', async () => {
    const all: number[] = [];
    let token: string | undefined;
    do {
      const page = await chat.listUserIds({ pageSize: 2, token });
      all.push(...page.userIds);
      token = page.next ?? undefined;
    } while (token);
    expect(all.sort()).toEqual([...standIn.users.keys()].map(Number).sort());
    const someone = people[4];
    const found = await chat.listUserIds({ pageSize: 5, search: someone.given_name.slice(0, 3).toLowerCase() });
    expect(found.userIds).toContain(someone.id);
  });

  it('issues a session token for a user, creating the user first when needed', async () => {
    const newcomer = (await database.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    expect(standIn.users.has(String(newcomer))).toBe(false);
    const session = await chat.sessionToken!(newcomer);
    expect(session.appId).toBe('APP-TEST');
    expect(session.accessToken).toContain(String(newcomer));
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    expect(standIn.users.has(String(newcomer))).toBe(true);
  });

  it('surfaces a SendBird error as a clear error that never shows the token', async () => {
    const wrong = createSendBirdProvider(database.db, { appId: 'APP-TEST', apiToken: 'wrong-token-secret', apiUrl: standIn.url });
    const failure = await wrong.listChannels({ viewerId: 1, pageSize: 5, includeMembers: false, channelType: glass }).catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('SendBird GET /v3/group_channels failed: Invalid value: "Api-Token". (code 400401)');
    expect((failure as Error).message).not.toContain('wrong-token-secret');

    await expect(chat.listChannels({ viewerId: 1, pageSize: 5, token: 'not-a-token', includeMembers: false, channelType: glass })).rejects.toThrow(
      'SendBird GET /v3/group_channels failed: Invalid page token. (code 400109)',
    );

    const unreachable = createSendBirdProvider(database.db, { appId: 'APP-TEST', apiToken: API_TOKEN, apiUrl: 'http://127.0.0.1:1' });
    await expect(unreachable.removeChannel('sr_1')).rejects.toThrow(/^SendBird DELETE \/v3\/group_channels\/sr_1: unreachable/);
  });
});
