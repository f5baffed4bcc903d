/**
 * The chat socket's limits (limits.ts): a flood of frames, or of resumes, closes the socket with 4429 while the
 * server keeps answering; past the sockets allowed to wait for their `auth` (per address, in all) a socket is
 * closed at once with 4503; a peer that does not answer a close is cut within a second; consoles that behave (the console's own client, an office of them on one address)
 * meet none of it.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH, type ChatServerFrame, chatContract as c, channelUrlOf } from '../../../../contract/chat';
import type { ChatEvent } from '../../../../resources/chat/realtime/chatEvents';
import { connectChatSocket } from '../../../../resources/chat/realtime/chatSocket';
import { call, login, withTestApp } from '../../../test/harness';
import { createChatRequest } from '../testFixtures';
import { CLOSE_GRACE_MS, FRAMES, RESUMES, TokenBucket, WAITING, WaitingSockets } from './limits';
import { RESUME_LIMIT } from './messageFrames';
import { openReadySocket, openSocket, socketUrl, type TestSocket } from './testSocket';

const t = withTestApp();
let token = '';
let url = '';
let base = '';

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  base = (await socketUrl(t.app)).replace(/^ws/, 'http').replace(CHAT_SOCKET_PATH, '');
  const request = await createChatRequest(t.db, { shop: 'Flood Garage' });
  url = channelUrlOf(request.id);
  expect((await call(t.app, c.openChannel, { token, body: { serviceRequestId: request.id } })).statusCode).toBe(200);
  // More than a resume sends: each resume from the start is as heavy as one can be.
  await sql`INSERT INTO chat_messages (channel_id, sender_id, text)
    SELECT ch.id, ${request.shopUserId}, 'Backlog ' || g FROM chat_channels ch, generate_series(1, ${RESUME_LIMIT + 200}) g WHERE ch.url = ${url}`.execute(t.db);
});

/** GET /healthz over HTTP: how long it took, in ms. */
async function healthz(): Promise<number> {
  const started = performance.now();
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  return performance.now() - started;
}

const messages = (socket: TestSocket) => socket.frames.filter((f) => f.type === 'message').length;

async function closeAll(sockets: TestSocket[]): Promise<void> {
  for (const socket of sockets) socket.ws.close();
  await Promise.all(sockets.map((s) => s.closed));
}

describe('the token buckets', () => {
  it('hold their burst, then refill at their pace', () => {
    let now = 0;
    const bucket = new TokenBucket(FRAMES.burst, FRAMES.perSecond, () => now);
    expect(Array.from({ length: FRAMES.burst + 1 }, () => bucket.take())).toEqual([...Array<boolean>(FRAMES.burst).fill(true), false]);
    now += 1000 / FRAMES.perSecond;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 3_600_000;
    expect(Array.from({ length: FRAMES.burst + 1 }, () => bucket.take()).filter(Boolean)).toHaveLength(FRAMES.burst);
  });

  it('count sockets waiting per address and in all, each counted out once', () => {
    const waiting = new WaitingSockets({ perAddress: 2, total: 3 });
    const [a1, a2] = [waiting.admit('a'), waiting.admit('a')];
    expect(waiting.admit('a')).toBeNull();
    const b1 = waiting.admit('b');
    expect(waiting.admit('c')).toBeNull();
    a1?.();
    a1?.();
    expect(waiting.total).toBe(2);
    expect(waiting.admit('a')).not.toBeNull();
    expect([a2, b1].every(Boolean)).toBe(true);
  });
});

describe('a flood on one socket', () => {
  it('of frames is closed with 4429 after the bucket’s worth, and the server answers on', async () => {
    const socket = await openReadySocket(t.app, token);
    for (let i = 0; i < 5000; i++) socket.send({ type: 'ping' });
    const [closed, took] = await Promise.all([socket.closed, healthz()]);
    expect(closed.code).toBe(CHAT_SOCKET_CLOSE.tooManyFrames);
    expect(socket.frames.filter((f) => f.type === 'pong').length).toBeLessThan(FRAMES.burst);
    expect(took).toBeLessThan(500);
  });

  it('of resumes is closed with 4429 at the second one asked before the first is sent, and the server answers on', async () => {
    const socket = await openReadySocket(t.app, token);
    for (let i = 0; i < 200; i++) socket.send({ type: 'resume', afterId: 0 });
    const [closed, took] = await Promise.all([socket.closed, healthz()]);
    expect(closed.code).toBe(CHAT_SOCKET_CLOSE.tooManyFrames);
    expect(messages(socket)).toBeLessThanOrEqual(RESUME_LIMIT);
    expect(took).toBeLessThan(500);
    expect(await healthz()).toBeLessThan(500);
  });

  it('of resumes each waited for is closed with 4429 past the resume bucket; one resume sends RESUME_LIMIT at most', async () => {
    const socket = await openReadySocket(t.app, token);
    for (let i = 0; i < RESUMES.burst; i++) {
      socket.send({ type: 'resume', afterId: 0 });
      socket.send({ type: 'ping' });
      await socket.next('pong', undefined, 20_000);
      expect(messages(socket)).toBe(RESUME_LIMIT); // sent once to a socket: later resumes repeat none
    }
    socket.send({ type: 'resume', afterId: 0 });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.tooManyFrames);
  });
});

describe('sockets waiting to authenticate', () => {
  it('past WAITING.perAddress from one address are closed at once with 4503; other addresses, and room made by one authenticating, are served', async () => {
    const address = '127.0.9.1';
    const waiting = await Promise.all(Array.from({ length: WAITING.perAddress }, () => openSocket(t.app, address)));
    const refused = await openSocket(t.app, address);
    expect((await refused.closed).code).toBe(CHAT_SOCKET_CLOSE.busy);
    const other = await openSocket(t.app, '127.0.9.2');
    other.send({ type: 'auth', token });
    await other.next('ready');
    waiting[0].send({ type: 'auth', token });
    await waiting[0].next('ready');
    const next = await openSocket(t.app, address);
    next.send({ type: 'auth', token });
    await next.next('ready');
    await closeAll([...waiting, other, next]);
  });

  it('past WAITING.total from all addresses are closed at once with 4503', async () => {
    const addresses = Math.ceil(WAITING.total / WAITING.perAddress);
    const waiting = await Promise.all(
      Array.from({ length: WAITING.total }, (_, i) => openSocket(t.app, `127.0.10.${(i % addresses) + 1}`)),
    );
    const refused = await openSocket(t.app, '127.0.11.1');
    expect((await refused.closed).code).toBe(CHAT_SOCKET_CLOSE.busy);
    await closeAll(waiting);
  });
});

describe('closing', () => {
  it('cuts a peer that does not answer the server’s close within CLOSE_GRACE_MS, where ws would wait 30 s', async () => {
    const raw = connect(Number(new URL(base).port), '127.0.0.1');
    raw.write(
      `GET ${CHAT_SOCKET_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    expect(String(await once(raw, 'data'))).toMatch(/^HTTP\/1\.1 101/);
    // A first frame that is not `auth` (one masked text frame, "x"): the server closes with 4401, and hears nothing back.
    const mask = randomBytes(4);
    raw.write(Buffer.from([0x81, 0x81, ...mask, 'x'.charCodeAt(0) ^ mask[0]]));
    const started = performance.now();
    await once(raw, 'close');
    expect(performance.now() - started).toBeLessThan(CLOSE_GRACE_MS + 1000);
  });
});

describe('consoles that behave', () => {
  it('are left alone: an office of 20 on one address connects, hears a message, loses its sockets, reconnects and catches up', async () => {
    const offices = 20;
    const host = new URL(base).host;
    const codes: number[] = [];
    const consoles = Array.from({ length: offices }, () => {
      const heard: number[] = [];
      const sockets: WebSocket[] = [];
      const ready: Promise<void>[] = [];
      // The browser's WebSocket API, as `ws` offers it, recording each socket and how it closed.
      class Recorded extends WebSocket {
        constructor(address: string) {
          super(address);
          sockets.push(this);
          this.on('close', (code) => codes.push(code));
          ready.push(new Promise((resolve) => this.on('message', (data) => (JSON.parse(String(data)) as ChatServerFrame).type === 'ready' && resolve())));
        }
      }
      const onEvent = (event: ChatEvent) => {
        if (event.kind === 'message') heard.push(event.message.messageId);
      };
      const socket = connectChatSocket({
        path: CHAT_SOCKET_PATH,
        token: () => token,
        refresh: async () => true,
        lastSeenId: () => Math.max(0, ...heard),
        onEvent,
        WebSocket: Recorded as unknown as typeof globalThis.WebSocket,
        location: { protocol: 'http:', host },
      });
      return { heard, sockets, ready, socket };
    });
    const allReady = async (n: number) => {
      await expect.poll(() => consoles.every((one) => one.ready.length === n), { timeout: 10_000 }).toBe(true);
      await Promise.all(consoles.map((one) => one.ready[n - 1]));
    };
    const send = async (text: string) => (await call(t.app, c.insertUserMessage, { token, body: { channelUrl: url, text } })).json<{ messageId: number }>().messageId;

    await allReady(1);
    const first = await send('To the whole office');
    await expect.poll(() => consoles.every((one) => one.heard.includes(first)), { timeout: 10_000 }).toBe(true);
    for (const one of consoles) one.sockets[0].terminate();
    const whileAway = await send('While they were away');
    await allReady(2);
    await expect.poll(() => consoles.every((one) => one.heard.includes(whileAway)), { timeout: 10_000 }).toBe(true);
    for (const one of consoles) one.socket.close();
    expect(codes.filter((code) => code >= 4000)).toEqual([]);
    expect(consoles.map((one) => one.sockets.length)).toEqual(Array(offices).fill(2));
  });
});
