/**
 * The Activity screen's text search (issue 33), fast at millions of entries: each entry keeps, as text, the values
 * its change set and replaced (`changed`: the fields that differ between before and after, both sides; all of a
 * creation's or a deletion's), written by recordChange and read through a trigram index. Searching whole snapshots
 * read every entry's values (bench:history: timeouts at 5,000,000 entries) and matched every edit of a record that
 * merely holds the text.
 *
 * Lighter to write: the record-id index is folded into the record index (record id first, so it serves a record id
 * alone and a record of a kind), and the action index keeps only the actions other than updates (an update, most
 * entries, is found by the time index at once).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE change_history ADD COLUMN changed text NOT NULL DEFAULT ''`.execute(db);
  // The entries already written: the append-only rule set aside for this one backfill of the new column.
  await sql`ALTER TABLE change_history DISABLE TRIGGER change_history_append_only`.execute(db);
  await sql`UPDATE change_history h SET changed = coalesce((
      SELECT string_agg(CASE WHEN jsonb_typeof(s.value) = 'string' THEN s.value #>> '{}' ELSE s.value::text END, ' ' ORDER BY k.key, s.side)
      FROM (SELECT jsonb_object_keys(coalesce(h.before, '{}')) AS key UNION SELECT jsonb_object_keys(coalesce(h.after, '{}'))) k
      CROSS JOIN LATERAL (VALUES (0, h.before -> k.key), (1, h.after -> k.key)) s(side, value)
      WHERE (h.before -> k.key) IS DISTINCT FROM (h.after -> k.key) AND s.value IS NOT NULL AND jsonb_typeof(s.value) <> 'null'
    ), '')`.execute(db);
  await sql`ALTER TABLE change_history ENABLE TRIGGER change_history_append_only`.execute(db);
  await sql`CREATE INDEX change_history_by_changed ON change_history USING gin (changed gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX change_history_by_record_id`.execute(db);
  await sql`DROP INDEX change_history_by_record`.execute(db);
  await sql`CREATE INDEX change_history_by_record ON change_history (record_id, entity, changed_at)`.execute(db);
  await sql`DROP INDEX change_history_by_action`.execute(db);
  await sql`CREATE INDEX change_history_by_action ON change_history (action, changed_at) WHERE action <> 'update'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX change_history_by_action`.execute(db);
  await sql`CREATE INDEX change_history_by_action ON change_history (action, changed_at)`.execute(db);
  await sql`DROP INDEX change_history_by_record`.execute(db);
  await sql`CREATE INDEX change_history_by_record ON change_history (entity, record_id, changed_at)`.execute(db);
  await sql`CREATE INDEX change_history_by_record_id ON change_history (record_id, changed_at)`.execute(db);
  await sql`DROP INDEX change_history_by_changed`.execute(db);
  await sql`ALTER TABLE change_history DROP COLUMN changed`.execute(db);
}
