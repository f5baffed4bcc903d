import type { Kysely } from 'kysely';

/**
 * The periodic pruning (server/auth/prune.ts) deletes login attempts by age alone: without
 * this index each run would read the whole table (the existing one leads with the bucket).
 * Refresh tokens are pruned by family (refresh_tokens_family_idx) and download tokens by
 * expiry (download_tokens_expires_idx): both indexed already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('login_attempts_attempted_at_idx').on('login_attempts').column('attempted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_attempted_at_idx').ifExists().execute();
}
