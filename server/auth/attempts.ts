/**
 * Attempt buckets, kept in the database so every server instance shares them:
 * each bucket (a username, an address) holds at most `attempts` rows per sliding
 * window. Login limits (loginLimits.ts) are built from them.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface Limit {
  attempts: number;
  windowSeconds: number;
}

export interface Bucket {
  key: string;
  limit: Limit;
}

/** Either the seconds to wait (a bucket is full) or the row taken in each bucket, by key. */
export type Taken = { wait: number } | { rows: Map<string, number> };

/**
 * Takes a place in every bucket, or in none when one is full. Count and insert
 * run under a transaction-scoped advisory lock per bucket, so concurrent
 * attempts cannot all read the same count and pass together.
 */
export async function takeAttempt(db: Db, buckets: Bucket[]): Promise<Taken> {
  return db.transaction().execute(async (trx) => {
    const keys = [...new Set(buckets.map((b) => b.key))].sort(); // sorted: requests sharing buckets lock them in one order
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${`login_attempts:${key}`}))`.execute(trx);
    const waits: number[] = [];
    for (const { key, limit } of buckets) {
      const since = sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`;
      const row = await trx
        .selectFrom('login_attempts')
        .select([sql<number>`count(*)::int`.as('n'), sql<number | null>`extract(epoch from (min(attempted_at) - ${since}))::float`.as('wait')])
        .where('bucket', '=', key)
        .where(sql<boolean>`attempted_at > ${since}`)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= limit.attempts) waits.push(Number(row.wait ?? limit.windowSeconds));
    }
    if (waits.length > 0) return { wait: Math.max(1, Math.ceil(Math.max(...waits))) };
    const inserted = await trx
      .insertInto('login_attempts')
      .values(keys.map((bucket) => ({ bucket })))
      .returning(['id', 'bucket'])
      .execute();
    return { rows: new Map(inserted.map((r) => [r.bucket, r.id])) };
  });
}

/** Gives places back (an attempt that must not count, such as a successful login in a failures-only bucket). */
export async function giveBack(db: Db, rowIds: number[]): Promise<void> {
  if (rowIds.length > 0) await db.deleteFrom('login_attempts').where('id', 'in', rowIds).execute();
}
