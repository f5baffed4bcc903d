/**
 * This process's chat sockets and what every API process announces (events.ts). Events are handled in the order
 * they arrive (commit order); the messages among those waiting are loaded together, once, and pushed to every
 * authenticated socket (every console user may see every channel); one whose message no longer exists is dropped.
 * A revocation, made here or announced by another process, closes the user's sockets opened
 * with tokens issued before it; one made here is announced, so the others close theirs and refuse its tokens.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_SOCKET_CLOSE, type ChatServerFrame, channelTypeOf } from '../../../../contract/chat';
import type { Revocation, Revocations } from '../../../auth/revocations';
import type { Db } from '../../../db/database';
import { announce, type ChatEvent } from '../events';
import type { ChatConnection } from './connection';
import { loadMessageFrames } from './messageFrames';

export class ChatHub {
  readonly connections = new Set<ChatConnection>();
  #waiting: ChatEvent[] = [];
  #draining: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly revocations: Revocations,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** An event announced by any process (this one included). */
  receive(event: ChatEvent): void {
    this.#waiting.push(event);
    this.#draining ??= this.#drain().finally(() => {
      this.#draining = null;
    });
  }

  /** Closes the sockets of a revoked user whose tokens it refuses; announces a revocation made here. */
  revoked({ userId, at, here }: Revocation): void {
    for (const connection of this.connections) {
      const identity = connection.identity;
      if (identity?.userId === userId && this.revocations.isRevoked(userId, identity.issuedAtMs)) connection.close(CHAT_SOCKET_CLOSE.revoked, 'session revoked');
    }
    if (here) announce(this.db, { kind: 'revoke', userId, at }).catch((err) => this.log.error({ err, event: 'chat.revoke.announce_failed', userId }, 'revocation not announced'));
  }

  closeAll(code: number, reason: string): void {
    for (const connection of this.connections) connection.close(code, reason);
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const events = this.#waiting;
      this.#waiting = [];
      try {
        await this.#handle(events);
      } catch (err) {
        this.log.error({ err, event: 'chat.events.failed', count: events.length }, 'chat events not pushed');
      }
    }
  }

  async #handle(events: ChatEvent[]): Promise<void> {
    const ids = events.flatMap((e) => (e.kind === 'message' ? [e.id] : []));
    const messages = new Map((await loadMessageFrames(this.db, { ids })).map((frame) => [frame.id, frame]));
    for (const event of events) {
      if (event.kind === 'message') {
        const frame = messages.get(event.id);
        if (frame) for (const connection of this.connections) connection.pushMessage(frame);
      } else if (event.kind === 'channel') {
        const frame: ChatServerFrame = { type: 'channel', channelUrl: event.url, channelType: channelTypeOf(event.channelType), removed: event.removed };
        const json = JSON.stringify(frame);
        for (const connection of this.connections) connection.pushFrame(json);
      } else this.revocations.record(event.userId, event.at);
    }
  }
}
