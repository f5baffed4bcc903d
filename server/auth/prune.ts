/**
 * Deletes what the auth service no longer needs: refresh-token families that
 * can no longer be used, login attempts older than every limit's window,
 * expired download tokens, the rate limits' past windows, and this process's
 * revocation records older than the access-token lifetime. pruneJob.ts runs it periodically.
 *
 * Several servers may prune one database at the same time: each DELETE only
 * removes rows that are of no use to anyone, so running it twice removes
 * nothing more; the same statement locks rows in the same order, so two
 * instances wait on each other and the second finds the rows gone.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { RATE_COUNT_RETENTION_MS } from '../plugins/rateCounter';
import { LOGIN_ATTEMPT_RETENTION_SECONDS } from './loginLimits';
import type { RefreshPolicy } from './refreshTokens';
import type { Revocations } from './revocations';

export interface Pruned {
  refreshTokens: number;
  loginAttempts: number;
  downloadTokens: number;
  rateCounts: number;
  revocations: number;
}

export interface PruneOptions {
  refresh: RefreshPolicy;
  revocations: Revocations;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * A family's rows are deleted together, once none of them can be exchanged any more (revoked,
 * idle past REFRESH_IDLE_TTL or older than REFRESH_ABSOLUTE_TTL, as rotateRefreshToken decides,
 * on the same clock). Rows of a live family stay, revoked ones included: reusing one of them
 * is how a stolen token is detected (refreshTokens.ts).
 */
async function pruneRefreshTokens(db: Db, policy: RefreshPolicy, now: number): Promise<number> {
  const usedSince = new Date(now - policy.idleSeconds * 1000);
  const startedSince = new Date(now - policy.absoluteSeconds * 1000);
  const result = await db
    .deleteFrom('refresh_tokens as r')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens as live')
            .select(sql`1`.as('one'))
            .whereRef('live.family_id', '=', 'r.family_id')
            .where('live.revoked_at', 'is', null)
            .where('live.last_used_at', '>=', usedSince)
            .where('live.family_started_at', '>=', startedSince),
        ),
      ),
    )
    .executeTakeFirst();
  return count(result);
}

export async function pruneExpired(db: Db, opts: PruneOptions): Promise<Pruned> {
  const now = Date.now();
  const refreshTokens = await pruneRefreshTokens(db, opts.refresh, now);
  // Attempts are timed by the database's clock (attempts.ts), so their age is too.
  const loginAttempts = count(
    await db
      .deleteFrom('login_attempts')
      .where(sql<boolean>`attempted_at < now() - make_interval(secs => ${LOGIN_ATTEMPT_RETENTION_SECONDS})`)
      .executeTakeFirst(),
  );
  const downloadTokens = count(await db.deleteFrom('download_tokens').where('expires_at', '<=', new Date(now)).executeTakeFirst());
  // Windows are timed by the processes' clocks (plugins/rateCounter.ts), so their age is too.
  const rateCounts = count(await db.deleteFrom('rate_counts').where('window_start', '<', new Date(now - RATE_COUNT_RETENTION_MS)).executeTakeFirst());
  return { refreshTokens, loginAttempts, downloadTokens, rateCounts, revocations: opts.revocations.forgetExpired() };
}
