/**
 * The change history read by user and by kind (issue 33): the Activity screen filters by who made a change and by
 * the kind of record, newest first, and a record's history reads its own entries by area, kind and id. The record
 * and scope indexes of 0020 serve a record's parts.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX change_history_by_user ON change_history (user_id, changed_at)`.execute(db);
  await sql`CREATE INDEX change_history_by_kind ON change_history (area, entity, changed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX change_history_by_kind`.execute(db);
  await sql`DROP INDEX change_history_by_user`.execute(db);
}
