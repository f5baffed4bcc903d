/**
 * One console's socket (contract/chat.ts, CHAT_SOCKET_PATH). The first frame must be `auth` within
 * AUTH_TIMEOUT_MS; until then nothing is pushed to it. `auth` again with a refreshed token moves the expiry (same
 * user only); the socket is closed with CHAT_SOCKET_CLOSE.unauthorized when its token expires unrenewed or a
 * token is bad. Frames are handled one at a time, in order, so an `auth` followed at once by `resume` works.
 * Frames and resumes are counted as they arrive, before they wait their turn (limits.ts): one past a limit closes
 * the socket with CHAT_SOCKET_CLOSE.tooManyFrames, and what was waiting is dropped.
 *
 * `resume` sends every message after an id; live messages arriving meanwhile wait and follow it, and no message
 * is sent twice on one socket (the last DELIVERED_REMEMBERED ids are remembered), so a reconnecting console
 * catches up without gaps or repeats. A frame that does not parse gets an `error` frame and the socket stays.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CHAT_SOCKET_CLOSE, type ChatClientFrame, type ChatServerFrame, chatClientFrame } from '../../../../contract/chat';
import { FRAMES, RESUMES, TokenBucket } from './limits';
import type { MessageFrame } from './messageFrames';

export const AUTH_TIMEOUT_MS = 5000;
const DELIVERED_REMEMBERED = 1000;
/** Past this much unsent output the console is not reading: the socket is closed rather than grow. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Who a verified token is for, and when it stops being valid. */
export interface Identity {
  userId: number;
  issuedAtMs: number;
  expiresAt: number;
}

export interface ConnectionDeps {
  /** Verifies an access token for console use; throws when it is bad, expired, revoked or without console roles. */
  identify(token: string): Promise<Identity>;
  /** The messages after an id, oldest first (RESUME_LIMIT at most). */
  messagesAfter(afterId: number): Promise<MessageFrame[]>;
  /** Called once, when the socket has authenticated or closed, whichever comes first: it no longer waits to. */
  doneWaiting(): void;
  log: FastifyBaseLogger;
}

type Pending = { id: number | null; json: string };

export class ChatConnection {
  identity: Identity | null = null;
  #frames: Promise<void> = Promise.resolve();
  #delivered = new Set<number>();
  /** Live frames held while a resume is being sent. */
  #held: Pending[] | null = null;
  #timer: NodeJS.Timeout;
  #frameBucket = new TokenBucket(FRAMES.burst, FRAMES.perSecond);
  #resumeBucket = new TokenBucket(RESUMES.burst, 1 / RESUMES.refillSeconds);
  /** Resumes received and not yet sent: one at most. */
  #resumesPending = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.#timer = setTimeout(() => this.close(CHAT_SOCKET_CLOSE.unauthorized, 'no auth frame'), AUTH_TIMEOUT_MS);
    socket.on('message', (data, isBinary) => {
      if (socket.readyState !== socket.OPEN) return; // closing: what was sent after is not read
      if (!this.#frameBucket.take()) return this.#tooMany('too many frames');
      const frame = isBinary ? null : parseFrame(String(data));
      if (frame?.type === 'resume') {
        if (this.#resumesPending > 0 || !this.#resumeBucket.take()) return this.#tooMany('too many resumes');
        this.#resumesPending += 1;
      }
      this.#frames = this.#frames.then(() => this.#receive(frame)).catch((err) => deps.log.error({ err, event: 'chat.socket.frame_failed' }, 'chat frame failed'));
    });
    socket.on('close', () => {
      clearTimeout(this.#timer);
      deps.doneWaiting();
    });
  }

  /** A message for every console: sent unless not authenticated yet or already sent. */
  pushMessage(frame: MessageFrame): void {
    this.#push({ id: frame.id, json: frame.json });
  }

  /** Any other frame for every console (a channel change). */
  pushFrame(json: string): void {
    this.#push({ id: null, json });
  }

  close(code: number, reason: string): void {
    clearTimeout(this.#timer);
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
  }

  #tooMany(reason: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.deps.log.warn({ event: 'chat.socket.too_many_frames', reason, userId: this.identity?.userId }, 'chat socket over its limits: closed');
    this.close(CHAT_SOCKET_CLOSE.tooManyFrames, reason);
  }

  #push(pending: Pending): void {
    if (!this.identity) return;
    if (this.#held) this.#held.push(pending);
    else this.#sendPending(pending);
  }

  #sendPending({ id, json }: Pending): void {
    if (id !== null) {
      if (this.#delivered.has(id)) return;
      this.#delivered.add(id);
      if (this.#delivered.size > DELIVERED_REMEMBERED) this.#delivered.delete(this.#delivered.values().next().value as number);
    }
    this.#sendJson(json);
  }

  #send(frame: ChatServerFrame): void {
    this.#sendJson(JSON.stringify(frame));
  }

  #sendJson(json: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.deps.log.warn({ event: 'chat.socket.slow', userId: this.identity?.userId }, 'chat socket not reading: closed');
      this.socket.close(1008, 'not reading');
      return;
    }
    this.socket.send(json);
  }

  async #receive(frame: ChatClientFrame | null): Promise<void> {
    try {
      await this.#handle(frame);
    } finally {
      if (frame?.type === 'resume') this.#resumesPending -= 1;
    }
  }

  async #handle(frame: ChatClientFrame | null): Promise<void> {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (!this.identity && frame?.type !== 'auth') return this.close(CHAT_SOCKET_CLOSE.unauthorized, 'the first frame must be auth');
    if (!frame) return this.#send({ type: 'error', message: 'unreadable frame: expected JSON text, one of auth, resume, ping' });
    if (frame.type === 'auth') return this.#authenticate(frame.token);
    if (frame.type === 'resume') return this.#resume(frame.afterId);
    this.#send({ type: 'pong' });
  }

  async #authenticate(token: string): Promise<void> {
    let identity: Identity;
    try {
      identity = await this.deps.identify(token);
    } catch {
      return this.close(CHAT_SOCKET_CLOSE.unauthorized, 'invalid or expired token');
    }
    if (this.identity && this.identity.userId !== identity.userId) return this.close(CHAT_SOCKET_CLOSE.unauthorized, 'a token of another user');
    this.identity = identity;
    this.deps.doneWaiting();
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.close(CHAT_SOCKET_CLOSE.unauthorized, 'token expired'), Math.max(0, identity.expiresAt - Date.now()));
    this.#send({ type: 'ready', userId: String(identity.userId), expiresAt: identity.expiresAt });
  }

  async #resume(afterId: number): Promise<void> {
    this.#held = [];
    let frames: MessageFrame[] = [];
    try {
      frames = await this.deps.messagesAfter(afterId);
    } catch (err) {
      this.deps.log.error({ err, event: 'chat.socket.resume_failed' }, 'chat resume failed');
      this.#send({ type: 'error', message: 'could not catch up: resume again' });
    }
    const held = this.#held;
    this.#held = null;
    for (const frame of frames) this.#sendPending(frame);
    for (const pending of held) this.#sendPending(pending);
  }
}

function parseFrame(text: string): ChatClientFrame | null {
  try {
    const parsed = chatClientFrame.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
