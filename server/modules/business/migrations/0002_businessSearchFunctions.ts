/**
 * The business list search's SQL functions (part of migration 0002; the index
 * they read is built in 0002_businessSearch.ts).
 *
 * A term's words (runs of letters and digits) must each occur in a business's
 * search text. For a word of 3 letters or more, the vocabulary words holding it
 * come from the trigram index and their businesses from an index-only scan; the
 * other words are checked in the texts of the businesses found that way. A term
 * of words shorter than 3 letters (no trigram to look up) scans the texts.
 *
 * They are PL/pgSQL so that their plans stay these index lookups, and so that the
 * calling query plans with a small estimate: the planner's guess for a LIKE with
 * a computed pattern (thousands of words) would make PostgreSQL JIT-compile it,
 * which costs more than the query.
 */
import { type RawBuilder, sql } from 'kysely';

/**
 * The ids of the vocabulary words holding a token of 3 letters or more, as an SQL array expression.
 * This migration reads the trigram index; 0008 replaces it with a lookup of the words' suffixes.
 */
export type VocabularyLookup = (token: string) => RawBuilder<unknown>;
export const trigramLookup: VocabularyLookup = (token) => sql.raw(`ARRAY(SELECT w.id FROM search_words w WHERE w.word LIKE '%' || ${token} || '%')`);

/** What separates words: anything but a letter or a digit. */
export const WORD_SEPARATORS = '[^[:alnum:]]+';

/** The words of a text, lower-cased, once each. The index and the queries both split with it. */
const TOKENS = sql`
  CREATE FUNCTION search_tokens(value text) RETURNS SETOF text LANGUAGE plpgsql IMMUTABLE STRICT ROWS 2 AS $fn$
  BEGIN
    RETURN QUERY SELECT DISTINCT t FROM regexp_split_to_table(lower(value), ${sql.lit(WORD_SEPARATORS)}) t WHERE t <> '';
  END
  $fn$`;

/**
 * The businesses whose search text holds every word of the term, once each. The word of 3 letters
 * or more that the fewest businesses hold leads; the businesses it finds are checked against the
 * other words in their texts.
 */
const businessIds = (words: VocabularyLookup) => sql`
  CREATE OR REPLACE FUNCTION search_business_ids(term text) RETURNS SETOF integer LANGUAGE plpgsql STABLE STRICT ROWS 500 SET jit = off AS $fn$
  DECLARE
    tokens text[] := ARRAY(SELECT search_tokens(term));
    patterns text[] := ARRAY(SELECT '%' || t || '%' FROM unnest(tokens) t);
    long text[] := ARRAY(SELECT t FROM unnest(tokens) t WHERE length(t) >= 3);
    token text;
    words integer[];
    held bigint;
    lead integer[];
    lead_held bigint;
  BEGIN
    IF cardinality(tokens) = 0 THEN RETURN; END IF;
    IF cardinality(long) = 0 THEN
      RETURN QUERY SELECT s.business_id FROM business_search s WHERE s.text LIKE ALL (patterns);
      RETURN;
    END IF;
    FOREACH token IN ARRAY long LOOP
      words := ${words('token')};
      IF cardinality(long) > 1 THEN
        -- OFFSET 0: the lateral subquery stays an index lookup per word.
        held := (SELECT count(*) FROM unnest(words) AS x(id) CROSS JOIN LATERAL (SELECT 1 FROM business_search_words p WHERE p.word_id = x.id OFFSET 0) p);
      END IF;
      IF lead IS NULL OR held < lead_held THEN lead := words; lead_held := held; END IF;
    END LOOP;
    RETURN QUERY SELECT c.business_id FROM (
        SELECT DISTINCT p.business_id FROM unnest(lead) AS x(id)
        CROSS JOIN LATERAL (SELECT p.business_id FROM business_search_words p WHERE p.word_id = x.id OFFSET 0) p
      ) c
      WHERE cardinality(tokens) = 1 OR (SELECT s.text FROM business_search s WHERE s.business_id = c.business_id) LIKE ALL (patterns);
  END
  $fn$`;

/**
 * How many businesses `search_business_ids` answers, without listing them: for a term of one word
 * held by one vocabulary word (the usual case), the count kept with that word.
 */
const businessCount = (words: VocabularyLookup) => sql`
  CREATE OR REPLACE FUNCTION search_business_count(term text) RETURNS integer LANGUAGE plpgsql STABLE STRICT SET jit = off AS $fn$
  DECLARE
    tokens text[] := ARRAY(SELECT search_tokens(term));
    words integer[];
  BEGIN
    IF cardinality(tokens) = 1 AND length(tokens[1]) >= 3 THEN
      words := ${words('tokens[1]')};
      IF cardinality(words) = 1 THEN
        RETURN (SELECT w.business_count FROM search_words w WHERE w.id = words[1]);
      END IF;
    END IF;
    RETURN (SELECT count(*) FROM search_business_ids(term));
  END
  $fn$`;

/** The functions that look words up in the vocabulary, built on a lookup (0008 re-creates them). */
export const searchFunctions = (words: VocabularyLookup) => [businessIds(words), businessCount(words)];
export const SEARCH_FUNCTIONS = [TOKENS, ...searchFunctions(trigramLookup)];
