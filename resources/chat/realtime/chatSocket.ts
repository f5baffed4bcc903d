/**
 * The built-in provider's WebSocket (contract/chat.ts, CHAT_SOCKET_PATH), on the console's own origin. The access
 * token goes in the first frame, never in the URL. The token is refreshed a minute before the expiry the server
 * announces and sent again, so a console left open keeps its socket; a token the console refreshed otherwise (a
 * call answered 401) is seen at the next ping and sent again too. A dropped socket reconnects with backoff and asks for every
 * message after the last one seen (`resume`), once per socket; one closed because the session was revoked stays closed.
 * The server's limits (server/modules/chat/realtime/limits.ts) are far above what this sends (a frame every 20 s or so);
 * if one is hit anyway, it is not retried at once: `tooManyFrames` waits the longest backoff, `busy` (too many sockets
 * waiting to authenticate) waits a few seconds and longer each time.
 */
import { CHAT_SOCKET_CLOSE, type ChatClientFrame, type ChatServerFrame } from '../../../contract/chat';
import type { ChatEventHandler } from './chatEvents';

export interface ChatSocketOptions {
  /** The socket's path on this origin (chat/Session's socketPath). */
  path: string;
  token: () => string | null;
  /** Refreshes the access token (the console's refresh: `token` then answers the new one). */
  refresh: () => Promise<boolean>;
  /** The last message id the screen has seen: a reconnect resumes after it. */
  lastSeenId: () => number;
  onEvent: ChatEventHandler;
  /** The browser's WebSocket and location (tests give their own). */
  WebSocket?: typeof WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
}

export interface ChatSocket {
  close(): void;
}

const BACKOFF_MS = { first: 500, max: 30_000 };
/** The attempt whose backoff a `busy` refusal waits at least: 4 s, then 8, 16, 30. */
const BUSY_ATTEMPT = 3;
const PING_MS = 25_000;
const RENEW_BEFORE_MS = 60_000;

export const socketUrl = (path: string, location: Pick<Location, 'protocol' | 'host'>) => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;

/** The wait before reconnect attempt `n` (0 first): doubling from half a second up to 30 s, with some jitter. */
export const backoff = (attempt: number, random = Math.random) => Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** attempt) * (0.75 + random() / 2);

export function connectChatSocket(options: ChatSocketOptions): ChatSocket {
  const Socket = options.WebSocket ?? WebSocket;
  const url = socketUrl(options.path, options.location ?? window.location);
  let socket: WebSocket | null = null;
  let closed = false;
  let attempts = 0;
  let readyOnce = false;
  /** Whether this socket's first ready follows a gap (an earlier socket was ready): it resumes once. */
  let resumeDue = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let ping: ReturnType<typeof setInterval> | undefined;
  let sentToken: string | null = null;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const send = (frame: ChatClientFrame) => {
    if (socket?.readyState === Socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const authenticate = () => {
    sentToken = options.token();
    if (sentToken) send({ type: 'auth', token: sentToken });
  };

  const onFrame = (frame: ChatServerFrame) => {
    switch (frame.type) {
      case 'ready':
        attempts = 0;
        // The first ready follows the screen's own loads; a new socket's first ready follows a gap: catch up on
        // it. A ready answering a renewed token on the same socket follows none: messages kept coming.
        if (resumeDue) send({ type: 'resume', afterId: options.lastSeenId() });
        resumeDue = false;
        readyOnce = true;
        later(Math.max(5_000, frame.expiresAt - Date.now() - RENEW_BEFORE_MS), () => void options.refresh().then(authenticate));
        return;
      case 'message':
        return options.onEvent({ kind: 'message', message: frame.message, channelType: frame.channelType });
      case 'channel':
        return options.onEvent({ kind: 'channel', channelUrl: frame.channelUrl, removed: frame.removed });
      case 'error':
        console.error('chat socket:', frame.message);
        return;
      case 'pong':
        return;
    }
  };

  const connect = () => {
    const current = new Socket(url);
    socket = current;
    resumeDue = readyOnce;
    current.onopen = () => {
      authenticate();
      ping = setInterval(() => (options.token() === sentToken ? send({ type: 'ping' }) : authenticate()), PING_MS);
    };
    current.onmessage = (event) => {
      try {
        onFrame(JSON.parse(String(event.data)) as ChatServerFrame);
      } catch (error) {
        console.error('chat socket: unreadable frame', error);
      }
    };
    current.onclose = (event) => {
      clearInterval(ping);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (closed || socket !== current || event.code === CHAT_SOCKET_CLOSE.revoked) return;
      if (event.code === CHAT_SOCKET_CLOSE.busy) attempts = Math.max(attempts, BUSY_ATTEMPT);
      const wait = event.code === CHAT_SOCKET_CLOSE.tooManyFrames ? backoff(Number.POSITIVE_INFINITY) : backoff(attempts++);
      // Closed for an expired token: a fresh one first.
      if (event.code === CHAT_SOCKET_CLOSE.unauthorized) void options.refresh().finally(() => later(wait, connect));
      else later(wait, connect);
    };
  };
  connect();

  return {
    close() {
      closed = true;
      clearInterval(ping);
      for (const timer of timers) clearTimeout(timer);
      socket?.close();
    },
  };
}
