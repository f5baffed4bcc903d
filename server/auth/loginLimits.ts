/**
 * How many password logins the token endpoint takes, per username and per
 * client address (req.ip: the proxy's client when TRUST_PROXY says so).
 *
 * - Per username, 10 attempts a minute, whatever their outcome: no person signs
 *   in ten times a minute, and one account's lockout (5 consecutive failures,
 *   auth.service.ts) cannot be raced by a burst.
 * - Per address, 30 failed attempts a minute. An office shares one address, so
 *   successful logins do not count: each attempt takes a place while its password
 *   is checked (so a burst of guesses cannot all pass a count taken before any
 *   of them failed) and gives it back when it succeeds. 30 is Keycloak's failure
 *   figure (SECURITY.md §2); an office of 50 signing in at 9:00, one in five
 *   mistyping, makes about 10. It also bounds how many verifications from one
 *   address run at once: 30.
 * - Per address, 100 attempts a minute in all: twice a 50-person rush, and a
 *   ceiling on the CPU one address can spend. One scrypt verification costs
 *   about 0.2 to 0.4 s of a core (passwords.ts), so 100 a minute keep one address
 *   to at most two thirds of one core of the two we run on; a burst of 100 concurrent logins from one address is
 *   stopped by the failures bucket after 30, before it takes the CPU.
 */
import type { Db } from '../db/database';
import { m, type Text } from '../http/text';
import { type Bucket, giveBack, type Limit, takeAttempt } from './attempts';

export const LOGIN_LIMITS = {
  perUsername: { attempts: 10, windowSeconds: 60 },
  failedPerAddress: { attempts: 30, windowSeconds: 60 },
  perAddress: { attempts: 100, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;

/** The longest window: rows older than this count for nothing (pruning.ts deletes them). */
export const LOGIN_ATTEMPT_RETENTION_SECONDS = Math.max(...Object.values(LOGIN_LIMITS).map((l) => l.windowSeconds));

/** Either the seconds to wait, or `succeeded` to call when the login succeeds. */
export type LoginAttempt = { wait: number } | { succeeded: () => Promise<void> };

/** The buckets a login attempt takes a place in. */
export function loginBuckets(username: string, address: string): Bucket[] {
  return [
    { key: `user:${username.toLowerCase()}`, limit: LOGIN_LIMITS.perUsername },
    { key: `ip-failed:${address}`, limit: LOGIN_LIMITS.failedPerAddress },
    { key: `ip:${address}`, limit: LOGIN_LIMITS.perAddress },
  ];
}

export async function takeLoginAttempt(db: Db, username: string, address: string): Promise<LoginAttempt> {
  const buckets = loginBuckets(username, address);
  const taken = await takeAttempt(db, buckets);
  if ('wait' in taken) return taken;
  const failedOnly = buckets.find((b) => b.limit === LOGIN_LIMITS.failedPerAddress);
  const place = failedOnly && taken.rows.get(failedOnly.key);
  return { succeeded: () => giveBack(db, place === undefined ? [] : [place]) };
}

/** The refusal, singular or plural by the number of seconds. */
export function tooManyAttempts(wait: number): Text {
  return wait === 1 ? m`Too many login attempts. Try again in ${wait} second.` : m`Too many login attempts. Try again in ${wait} seconds.`;
}
