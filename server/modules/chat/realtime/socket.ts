/**
 * The built-in chat provider's WebSocket (CHAT_SOCKET_PATH, protocol in contract/chat.ts): one per console,
 * authenticated by the access token in its first frame (the route has no bearer header to check, and the token
 * stays out of URLs and logs), with the app's own verifier, so a revoked token is refused here as on every route.
 *
 * The app LISTENs on CHAT_NOTIFY_CHANNEL with a connection of its own (db/notifications.ts) and hands what it
 * hears to the hub. When that connection was dropped and came back, what was announced meanwhile is lost: every
 * socket is closed with 1012 (service restart), and the consoles reconnect and resume after the last message they
 * saw. A plain GET answers 426. On app.close() the sockets close and the LISTEN ends.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { hasConsoleRole } from '../../../../authProvider/permissions';
import { CHAT_SOCKET_PATH } from '../../../../contract/chat';
import { listen } from '../../../db/notifications';
import { CHAT_NOTIFY_CHANNEL } from '../events';
import { readAnnouncedEvent } from './announcedEvent';
import { ChatConnection, type Identity } from './connection';
import { ChatHub } from './hub';
import { loadMessageFrames } from './messageFrames';

/** Client frames are small (a token of at most 4096 characters): a larger one closes the socket (1009). */
const MAX_FRAME_BYTES = 16 * 1024;

export default fp(async (app: FastifyInstance) => {
  const log = app.log.child({ module: 'chat.socket' });
  const hub = new ChatHub(app.db, app.revocations, log);
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(app.db);
  const schema = rows[0].schema;
  const listener = await listen(app.db, {
    channel: CHAT_NOTIFY_CHANNEL,
    onNotification: (payload) => {
      const event = readAnnouncedEvent(payload, schema);
      if (event) hub.receive(event);
    },
    onReconnect: () => hub.closeAll(1012, 'reconnect and resume'),
    log,
  });
  const stopHearingRevocations = app.revocations.onRevoke((revocation) => hub.revoked(revocation));
  // Before @fastify/websocket's own preClose (registered below), which would close them without a code.
  app.addHook('preClose', async () => hub.closeAll(1001, 'server shutting down'));
  app.addHook('onClose', async () => {
    stopHearingRevocations();
    await listener.close();
  });

  async function identify(token: string): Promise<Identity> {
    const user = await app.verifyAccess(token);
    if (!hasConsoleRole(user.roles)) throw new Error('no console role');
    const { iat, exp } = decodeJwt(token);
    return { userId: user.id, issuedAtMs: Math.round((iat ?? 0) * 1000), expiresAt: Math.round((exp ?? 0) * 1000) };
  }

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.route({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    schema: { hide: true },
    handler: (_req, reply) => reply.code(426).header('upgrade', 'websocket').send({ message: 'Upgrade Required: this is a WebSocket' }),
    wsHandler: (socket) => {
      const connection = new ChatConnection(socket, { identify, messagesAfter: (afterId) => loadMessageFrames(app.db, { afterId }), log });
      hub.connections.add(connection);
      socket.on('close', () => hub.connections.delete(connection));
    },
  });
});
