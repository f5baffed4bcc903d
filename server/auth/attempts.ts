/**
 * Login rate limit, kept in the database so every server instance shares it:
 * at most `limit` attempts per window for each bucket (a username, an address).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export const LOGIN_LIMIT = { attempts: 10, windowSeconds: 60 } as const;

/**
 * Records an attempt in each bucket; answers the seconds to wait when one is full.
 * Count and insert run under a transaction-scoped advisory lock per bucket, so
 * concurrent attempts cannot all read the same count and pass together.
 */
export async function takeAttempt(db: Db, buckets: string[], limit = LOGIN_LIMIT): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Sorted, so two requests sharing buckets always lock them in the same order.
    for (const bucket of [...new Set(buckets)].sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(${`login_attempts:${bucket}`}))`.execute(trx);
    }
    const since = sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`;
    const after = sql<boolean>`attempted_at > ${since}`;
    const rows = await trx
      .selectFrom('login_attempts')
      .select(['bucket', sql<number>`count(*)::int`.as('n'), sql<number>`extract(epoch from (min(attempted_at) - ${since}))::float`.as('wait')])
      .where('bucket', 'in', buckets)
      .where(after)
      .groupBy('bucket')
      .execute();
    const full = rows.filter((r) => Number(r.n) >= limit.attempts);
    if (full.length > 0) return Math.max(1, Math.ceil(Math.max(...full.map((r) => Number(r.wait)))));
    await trx.insertInto('login_attempts').values(buckets.map((bucket) => ({ bucket }))).execute();
    await trx.deleteFrom('login_attempts').where(sql<boolean>`attempted_at < now() - interval '1 hour'`).execute();
    return null;
  });
}
