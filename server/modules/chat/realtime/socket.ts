/**
 * The built-in chat provider's WebSocket (CHAT_SOCKET_PATH, protocol in contract/chat.ts): one per console,
 * authenticated by the access token in its first frame (the route has no bearer header to check, and the token
 * stays out of URLs and logs), with the app's own verifier, so a revoked token is refused here as on every route.
 *
 * The app LISTENs on CHAT_NOTIFY_CHANNEL with a connection of its own (db/notifications.ts) and hands what it
 * hears to the hub. When that connection was dropped and came back, what was announced meanwhile is lost: every
 * socket is closed with 1012 (service restart), and the consoles reconnect and resume after the last message they
 * saw. A plain GET answers 426. On app.close() the sockets close and the LISTEN ends.
 *
 * The socket's opening is not counted by the API's rate limits (plugins/rateLimits.ts: an office reconnecting
 * after a restart would spend its address's budget); what a socket may do before and after it authenticates is
 * bounded here instead (limits.ts): a socket past the sockets waiting to authenticate is closed at once (`busy`).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { hasConsoleRole } from '../../../../contract/permissions';
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH } from '../../../../contract/chat';
import { listen } from '../../../db/notifications';
import { addressKey } from '../../../http/addressKey';
import { chatSockets } from '../../../metrics/metrics';
import { CHAT_NOTIFY_CHANNEL } from '../events';
import { readAnnouncedEvent } from './announcedEvent';
import { ChatConnection, type Identity } from './connection';
import { ChatHub } from './hub';
import { CLOSE_GRACE_MS, WaitingSockets } from './limits';
import { loadMessageFrames } from './messageFrames';

/** Client frames are small (a token of at most 4096 characters): a larger one closes the socket (1009). */
const MAX_FRAME_BYTES = 16 * 1024;
/** `busy` refusals are logged at most once in this long, with their count: a flood of sockets must not flood the log. */
const BUSY_LOG_MS = 10_000;

export default fp(async (app: FastifyInstance) => {
  const log = app.log.child({ module: 'chat.socket' });
  const hub = new ChatHub(app.db, app.revocations, log);
  const waiting = new WaitingSockets();
  const busy = { refused: 0, loggedAt: Number.NEGATIVE_INFINITY };
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

  // closeTimeout: ws's own option, which @types/ws does not declare yet (hence not written in the literal below).
  const serverOptions = { maxPayload: MAX_FRAME_BYTES, closeTimeout: CLOSE_GRACE_MS };
  await app.register(websocket, { options: serverOptions });
  app.route({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    schema: { hide: true },
    handler: (_req, reply) => reply.code(426).header('upgrade', 'websocket').send({ message: 'Upgrade Required: this is a WebSocket' }),
    wsHandler: (socket, req) => {
      chatSockets.inc();
      socket.once('close', () => chatSockets.dec());
      const doneWaiting = waiting.admit(addressKey(req.ip));
      if (!doneWaiting) {
        busy.refused += 1;
        if (Date.now() - busy.loggedAt >= BUSY_LOG_MS) {
          log.warn({ event: 'chat.socket.busy', address: req.ip, waiting: waiting.total, refused: busy.refused }, 'too many chat sockets waiting to authenticate: refused');
          busy.refused = 0;
          busy.loggedAt = Date.now();
        }
        return socket.close(CHAT_SOCKET_CLOSE.busy, 'too many sockets waiting to authenticate: try again later');
      }
      const connection = new ChatConnection(socket, { identify, messagesAfter: (afterId) => loadMessageFrames(app.db, { afterId }), doneWaiting, log });
      hub.connections.add(connection);
      socket.on('close', () => hub.connections.delete(connection));
    },
  });
});
