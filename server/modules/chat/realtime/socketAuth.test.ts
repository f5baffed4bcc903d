/**
 * The chat socket's authentication: the access token in the first frame, a console role required, a refreshed
 * token moving the expiry, closed with 4401 for no, bad or expired tokens; bad frames answered, not fatal.
 */
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH } from '../../../../contract/chat';
import { loadSigningKey } from '../../../auth/keys';
import { signAccessToken, type TokenUser } from '../../../auth/tokens';
import { login, withTestApp } from '../../../test/harness';
import { expired, tampered } from '../../../test/tokens';
import { AUTH_TIMEOUT_MS } from './connection';
import { openReadySocket, openSocket, quietFor } from './testSocket';

const t = withTestApp();
const tokens = { admin: '', superAdmin: '', tech: '' };
let admin: TokenUser;

/** A token of demo.admin living `seconds`. */
const shortToken = async (seconds: number) => signAccessToken(await loadSigningKey(t.db), admin, seconds);

beforeAll(async () => {
  tokens.admin = (await login(t.app, 'demo.admin')).access_token;
  tokens.superAdmin = (await login(t.app, 'admin')).access_token;
  tokens.tech = (await login(t.app, 'demo.tech')).access_token;
  const claims = decodeJwt(tokens.admin);
  admin = { id: Number(claims.sub), username: String(claims.name), roles: claims.roles as string[] };
});

describe('the chat socket’s first frame', () => {
  it('authenticates with the access token and answers ready with the user and the token’s expiry', async () => {
    const socket = await openSocket(t.app);
    socket.send({ type: 'auth', token: tokens.admin });
    const ready = await socket.next('ready');
    expect(ready).toEqual({ type: 'ready', userId: String(admin.id), expiresAt: Math.round((decodeJwt(tokens.admin).exp as number) * 1000) });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.ws.close();
  });

  const refused: [string, () => Promise<string>][] = [
    ['a tampered token', async () => JSON.stringify({ type: 'auth', token: tampered(tokens.admin) })],
    ['an expired token', async () => JSON.stringify({ type: 'auth', token: await expired(t.db, tokens.admin) })],
    ['a token without console roles', async () => JSON.stringify({ type: 'auth', token: tokens.tech })],
    ['a first frame that is not auth', async () => JSON.stringify({ type: 'ping' })],
    ['an auth frame without a token', async () => JSON.stringify({ type: 'auth' })],
    ['text that is not JSON', async () => 'hello'],
  ];
  it.each(refused)('closes with 4401 for %s, pushing nothing', async (_name, frame) => {
    const socket = await openSocket(t.app);
    socket.send(await frame());
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    expect(socket.frames).toEqual([]);
  });

  it('closes with 4401 when no frame comes within 5 s', async () => {
    const socket = await openSocket(t.app);
    const opened = Date.now();
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    expect(AUTH_TIMEOUT_MS).toBe(5000);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 100);
  });

  it('answers a plain GET with 426: the path is a WebSocket', async () => {
    expect((await t.app.inject({ method: 'GET', url: CHAT_SOCKET_PATH })).statusCode).toBe(426);
  });
});

describe('the chat socket’s token over time', () => {
  it('closes with 4401 once the token expires unrenewed', async () => {
    const socket = await openReadySocket(t.app, await shortToken(1));
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
  });

  it('stays open past the first expiry when re-authenticated with a refreshed token', async () => {
    const socket = await openReadySocket(t.app, await shortToken(1));
    const refreshed = await shortToken(900);
    socket.send({ type: 'auth', token: refreshed });
    const ready = await socket.next('ready');
    expect(ready.expiresAt).toBe(Math.round((decodeJwt(refreshed).exp as number) * 1000));
    await quietFor(1500);
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.ws.close();
  });

  it('closes with 4401 when re-authenticated with a bad token or another user’s', async () => {
    for (const token of [tampered(tokens.admin), tokens.superAdmin]) {
      const socket = await openReadySocket(t.app, tokens.admin);
      socket.send({ type: 'auth', token });
      expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    }
  });
});

describe('the chat socket’s frames', () => {
  it('answers a bad frame with an error and stays open', async () => {
    const socket = await openReadySocket(t.app, tokens.admin);
    for (const bad of ['not json', JSON.stringify({ type: 'shout' }), JSON.stringify({ type: 'resume', afterId: -1 })]) {
      socket.send(bad);
      expect((await socket.next('error')).message).toMatch(/unreadable frame/);
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await socket.next('error');
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.ws.close();
  });

  it('closes on an oversized frame (1009)', async () => {
    const socket = await openReadySocket(t.app, tokens.admin);
    socket.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(20_000) }));
    expect((await socket.closed).code).toBe(1009);
  });
});
