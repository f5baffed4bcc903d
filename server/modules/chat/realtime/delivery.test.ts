/**
 * What the chat socket pushes: a committed message to every authenticated socket, once, as the routes answer it
 * (sent or received, with the channel's type); nothing for a rolled-back one; channel changes; and `resume`
 * catching a reconnecting console up before new messages, without gaps or repeats.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, chatContract as c, channelUrlOf } from '../../../../contract/chat';
import { call, login, withTestApp } from '../../../test/harness';
import { announce } from '../events';
import { type ChatRequest, createChatRequest } from '../testFixtures';
import { openReadySocket, openSocket, quietFor } from './testSocket';

const t = withTestApp();
let token = '';
let request: ChatRequest;
let url = '';

const lastMessageId = async () => Number((await sql<{ id: string | null }>`SELECT max(id) AS id FROM chat_messages`.execute(t.db)).rows[0].id ?? 0);
const sendAsShop = (text: string) => t.app.chat.sendMessage({ url, senderId: request.shopUserId, text, clientId: null });

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  request = await createChatRequest(t.db, { shop: 'Realtime Garage' });
  url = channelUrlOf(request.id);
  expect((await call(t.app, c.openChannel, { token, body: { serviceRequestId: request.id } })).statusCode).toBe(200);
});

describe('live messages', () => {
  it('pushes a sent message to every authenticated socket, as the routes answer it', async () => {
    const [a, b] = [await openReadySocket(t.app, token), await openReadySocket(t.app, token)];
    const res = await call(t.app, c.insertUserMessage, { token, body: { channelUrl: url, text: 'On our way' } });
    const sent = res.json<ChatMessage>();
    for (const socket of [a, b]) {
      expect(await socket.next('message', (f) => f.message.messageId === sent.messageId)).toEqual({ type: 'message', message: sent, channelType: 'ServiceRequestCalibration' });
    }
    const received = await sendAsShop('Thanks');
    expect((await a.next('message', (f) => f.message.messageId === received.messageId)).message).toMatchObject({ type: 'received', name: 'Sam Shop', text: 'Thanks' });
    for (const socket of [a, b]) socket.ws.close();
  });

  it('pushes nothing to a socket before it authenticates', async () => {
    const socket = await openSocket(t.app);
    const early = await sendAsShop('Before auth');
    await quietFor(200);
    socket.send({ type: 'auth', token });
    await socket.next('ready');
    const later = await sendAsShop('After auth');
    await socket.next('message', (f) => f.message.messageId === later.messageId);
    expect(socket.frames.some((f) => f.type === 'message' && f.message.messageId === early.messageId)).toBe(false);
    socket.ws.close();
  });

  it('pushes nothing for a message whose transaction rolled back', async () => {
    const socket = await openReadySocket(t.app, token);
    const channel = await t.db.selectFrom('chat_channels').select('id').where('url', '=', url).executeTakeFirstOrThrow();
    let rolledBack = 0;
    await expect(
      t.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('chat_messages').values({ channel_id: channel.id, sender_id: request.shopUserId, text: 'Never sent' }).returning('id').executeTakeFirstOrThrow();
        rolledBack = Number(row.id);
        await announce(trx, { kind: 'message', id: rolledBack });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await sendAsShop('After the rollback');
    await socket.next('message', (f) => f.message.messageId === after.messageId);
    expect(socket.frames.filter((f) => f.type === 'message').map((f) => f.type === 'message' && f.message.messageId)).toEqual([after.messageId]);
    expect(rolledBack).toBeGreaterThan(0);
    socket.ws.close();
  });

  it('pushes channel changes', async () => {
    const socket = await openReadySocket(t.app, token);
    await t.app.chat.addMembers(url, [request.technicianId, (await createChatRequest(t.db, { shop: 'Other Garage' })).shopUserId]);
    expect(await socket.next('channel')).toEqual({ type: 'channel', channelUrl: url, channelType: 'ServiceRequestCalibration', removed: false });
    socket.ws.close();
  });
});

describe('resume', () => {
  it('sends every message after the last one seen, oldest first, then new ones, none twice', async () => {
    const seen = await lastMessageId();
    const witness = await openReadySocket(t.app, token);
    const missed = [await sendAsShop('Missed 1'), await sendAsShop('Missed 2'), await sendAsShop('Missed 3')];
    // NOTIFY arrives when it arrives: once the witness has the last missed message, none of them can still come
    // live to the socket opened next.
    await witness.next('message', (f) => f.message.messageId === missed[2].messageId);
    witness.ws.close();
    const socket = await openReadySocket(t.app, token);
    const live = await sendAsShop('Live, before resume');
    await socket.next('message', (f) => f.message.messageId === live.messageId);
    socket.send({ type: 'resume', afterId: seen });
    await socket.next('message', (f) => f.message.messageId === missed[2].messageId);
    const newer = await sendAsShop('Live, after resume');
    await socket.next('message', (f) => f.message.messageId === newer.messageId);
    const ids = socket.frames.flatMap((f) => (f.type === 'message' ? [f.message.messageId] : []));
    expect(ids).toEqual([live.messageId, ...missed.map((m) => m.messageId), newer.messageId]);
    socket.ws.close();
  });

  it('catches up right after auth, in the same breath', async () => {
    const seen = await lastMessageId();
    const missed = await sendAsShop('Missed while away');
    const socket = await openSocket(t.app);
    socket.send({ type: 'auth', token });
    socket.send({ type: 'resume', afterId: seen });
    expect((await socket.next('message')).message).toMatchObject({ messageId: missed.messageId, text: 'Missed while away', type: 'received' });
    socket.ws.close();
  });
});
