/** chat/OpenRequestChannel, SendBirdGroupChannels, SendBirdUserChannels, MarkRead, AddMembers, RemoveUser on the built-in provider. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChatChannel, chatContract as c, channelUrlOf, UNREAD_COUNTED_UP_TO } from '../../../contract/chat';
import { SOLUTIONS } from '../../../contract/solutions';
import { call, login, withTestApp } from '../../test/harness';
import { type ChatRequest, createChatRequest } from './testFixtures';

const t = withTestApp();
let token = '';
let adminToken = '';
let demoAdminId = 0;
let request: ChatRequest;
let url = '';

const post = (endpoint: typeof c.openChannel | typeof c.markRead | typeof c.addMembers | typeof c.removeUser | typeof c.insertUserMessage, body: unknown, as = token) =>
  call(t.app, endpoint, { token: as, body });
const ok = async <T>(res: Promise<{ statusCode: number; body: string; json: <J>() => J }>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<T>();
};
const channels = (query: Record<string, string>) => ok<{ items: ChatChannel[]; next: string | null }>(call(t.app, c.groupChannels, { token, query }));

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  adminToken = (await login(t.app, 'admin')).access_token;
  demoAdminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
  request = await createChatRequest(t.db, { shop: 'Chat Channel Garage', appId: SOLUTIONS.glass });
  url = channelUrlOf(request.id);
});

describe('chat/OpenRequestChannel', () => {
  it("makes the request's channel, typed by its solution, with the shop's user, the technician and the caller", async () => {
    const channel = await ok<ChatChannel>(post(c.openChannel, { serviceRequestId: request.id }));
    expect(channel).toMatchObject({
      url,
      name: `SR ${request.id} · Chat Channel Garage · ${request.vin}`,
      channelType: 'ServiceRequestGlass',
      serviceRequestId: request.id,
      businessId: request.businessId,
      businessName: 'Chat Channel Garage',
      status: 'In Progress',
      chatMessageCount: 0,
      messageCount: 0,
      unreadCount: 0,
      isChecked: true,
      lastMessage: null,
    });
    expect(channel.members?.map((m) => [m.userId, m.kind, m.nickname]).sort()).toEqual(
      [
        [String(request.shopUserId), 'shop', 'Sam Shop'],
        [String(request.technicianId), 'technician', 'Tina Technician'],
        [String(demoAdminId), 'staff', 'Dana Diaz'],
      ].sort(),
    );
  });

  it('is idempotent: opening again by someone else adds them and makes no second channel', async () => {
    const channel = await ok<ChatChannel>(post(c.openChannel, { serviceRequestId: request.id }, adminToken));
    expect(channel.members).toHaveLength(4);
    expect(await t.db.selectFrom('chat_channels').select('id').where('service_request_id', '=', request.id).execute()).toHaveLength(1);
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await post(c.openChannel, { serviceRequestId: 99_999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Service request 99999999 was not found.');
  });
});

describe('the unread count', () => {
  it('counts what others wrote since the caller last read, up to one past the badge cap, and MarkRead clears it', async () => {
    for (let i = 0; i < 12; i++) await ok(post(c.insertUserMessage, { channelUrl: url, text: `update ${i}` }, adminToken));
    const listed = (await channels({ chatChannelType: 'ServiceRequestGlass', search: request.vin })).items;
    expect(listed.map((ch) => [ch.url, ch.unreadCount, ch.isChecked, ch.messageCount, ch.lastMessage?.text])).toEqual([[url, UNREAD_COUNTED_UP_TO, false, 12, 'update 11']]);
    const lastId = listed[0].lastMessage?.messageId ?? 0;
    const partly = await ok<ChatChannel>(post(c.markRead, { channelUrl: url, messageId: lastId - 3 }));
    expect(partly.unreadCount).toBe(3);
    // Never backwards, and never past the last message.
    expect((await ok<ChatChannel>(post(c.markRead, { channelUrl: url, messageId: 1 }))).unreadCount).toBe(3);
    expect(await ok<ChatChannel>(post(c.markRead, { channelUrl: url, messageId: lastId + 1000 }))).toMatchObject({ unreadCount: 0, isChecked: true });
    await ok(post(c.insertUserMessage, { channelUrl: url, text: 'one more' }, adminToken));
    expect((await channels({ chatChannelType: 'ServiceRequestGlass', search: request.vin })).items[0].unreadCount).toBe(1);
  });
});

describe('chat/SendBirdGroupChannels', () => {
  it("lists one solution's channels by latest activity, a page at a time with the token, each once", async () => {
    const extra: ChatRequest[] = [];
    for (let i = 0; i < 4; i++) extra.push(await createChatRequest(t.db, { shop: `Paging Garage ${i}`, appId: SOLUTIONS.proTech }));
    for (const r of extra) await ok(post(c.openChannel, { serviceRequestId: r.id }));
    const expected = await t.db.selectFrom('chat_channels').select('url').where('channel_type', '=', SOLUTIONS.proTech).orderBy('last_activity_at', 'desc').orderBy('id', 'desc').execute();
    expect(expected.length).toBeGreaterThan(6);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page = await channels({ chatChannelType: 'ServiceRequestProTech', pagesize: '3', ...(next ? { token: next } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((ch) => ch.url));
      next = page.next;
    } while (next);
    expect(seen).toEqual(expected.map((e) => e.url));
    expect(seen.slice(0, 4).sort()).toEqual(extra.map((r) => channelUrlOf(r.id)).sort());
  });

  it('searches the name (request id, shop, VIN) in any case, and includes members when asked', async () => {
    const found = await channels({ chatChannelType: 'ServiceRequestGlass', search: 'chat channel GARAGE', includeMembers: 'true' });
    expect(found.items.map((ch) => [ch.url, ch.members?.length])).toEqual([[url, 4]]);
    expect((await channels({ chatChannelType: 'ServiceRequest', search: 'chat channel garage' })).items).toEqual([]);
    expect((await channels({ chatChannelType: 'ServiceRequestGlass', search: request.vin.toLowerCase() })).items[0].members).toBeUndefined();
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ chatChannelType: 'Glass' }, 'chatChannelType'],
      [{ pagesize: '0' }, 'pagesize'],
      [{ pagesize: '101' }, 'pagesize'],
      [{ token: 'not-a-token' }, 'token'],
      [{ token: Buffer.from('[1,2]').toString('base64url') }, 'token'],
      [{ includeMembers: 'maybe' }, 'includeMembers'],
    ] as const) {
      const res = await call(t.app, c.groupChannels, { token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
  });

  it('needs a token with a console role', async () => {
    expect((await call(t.app, c.groupChannels)).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.groupChannels, { token: tech })).statusCode).toBe(403);
    expect((await post(c.insertUserMessage, { channelUrl: url, text: 'hi' }, tech)).statusCode).toBe(403);
  });
});

describe('chat/SendBirdUserChannels', () => {
  it("lists a user's channels, and 404 for a user who does not exist", async () => {
    const mine = await ok<{ items: ChatChannel[] }>(call(t.app, c.userChannels, { token, query: { userid: String(request.shopUserId) } }));
    expect(mine.items.map((ch) => ch.url)).toEqual([url]);
    const res = await call(t.app, c.userChannels, { token, query: { userid: '99999999' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Chat user 99999999 was not found.');
    expect((await call(t.app, c.userChannels, { token, query: { userid: 'abc' } })).statusCode).toBe(400);
  });
});

describe('chat/AddMembers and chat/RemoveUser', () => {
  it('adds and removes members, answering the channel with them', async () => {
    const other = await createChatRequest(t.db, { shop: 'Members Garage' });
    const added = await ok<ChatChannel>(post(c.addMembers, { channelUrl: url, userIds: [String(other.shopUserId), String(request.shopUserId)] }));
    expect(added.members?.map((m) => m.userId)).toContain(String(other.shopUserId));
    expect(added.members).toHaveLength(5);
    const removed = await ok<ChatChannel>(post(c.removeUser, { channelUrl: url, userId: String(other.shopUserId) }));
    expect(removed.members?.map((m) => m.userId)).not.toContain(String(other.shopUserId));
    const again = await post(c.removeUser, { channelUrl: url, userId: String(other.shopUserId) });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(`Chat user ${other.shopUserId} in chat channel ${url} was not found.`);
  });

  it('answers 404 for an unknown user or channel, 400 for a bad one', async () => {
    expect((await post(c.addMembers, { channelUrl: url, userIds: ['99999999'] })).statusCode).toBe(404);
    expect((await post(c.addMembers, { channelUrl: 'sr_99999999', userIds: [String(request.shopUserId)] })).statusCode).toBe(404);
    expect((await post(c.removeUser, { channelUrl: 'sr_99999999', userId: String(request.shopUserId) })).statusCode).toBe(404);
    const bad = await post(c.addMembers, { channelUrl: 'general', userIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field).sort()).toEqual(['channelUrl', 'userIds']);
  });
});
