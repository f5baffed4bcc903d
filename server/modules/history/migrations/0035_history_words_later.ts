/**
 * An entry's words (migration 0032) added after its save's transaction rather than in it (bench:history: a save's
 * entry cost 0.3–0.4 ms more for its words' index entries, spread over that large index, each page's first change
 * after a checkpoint written whole to the log: the save 1.09–1.18× without its entry, against 1.05–1.08× with them
 * queued). The trigger now queues the entry (`change_history_unworded`: its id and time, a row at the end of a small
 * table), and the server adds the queued entries' words (../words.ts: every second, and before each text search, so a
 * search finds a change at once). A queued entry is deleted in the transaction that adds its words: none is lost or
 * added twice, whichever process does it.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE change_history_unworded (entry_id bigint PRIMARY KEY, changed_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION change_history_add_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO change_history_unworded (entry_id, changed_at) VALUES (NEW.id, NEW.changed_at);
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO change_history_words (word, changed_at, entry_id)
    SELECT w, h.changed_at, h.id FROM change_history_unworded u JOIN change_history h ON h.id = u.entry_id CROSS JOIN LATERAL history_words(h.changed) w
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`DROP TABLE change_history_unworded`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION change_history_add_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO change_history_words (word, changed_at, entry_id) SELECT w, NEW.changed_at, NEW.id FROM history_words(NEW.changed) w;
      RETURN NULL;
    END $$`.execute(db);
}
