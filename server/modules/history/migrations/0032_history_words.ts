/**
 * The Activity screen's text search by words (issue 33, bench:history): each entry's changed values (`changed`,
 * migration 0031) split into their words, one row per word and entry, indexed by word and then newest first, so a
 * text's first page is a range of that index read in order and stopped after the page. The trigram index it replaces
 * found a text's entries in any order: each search read and sorted all of them (0.15–0.6 s at 10 callers on
 * 5,000,000 entries).
 *
 * A word is a run of characters between separators: the ASCII characters other than letters and digits, and the
 * Latin-1, general and CJK punctuation and spaces (so "José" and "東京" are words; "555-3991" is two). Words are kept
 * in lower case (the database's lower()). A trigger adds the words of every entry inserted, whoever inserts it.
 * The functions here are the one definition of a word: the search (server/db/changeHistory.ts) calls them too.
 */
import { type Kysely, sql } from 'kysely';

/** Separators between words (a regular expression's bracket expression, as PostgreSQL reads it). */
const SEPARATORS = String.raw`[\u0001-\u002F\u003A-\u0040\u005B-\u0060\u007B-\u00BF\u2000-\u206F\u3000-\u303F\uFEFF]+`;

/** Adds the words of the entries after `afterId` (the backfill; a bulk load with the trigger disabled). */
export async function insertWords(db: Kysely<unknown>, afterId: number): Promise<void> {
  await sql`INSERT INTO change_history_words (word, changed_at, entry_id)
    SELECT w, h.changed_at, h.id FROM change_history h CROSS JOIN LATERAL history_words(h.changed) w WHERE h.id > ${afterId}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const separators = sql.lit(SEPARATORS);
  // A text's words, each once, in lower case. Not STRICT, so that the planner inlines it (a STRICT set-returning
  // function it calls apart: the trigger's cost on a save 0.12 ms, against 0.04 ms inlined).
  await sql`CREATE FUNCTION history_words(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT DISTINCT w FROM regexp_split_to_table(lower($1), ${separators}) w WHERE w <> '' $$`.execute(db);
  // A text's words in their order, in lower case, each between spaces (' 555 3991 '): a phrase of words is a LIKE on it.
  await sql`CREATE FUNCTION history_words_line(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT ' ' || btrim(regexp_replace(lower($1), ${separators}, ' ', 'g')) || ' ' $$`.execute(db);
  // The word of a text the index is asked for: its longest (the likeliest to be rare), the first of those.
  await sql`CREATE FUNCTION history_search_word(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT w FROM history_words($1) w ORDER BY length(w) DESC, w LIMIT 1 $$`.execute(db);
  // Whether a text holds a line of words (history_words_line of the text searched), in that order: the search's check
  // of each entry holding its word. In PL/pgSQL and costly to the planner, so that it is never inlined into a filter
  // the planner would rather run on every entry (bench:history: a parallel scan of all 5,000,000 entries, 30 s,
  // instead of the few hundred holding the word).
  await sql`CREATE FUNCTION history_holds_words(text, text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000
    AS $$ BEGIN RETURN history_words_line($1) LIKE '%' || $2 || '%'; END $$`.execute(db);
  await sql`CREATE TABLE change_history_words (word text NOT NULL, changed_at timestamptz NOT NULL, entry_id bigint NOT NULL)`.execute(db);
  await insertWords(db, 0);
  // Unique: each word once per entry, which lets the planner read a search's IN (…) as a join along this index.
  await sql`CREATE UNIQUE INDEX change_history_words_by_word ON change_history_words (word, changed_at, entry_id)`.execute(db);
  await sql`CREATE FUNCTION change_history_add_words() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO change_history_words (word, changed_at, entry_id) SELECT w, NEW.changed_at, NEW.id FROM history_words(NEW.changed) w;
      RETURN NULL;
    END $$`.execute(db);
  // For each row: a save records one entry, and a row trigger costs it less than a statement's with its transition
  // table. A bulk load had better disable it and call insertWords after.
  await sql`CREATE TRIGGER change_history_add_words AFTER INSERT ON change_history FOR EACH ROW EXECUTE FUNCTION change_history_add_words()`.execute(db);
  await sql`DROP INDEX change_history_by_changed`.execute(db);
  // The planner's statistics of the words now (autovacuum would take its time): how many entries hold a word.
  await sql`ANALYZE change_history_words`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX change_history_by_changed ON change_history USING gin (changed gin_trgm_ops)`.execute(db);
  await sql`DROP TRIGGER change_history_add_words ON change_history`.execute(db);
  await sql`DROP FUNCTION change_history_add_words()`.execute(db);
  await sql`DROP TABLE change_history_words`.execute(db);
  await sql`DROP FUNCTION history_holds_words(text, text)`.execute(db);
  await sql`DROP FUNCTION history_search_word(text)`.execute(db);
  await sql`DROP FUNCTION history_words_line(text)`.execute(db);
  await sql`DROP FUNCTION history_words(text)`.execute(db);
}
