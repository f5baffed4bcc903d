import { type Kysely, sql } from 'kysely';

/**
 * The API's rate limits, counted across processes (server/plugins/rateCounter.ts): calls per key (a user, a client
 * address) per window of a minute, each process adding what it counted once a second. UNLOGGED: a count is of no
 * use a few minutes later, so it is not worth the write-ahead log (PostgreSQL empties the table after a crash,
 * which at worst lets a key start its minute again). The key leads with the window, which pruning deletes by
 * (server/auth/prune.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNLOGGED TABLE rate_counts (
    window_start timestamptz NOT NULL,
    key varchar(100) NOT NULL,
    hits integer NOT NULL,
    PRIMARY KEY (window_start, key)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_counts').ifExists().execute();
}
