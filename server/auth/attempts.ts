/**
 * Login rate limit, kept in the database so every server instance shares it:
 * at most `limit` attempts per window for each bucket (a username, an address).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export const LOGIN_LIMIT = { attempts: 10, windowSeconds: 60 } as const;

/** Records an attempt in each bucket; answers the seconds to wait when one is full. */
export async function takeAttempt(db: Db, buckets: string[], limit = LOGIN_LIMIT): Promise<number | null> {
  const since = sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`;
  const after = sql<boolean>`attempted_at > ${since}`;
  const rows = await db
    .selectFrom('login_attempts')
    .select(['bucket', sql<number>`count(*)::int`.as('n'), sql<number>`extract(epoch from (min(attempted_at) - ${since}))::float`.as('wait')])
    .where('bucket', 'in', buckets)
    .where(after)
    .groupBy('bucket')
    .execute();
  const full = rows.filter((r) => Number(r.n) >= limit.attempts);
  if (full.length > 0) return Math.max(1, Math.ceil(Math.max(...full.map((r) => Number(r.wait)))));
  await db.insertInto('login_attempts').values(buckets.map((bucket) => ({ bucket }))).execute();
  await db.deleteFrom('login_attempts').where(sql<boolean>`attempted_at < now() - interval '1 hour'`).execute();
  return null;
}
