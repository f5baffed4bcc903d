import { type Kysely, sql } from 'kysely';

/**
 * Download tokens (User/GetDownloadToken): single-use, short-lived, bound to the
 * user who asked for one. Only the SHA-256 hash of a token is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('download_tokens')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  // Pruning deletes by expiry.
  await db.schema.createIndex('download_tokens_expires_idx').on('download_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_tokens').ifExists().execute();
}
