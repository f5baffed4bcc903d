import { type Kysely, sql } from 'kysely';
import { trigramLookup, type VocabularyLookup } from './0002_businessSearchFunctions';

/**
 * The business list's usual request in one call: a search term, no other
 * filter, name order (businessSearchPage.ts). It answers the same rows as the
 * general path (businessList.repository.ts: the exact total, then the matches'
 * ids sorted when few match, else a walk of the name index over a widening
 * window; the columns of businessRows.ts), but:
 * - the term's words are looked up in the vocabulary once, for the total and
 *   the matches' ids together (the trigram lookup costs more than the rest of
 *   a rare term's page);
 * - its statements are planned once per connection, where the general path's
 *   are planned on every request (planning the row columns' subqueries costs
 *   about as much as running them). PL/pgSQL would otherwise plan them anew on
 *   every call too: a plan for the actual arrays (a page of 1 id, say) is
 *   estimated cheaper than the plan for any array, so PostgreSQL never settles
 *   on the latter. The generic plans are the ones wanted here: index lookups by
 *   id, and walks of the name index under a LIMIT;
 * - the server waits for one round trip instead of two or more.
 * businessList.plans.test.ts checks that both paths answer the same rows.
 */
export const searchPageFunction = (lookup: VocabularyLookup) => sql`
  CREATE OR REPLACE FUNCTION search_business_page(term text, descending boolean, page_size integer, page_offset bigint, few integer, margin integer, min_window integer)
  RETURNS TABLE (
    id integer, "shopId" text, sid text, name text, "statusId" integer, status text, phone text,
    city text, state text, country text, "salesRep" text, "parentId" integer, date_created timestamptz, total integer
  ) LANGUAGE plpgsql STABLE STRICT ROWS 10 SET jit = off SET plan_cache_mode = force_generic_plan AS $fn$
  DECLARE
    tokens text[] := ARRAY(SELECT search_tokens(term));
    patterns text[] := ARRAY(SELECT '%' || t || '%' FROM unnest(tokens) t);
    words integer[];
    ids integer[];
    matches integer;
    every integer;
    expected integer;
    walk_window bigint;
    page integer[];
  BEGIN
    -- The total and, when at most \`few\` match, their ids; as search_business_count and search_business_ids answer them.
    IF cardinality(tokens) = 1 AND length(tokens[1]) >= 3 THEN
      words := ${lookup('tokens[1]')};
      IF cardinality(words) = 1 THEN
        matches := (SELECT w.business_count FROM search_words w WHERE w.id = words[1]);
        IF matches <= few THEN
          ids := ARRAY(SELECT p.business_id FROM business_search_words p WHERE p.word_id = words[1]);
        END IF;
      ELSE
        ids := ARRAY(
          SELECT DISTINCT p.business_id FROM unnest(words) AS x(id)
          CROSS JOIN LATERAL (SELECT p.business_id FROM business_search_words p WHERE p.word_id = x.id OFFSET 0) p);
      END IF;
    ELSE
      ids := ARRAY(SELECT search_business_ids(term));
    END IF;
    matches := coalesce(matches, cardinality(ids));
    IF matches = 0 OR page_offset >= matches THEN RETURN; END IF;
    IF matches > few THEN ids := NULL; END IF;

    IF ids IS NULL THEN
      every := greatest((SELECT coalesce(sum(n), 0)::int FROM business_status_counts), matches);
      expected := least(page_size, matches - page_offset);
      walk_window := greatest(min_window, ceil(((page_offset + page_size)::numeric * margin * every) / matches));
      LOOP
        -- The window's own LIMIT keeps the walk on the covering index, reading no table row.
        IF descending THEN
          page := ARRAY(
            SELECT w.business_id FROM (
              SELECT s.business_id, s.name_key, s.text FROM business_search s ORDER BY s.name_key DESC, s.business_id DESC LIMIT walk_window
            ) w
            WHERE w.text LIKE ALL (patterns) ORDER BY w.name_key DESC, w.business_id DESC LIMIT page_size OFFSET page_offset);
        ELSE
          page := ARRAY(
            SELECT w.business_id FROM (
              SELECT s.business_id, s.name_key, s.text FROM business_search s ORDER BY s.name_key, s.business_id LIMIT walk_window
            ) w
            WHERE w.text LIKE ALL (patterns) ORDER BY w.name_key, w.business_id LIMIT page_size OFFSET page_offset);
        END IF;
        EXIT WHEN cardinality(page) >= expected;
        -- The window held every business the walk may pass and still too few matched: sort the matches.
        IF walk_window >= every THEN
          ids := ARRAY(SELECT search_business_ids(term));
          page := NULL;
          EXIT;
        END IF;
        walk_window := least(walk_window * 8, every);
      END LOOP;
    END IF;
    IF page IS NULL AND descending THEN
      page := ARRAY(SELECT b.id FROM businesses b WHERE b.id = ANY (ids) ORDER BY lower(b.name) DESC, b.id DESC LIMIT page_size OFFSET page_offset);
    ELSIF page IS NULL THEN
      page := ARRAY(SELECT b.id FROM businesses b WHERE b.id = ANY (ids) ORDER BY lower(b.name), b.id LIMIT page_size OFFSET page_offset);
    END IF;

    -- The columns of businessRows.ts's withColumns.
    RETURN QUERY
      SELECT b.id, b.shop_id::text, b.sid::text, b.name::text, b.status_id, (SELECT s.text FROM lookups s WHERE s.id = b.status_id)::text, b.phone::text,
        (SELECT a.city FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')::text,
        (SELECT a.state FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')::text,
        (SELECT a.country FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')::text,
        (SELECT r.text FROM lookups r WHERE r.id = b.sales_rep_id)::text, b.parent_id, b.date_created, matches
      FROM unnest(page) WITH ORDINALITY AS p(id, ord) JOIN businesses b ON b.id = p.id
      ORDER BY p.ord;
  END
  $fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await searchPageFunction(trigramLookup).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS search_business_page(text, boolean, integer, bigint, integer, integer, integer)`.execute(db);
}
