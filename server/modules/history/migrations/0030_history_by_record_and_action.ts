/**
 * The Activity screen filtered by a record id alone or by an action (bench:history with 5,000,000 entries: without
 * these, each read the whole record index or the whole table, 0.3 s and over 1 s a call).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX change_history_by_record_id ON change_history (record_id, changed_at)`.execute(db);
  await sql`CREATE INDEX change_history_by_action ON change_history (action, changed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX change_history_by_action`.execute(db);
  await sql`DROP INDEX change_history_by_record_id`.execute(db);
}
