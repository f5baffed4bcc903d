/** message/InsertUserMessage, chat/ChannelMessages, chat/SendBirdUsers and chat/Session on the built-in provider. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, type ChatUser, CHAT_SOCKET_PATH, chatContract as c, channelUrlOf } from '../../../contract/chat';
import { call, login, withTestApp } from '../../test/harness';
import { type ChatRequest, createChatRequest } from './testFixtures';

const t = withTestApp();
let token = '';
let request: ChatRequest;
let url = '';

const send = (body: unknown) => call(t.app, c.insertUserMessage, { token, body });
const messages = async (query: Record<string, string>) => {
  const res = await call(t.app, c.channelMessages, { token, query: { channelUrl: url, ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: ChatMessage[]; hasMore: boolean }>();
};

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  request = await createChatRequest(t.db, { shop: 'Chat Message Garage' });
  url = channelUrlOf(request.id);
  expect((await call(t.app, c.openChannel, { token, body: { serviceRequestId: request.id } })).statusCode).toBe(200);
});

describe('message/InsertUserMessage', () => {
  it('sends from the caller as staff (sent); a shop user’s message is received', async () => {
    const res = await send({ channelUrl: url, text: '  The technician is on the way.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChatMessage>()).toMatchObject({ channelUrl: url, name: 'Dana Diaz', email: 'dana.diaz@example.com', type: 'sent', text: 'The technician is on the way.', clientId: null });
    await t.app.chat.sendMessage({ url, senderId: request.shopUserId, text: 'Thanks!', clientId: null });
    const { items } = await messages({});
    expect(items.map((m) => [m.type, m.name, m.text])).toEqual([
      ['sent', 'Dana Diaz', 'The technician is on the way.'],
      ['received', 'Sam Shop', 'Thanks!'],
    ]);
  });

  it('answers a retried clientId with the first message instead of doubling it', async () => {
    const clientId = randomUUID();
    const first = (await send({ channelUrl: url, text: 'Once only', clientId })).json<ChatMessage>();
    const retry = await send({ channelUrl: url, text: 'Once only', clientId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<ChatMessage>()).toEqual(first);
    expect(first.clientId).toBe(clientId);
    const channel = await t.db.selectFrom('chat_channels').select(['message_count', 'last_message_id']).where('url', '=', url).executeTakeFirstOrThrow();
    expect([channel.message_count, Number(channel.last_message_id)]).toEqual([3, first.messageId]);
  });

  it('refuses bad input with 400 naming the field, and 404 for a channel that does not exist', async () => {
    for (const [body, field] of [
      [{ channelUrl: url, text: '   ' }, 'text'],
      [{ channelUrl: url, text: 'x'.repeat(4001) }, 'text'],
      [{ channelUrl: 'general', text: 'hi' }, 'channelUrl'],
      [{ channelUrl: url, text: 'hi', clientId: 'abc' }, 'clientId'],
    ] as const) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
    const missing = await send({ channelUrl: 'sr_99999999', text: 'hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Chat channel sr_99999999 was not found.');
  });
});

describe('chat/ChannelMessages', () => {
  it('answers the last messages oldest first, older ones before an id, newer ones after one', async () => {
    for (let i = 0; i < 40; i++) await t.app.chat.sendMessage({ url, senderId: request.technicianId, text: `reading ${i}`, clientId: null });
    const last = await messages({});
    expect(last.items).toHaveLength(30);
    expect(last.hasMore).toBe(true);
    expect(last.items.at(-1)?.text).toBe('reading 39');
    expect(last.items.map((m) => m.messageId)).toEqual([...last.items.map((m) => m.messageId)].sort((a, b) => a - b));
    const older = await messages({ before: String(last.items[0].messageId) });
    expect(older.hasMore).toBe(false);
    expect(older.items).toHaveLength(13);
    expect(older.items[0].text).toBe('The technician is on the way.');
    const after = await messages({ after: String(older.items[10].messageId), limit: '5' });
    expect(after.items.map((m) => m.text)).toEqual(['reading 8', 'reading 9', 'reading 10', 'reading 11', 'reading 12']);
    expect(after.hasMore).toBe(true);
  });

  it('refuses before with after, and answers 404 for a channel that does not exist', async () => {
    const both = await call(t.app, c.channelMessages, { token, query: { channelUrl: url, before: '9', after: '1' } });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['after']);
    expect((await call(t.app, c.channelMessages, { token, query: { channelUrl: 'sr_99999999' } })).statusCode).toBe(404);
  });
});

describe('chat/SendBirdUsers', () => {
  it('lists users by name a page at a time, searching name or email in any case', async () => {
    const found = await call(t.app, c.users, { token, query: { search: 'DANA.diaz@' } });
    expect(found.json<{ items: ChatUser[] }>().items).toEqual([{ userId: expect.any(String), nickname: 'Dana Diaz', email: 'dana.diaz@example.com', kind: 'staff', businessId: null }]);
    const technicians = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', 'like', '%@technicians.example.com')
      .orderBy('family_name')
      .orderBy('given_name')
      .orderBy('id')
      .execute();
    expect(technicians.length).toBeGreaterThan(10);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res = await call(t.app, c.users, { token, query: { pagesize: '5', search: '@TECHNICIANS.example', ...(next ? { token: next } : {}) } });
      const page = res.json<{ items: ChatUser[]; next: string | null }>();
      expect(page.items.length).toBeLessThanOrEqual(5);
      expect(page.items.every((u) => u.kind === 'technician')).toBe(true);
      seen.push(...page.items.map((u) => u.userId));
      next = page.next;
    } while (next);
    expect(seen).toEqual(technicians.map((u) => String(u.id)));
    expect((await call(t.app, c.users, { token, query: { pagesize: 'x' } })).statusCode).toBe(400);
  });
});

describe('chat/Session', () => {
  it('points the console at the built-in WebSocket, as the caller', async () => {
    const res = await call(t.app, c.session, { token });
    const me = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
    expect(res.json()).toEqual({ provider: 'builtin', socketPath: CHAT_SOCKET_PATH, userId: String(me) });
    expect((await call(t.app, c.session)).statusCode).toBe(401);
  });
});
