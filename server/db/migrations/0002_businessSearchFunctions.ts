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
import { sql } from 'kysely';

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
const BUSINESS_IDS = sql`
  CREATE FUNCTION search_business_ids(term text) RETURNS SETOF integer LANGUAGE plpgsql STABLE STRICT ROWS 500 SET jit = off AS $fn$
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
      words := ARRAY(SELECT w.id FROM search_words w WHERE w.word LIKE '%' || token || '%');
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
const BUSINESS_COUNT = sql`
  CREATE FUNCTION search_business_count(term text) RETURNS integer LANGUAGE plpgsql STABLE STRICT SET jit = off AS $fn$
  DECLARE
    tokens text[] := ARRAY(SELECT search_tokens(term));
    words integer[];
  BEGIN
    IF cardinality(tokens) = 1 AND length(tokens[1]) >= 3 THEN
      words := ARRAY(SELECT w.id FROM search_words w WHERE w.word LIKE '%' || tokens[1] || '%');
      IF cardinality(words) = 1 THEN
        RETURN (SELECT w.business_count FROM search_words w WHERE w.id = words[1]);
      END IF;
    END IF;
    RETURN (SELECT count(*) FROM search_business_ids(term));
  END
  $fn$`;

export const SEARCH_FUNCTIONS = [TOKENS, BUSINESS_IDS, BUSINESS_COUNT];
