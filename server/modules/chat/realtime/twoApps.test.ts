/**
 * Two API processes on one database (two apps here, each with its own LISTEN; on PostgreSQL when
 * TEST_DATABASE_URL is set, else on one PGlite): a message sent through one reaches the other's sockets, and a
 * session revoked in one closes its socket in the other, whose routes then refuse the token too; one shutting
 * down closes its own sockets and leaves the other working.
 */
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, CHAT_SOCKET_CLOSE, chatContract as c, channelUrlOf } from '../../../../contract/chat';
import { buildApp } from '../../../app';
import { call, login, withTestApp } from '../../../test/harness';
import { createChatRequest } from '../testFixtures';
import { openReadySocket, quietFor } from './testSocket';

const t = withTestApp();
let other: FastifyInstance;
let token = '';
let url = '';

beforeAll(async () => {
  other = await buildApp(t.db);
  await other.ready();
  token = (await login(t.app, 'demo.admin')).access_token;
  const request = await createChatRequest(t.db, { shop: 'Two Servers Garage' });
  url = channelUrlOf(request.id);
  expect((await call(t.app, c.openChannel, { token, body: { serviceRequestId: request.id } })).statusCode).toBe(200);
});

afterAll(() => other?.close());

describe('two API processes on one database', () => {
  it('deliver a message sent through either to the sockets of both', async () => {
    const [here, there] = [await openReadySocket(t.app, token), await openReadySocket(other, token)];
    for (const [via, text] of [
      [t.app, 'Sent here'],
      [other, 'Sent there'],
    ] as const) {
      const sent = (await call(via, c.insertUserMessage, { token, body: { channelUrl: url, text } })).json<ChatMessage>();
      for (const socket of [here, there]) expect((await socket.next('message', (f) => f.message.messageId === sent.messageId)).message).toEqual(sent);
    }
    for (const socket of [here, there]) socket.ws.close();
  });

  it('close a session’s sockets in the other when it is revoked in one, whose routes refuse its token too', async () => {
    const revoked = (await login(t.app, 'demo.admin')).access_token;
    const there = await openReadySocket(other, revoked);
    expect((await call(other, c.session, { token: revoked })).statusCode).toBe(200);
    await quietFor(2);
    t.app.revocations.revoke(Number(decodeJwt(revoked).sub));
    expect((await there.closed).code).toBe(CHAT_SOCKET_CLOSE.revoked);
    expect((await call(other, c.session, { token: revoked })).statusCode).toBe(401);
  });

  it('close their sockets with 1001 when one shuts down, the other delivering on', async () => {
    token = (await login(t.app, 'demo.admin')).access_token; // the one before was revoked
    const [here, there] = [await openReadySocket(t.app, token), await openReadySocket(other, token)];
    await other.close();
    expect((await there.closed).code).toBe(1001);
    const sent = (await call(t.app, c.insertUserMessage, { token, body: { channelUrl: url, text: 'Still here' } })).json<ChatMessage>();
    expect((await here.next('message', (f) => f.message.messageId === sent.messageId)).message).toEqual(sent);
    here.ws.close();
  });
});
