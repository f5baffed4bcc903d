/**
 * Access that ends now, not when the access token expires. Revoking a user's
 * refresh tokens (refreshTokens.ts) stops new access tokens; the ones already
 * issued would live on for up to ACCESS_TOKEN_TTL. So each app also remembers,
 * per user, when their access was last taken away, and its access verifier
 * refuses a token of that user issued before then.
 *
 * Times are in milliseconds: access tokens carry `iat` with millisecond
 * precision (tokens.ts), so a token issued just before a revocation is refused
 * and one issued just after (a new login in the same second) is not. A record
 * is kept for the access token lifetime: older tokens have expired anyway.
 *
 * The record is in-process and per app (made in buildApp). Its listeners
 * (`onRevoke`) hear of each revocation: the chat hub closes the user's sockets
 * and announces it to the other servers, which `record` it, so their access
 * tokens end there too (without the announcement, at the latest with their
 * lifetime, as the refresh tokens they depend on are revoked in the database).
 */
import { type Db, inTransaction } from '../db/database';
import { revokeAllForUser } from './refreshTokens';

/** A user's access taken away at `at` (ms): here, or by another server (`record`). */
export interface Revocation {
  userId: number;
  at: number;
  here: boolean;
}

export interface Revocations {
  /** Refuses, from now on, the user's access tokens issued before now. */
  revoke(userId: number): void;
  /** Refuses the user's access tokens issued before `at`, a revocation another server made. */
  record(userId: number, at: number): void;
  /** Calls `listener` after each revocation that moves a user's record forward; answers how to stop. */
  onRevoke(listener: (revocation: Revocation) => void): () => void;
  /** Whether a token of the user issued at `issuedAtMs` was issued before their access last ended. */
  isRevoked(userId: number, issuedAtMs: number): boolean;
  /** Forgets the records older than the access-token lifetime (their tokens have expired); answers how many. */
  forgetExpired(): number;
}

export function createRevocations(opts: { retainMs: number; now?: () => number }): Revocations {
  const now = opts.now ?? Date.now;
  const revokedAt = new Map<number, number>();
  const listeners = new Set<(revocation: Revocation) => void>();
  const forgetOld = (t: number) => {
    let forgotten = 0;
    for (const [userId, at] of revokedAt) {
      if (at + opts.retainMs < t) {
        revokedAt.delete(userId);
        forgotten += 1;
      }
    }
    return forgotten;
  };
  const advance = (revocation: Revocation) => {
    forgetOld(now());
    if (revocation.at <= (revokedAt.get(revocation.userId) ?? 0)) return;
    revokedAt.set(revocation.userId, revocation.at);
    for (const listener of listeners) listener(revocation);
  };
  return {
    revoke: (userId) => advance({ userId, at: now(), here: true }),
    record: (userId, at) => advance({ userId, at, here: false }),
    onRevoke(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isRevoked(userId, issuedAtMs) {
      const at = revokedAt.get(userId);
      return at !== undefined && issuedAtMs < at;
    },
    forgetExpired: () => forgetOld(now()),
  };
}

/** Ends a user's sessions inside a transaction: see `inTransactionEndingSessions`. */
export type EndSessions = (userId: number) => Promise<void>;

/**
 * Runs `fn` in one transaction (the caller's when `db` is one). `endSessions(userId)`
 * revokes the user's refresh tokens in it; once it has committed, their access
 * tokens issued so far are refused too. Nothing is revoked when `fn` fails.
 */
export async function inTransactionEndingSessions<T>(db: Db, revocations: Revocations, fn: (trx: Db, endSessions: EndSessions) => Promise<T>): Promise<T> {
  const ended = new Set<number>();
  const result = await inTransaction(db, (trx) =>
    fn(trx, async (userId) => {
      await revokeAllForUser(trx, userId);
      ended.add(userId);
    }),
  );
  for (const userId of ended) revocations.revoke(userId);
  return result;
}
