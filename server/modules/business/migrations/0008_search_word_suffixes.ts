import { type Kysely, sql } from 'kysely';
import { searchFunctions, trigramLookup, type VocabularyLookup } from './0002_businessSearchFunctions';
import { searchPageFunction } from './0005_business_search_speed';

/**
 * The vocabulary's words by their suffixes: a word holds a token exactly when
 * one of its suffixes starts with it, which a B-tree range finds in a few
 * page reads. The trigram index it replaces reads every trigram's posting
 * list, and the trigrams of a shop id or a phone number ('gb0', '049') are
 * held by tens of thousands of words: a rare term's lookup cost more than the
 * rest of its page (0.28 ms against 0.05 ms at 100,000 businesses).
 *
 * Suffixes of 3 letters or more (shorter tokens never use the vocabulary), in
 * byte order (COLLATE "C") so that the range is a prefix; tokens are runs of
 * letters and digits, so they hold no LIKE wildcard. Words are never deleted,
 * so the suffixes only follow insertions, by a statement trigger.
 */
const suffixLookup: VocabularyLookup = (token) =>
  sql.raw(`ARRAY(SELECT DISTINCT x.word_id FROM search_word_suffixes x WHERE x.suffix >= ${token} AND x.suffix < ${token} || chr(1114111))`);

const ADD_SUFFIXES = sql`
  CREATE FUNCTION search_words_add_suffixes() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    INSERT INTO search_word_suffixes (suffix, word_id)
    SELECT substr(a.word, i), a.id FROM added a, generate_series(1, length(a.word) - 2) i;
    RETURN NULL;
  END
  $fn$`;

async function applyLookup(db: Kysely<unknown>, lookup: VocabularyLookup): Promise<void> {
  for (const fn of [...searchFunctions(lookup), searchPageFunction(lookup)]) await fn.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE search_word_suffixes (suffix text COLLATE "C" NOT NULL, word_id integer NOT NULL, PRIMARY KEY (suffix, word_id))`.execute(db);
  await sql`INSERT INTO search_word_suffixes (suffix, word_id) SELECT substr(w.word, i), w.id FROM search_words w, generate_series(1, length(w.word) - 2) i`.execute(db);
  await ADD_SUFFIXES.execute(db);
  await sql`CREATE TRIGGER search_words_suffixes AFTER INSERT ON search_words REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_suffixes()`.execute(
    db,
  );
  await applyLookup(db, suffixLookup);
  await sql`DROP INDEX search_words_trgm`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)`.execute(db);
  await applyLookup(db, trigramLookup);
  await sql`DROP TRIGGER search_words_suffixes ON search_words`.execute(db);
  await sql`DROP FUNCTION search_words_add_suffixes()`.execute(db);
  await sql`DROP TABLE search_word_suffixes`.execute(db);
}
