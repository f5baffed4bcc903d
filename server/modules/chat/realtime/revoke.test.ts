/**
 * A revoked session's chat socket is closed (4403) at once, the user's other sessions' sockets too; sockets of
 * other users, and of the same user signed in again after, stay open.
 */
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_CLOSE } from '../../../../contract/chat';
import { LOCK_AFTER_FAILURES } from '../../../auth/auth.service';
import { createUser, login, tokenRequest, withTestApp } from '../../../test/harness';
import { openReadySocket, openSocket, quietFor } from './testSocket';

const PASSWORD = 'Chat-socket-passw0rd-91d3';

const t = withTestApp();
const tokens = { admin: '', superAdmin: '' };
let adminId = 0;

beforeAll(async () => {
  tokens.admin = (await login(t.app, 'demo.admin')).access_token;
  tokens.superAdmin = (await login(t.app, 'admin')).access_token;
  adminId = Number(decodeJwt(tokens.admin).sub);
});

describe('a revoked session', () => {
  it('closes the user’s sockets with 4403, and only theirs', async () => {
    const [mine, alsoMine, theirs] = [
      await openReadySocket(t.app, tokens.admin),
      await openReadySocket(t.app, tokens.admin),
      await openReadySocket(t.app, tokens.superAdmin),
    ];
    await quietFor(2); // a revocation ends the tokens issued strictly before it
    t.app.revocations.revoke(adminId);
    for (const socket of [mine, alsoMine]) expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.revoked);
    theirs.send({ type: 'ping' });
    await theirs.next('pong');

    const again = await openReadySocket(t.app, (await login(t.app, 'demo.admin')).access_token);
    again.send({ type: 'ping' });
    await again.next('pong');
    for (const socket of [theirs, again]) socket.ws.close();
  });

  it('refuses the revoked token on a new socket', async () => {
    const token = (await login(t.app, 'demo.admin')).access_token;
    await quietFor(2);
    t.app.revocations.revoke(adminId);
    const socket = await openSocket(t.app);
    socket.send({ type: 'auth', token });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
  });

  it('closes the socket of a user whose account locks (the auth service ends their sessions)', async () => {
    const username = 'chat.lockout';
    await createUser(t.db, { username, password: PASSWORD, roles: ['Admin'] });
    const socket = await openReadySocket(t.app, (await login(t.app, username, PASSWORD)).access_token);
    await quietFor(2);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) await tokenRequest(t.app, { grant_type: 'password', username, password: 'wrong-password' });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.revoked);
  });
});
