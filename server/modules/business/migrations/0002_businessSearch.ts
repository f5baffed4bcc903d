import { type Kysely, sql } from 'kysely';
import { SEARCH_FUNCTIONS, WORD_SEPARATORS } from './0002_businessSearchFunctions';

/**
 * The business list search (part of migration 0002).
 *
 * `business_search.text` is the lower-cased text a search matches: name, shop
 * id, sid, phone (as written and as digits), primary city, and the names and
 * emails of the business's live users (`name_key`, lower(name), is the list's
 * default order, indexed with the text so a search can walk it). Its words (runs of letters and digits)
 * form a vocabulary (`search_words`) with a trigram index, and
 * `business_search_words` lists each business's words. A term's words lead to
 * the matching businesses through two indexes, so an exact count is an
 * index-only scan rather than a recheck of every matching row.
 *
 * Statement-level triggers keep all three current, whoever writes businesses,
 * their primary address or their users. The users part reads users.business_id
 * and users.is_deleted (migration 0003): PL/pgSQL resolves them when the
 * function first runs, which is after every migration.
 */

/** What a user row contributes to its business's search text, and to which business. */
const searched = (row: string) =>
  `jsonb_build_array(${['business_id', 'given_name', 'family_name', 'email', 'is_deleted'].map((k) => `to_jsonb(${row}) -> '${k}'`).join(', ')})`;

type Event = 'INSERT' | 'UPDATE' | 'DELETE';

/** Per table and event: the ids of the businesses whose search text may have changed, from `new_rows` and `old_rows`. */
const TRIGGERS: [table: string, events: Event[], ids: string][] = [
  [
    'businesses',
    ['INSERT', 'UPDATE'],
    `SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
     WHERE o.id IS NULL OR (n.name, n.shop_id, n.sid, n.phone) IS DISTINCT FROM (o.name, o.shop_id, o.sid, o.phone)`,
  ],
  ['business_addresses', ['INSERT', 'UPDATE', 'DELETE'], `SELECT business_id FROM new_rows WHERE kind = 'primary' UNION SELECT business_id FROM old_rows WHERE kind = 'primary'`],
  // to_jsonb: these triggers are created before migration 0003 adds business_id and is_deleted to users.
  [
    'users',
    ['INSERT', 'UPDATE', 'DELETE'],
    `SELECT (to_jsonb(n) ->> 'business_id')::int FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
     WHERE o.id IS NULL OR ${searched('n')} IS DISTINCT FROM ${searched('o')}
     UNION SELECT (to_jsonb(o) ->> 'business_id')::int FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
     WHERE n.id IS NULL OR ${searched('n')} IS DISTINCT FROM ${searched('o')}`,
  ],
];

/**
 * Recomputes the search text of the given businesses, and the words of those whose text changed.
 * Scalar subqueries keep the plans index lookups even when statistics are empty (while seeding).
 */
const REFRESH = sql`
  CREATE FUNCTION business_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql
  -- regexp_split_to_table's estimate (1,000 rows a call) would otherwise make PostgreSQL JIT-compile these small statements.
  SET jit = off AS $fn$
  DECLARE
    changed integer[];
    removed_words integer[];
    added_words integer[];
  BEGIN
    IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
    WITH saved AS (
      INSERT INTO business_search (business_id, name_key, text)
      SELECT x.id, lower(x.name), lower(concat_ws(chr(31), x.name, x.shop_id, x.sid, x.phone,
          nullif(regexp_replace(coalesce(x.phone, ''), '[^0-9]', '', 'g'), ''),
          (SELECT a.city FROM business_addresses a WHERE a.business_id = x.id AND a.kind = 'primary'),
          (SELECT string_agg(concat_ws(chr(31), u.given_name, u.family_name, u.email), chr(31) ORDER BY u.id)
             FROM users u WHERE u.business_id = x.id AND NOT u.is_deleted)))
      FROM unnest(ids) AS i(id) JOIN businesses x ON x.id = i.id
      -- The text holds the name, lower-cased like name_key: one changes when the other does.
      ON CONFLICT (business_id) DO UPDATE SET text = EXCLUDED.text, name_key = EXCLUDED.name_key
        WHERE business_search.text IS DISTINCT FROM EXCLUDED.text
      RETURNING business_id
    )
    SELECT array_agg(business_id) INTO changed FROM saved;
    IF changed IS NULL THEN RETURN; END IF;
    WITH removed AS (DELETE FROM business_search_words WHERE business_id = ANY(changed) RETURNING word_id)
    SELECT coalesce(array_agg(word_id), '{}') INTO removed_words FROM removed;
    -- New words are only visible through RETURNING within the statement that inserts them.
    WITH tokens AS MATERIALIZED (
      SELECT DISTINCT s.business_id, t AS word
      FROM unnest(changed) AS c(id) JOIN business_search s ON s.business_id = c.id, regexp_split_to_table(s.text, ${sql.lit(WORD_SEPARATORS)}) t
      WHERE t <> ''
    ), added AS (
      INSERT INTO search_words (word) SELECT DISTINCT word FROM tokens ORDER BY 1 ON CONFLICT (word) DO NOTHING RETURNING id, word
    ), listed AS (
      INSERT INTO business_search_words (word_id, business_id)
        SELECT coalesce(a.id, (SELECT w.id FROM search_words w WHERE w.word = t.word)), t.business_id
        FROM tokens t LEFT JOIN added a ON a.word = t.word
      RETURNING word_id
    )
    SELECT coalesce(array_agg(word_id), '{}') INTO added_words FROM listed;
    PERFORM business_search_count_words(added_words, removed_words);
  END
  $fn$`;

/**
 * Keeps `search_words.business_count` (how many businesses hold each word) by the postings a
 * refresh added and removed. The rows are locked in id order first, so concurrent saves that share
 * words (a city, a mail domain) wait for each other instead of deadlocking.
 */
const COUNT_WORDS = sql`
  CREATE FUNCTION business_search_count_words(added integer[], removed integer[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $fn$
  BEGIN
    PERFORM 1 FROM search_words WHERE id IN (SELECT unnest(added) UNION SELECT unnest(removed)) ORDER BY id FOR UPDATE;
    UPDATE search_words w SET business_count = w.business_count + d.delta
    FROM (
      SELECT x.id, sum(x.delta)::int AS delta
      FROM (SELECT unnest(added) AS id, 1 AS delta UNION ALL SELECT unnest(removed), -1) x
      GROUP BY x.id HAVING sum(x.delta) <> 0
    ) d
    WHERE w.id = d.id;
  END
  $fn$`;

export async function createBusinessSearch(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_search')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id').onDelete('cascade'))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  // The list's default order with the text alongside: a search walks it without reading a table row.
  await sql`CREATE INDEX business_search_name_idx ON business_search (name_key, business_id) INCLUDE (text)`.execute(db);
  // business_count changes with every save that adds or drops a word: room on each page keeps those updates HOT.
  await db.schema
    .createTable('search_words')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('word', 'text', (c) => c.notNull().unique())
    .addColumn('business_count', 'integer', (c) => c.notNull().defaultTo(0))
    .modifyEnd(sql`WITH (fillfactor = 70)`)
    .execute();
  await sql`CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)`.execute(db);
  // Derived rows, written in bulk: no foreign keys (their checks would double the cost); deletes are followed below.
  await db.schema
    .createTable('business_search_words')
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('business_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('business_search_words_pk', ['word_id', 'business_id'])
    .execute();
  await db.schema.createIndex('business_search_words_business_idx').on('business_search_words').column('business_id').execute();
  await COUNT_WORDS.execute(db);
  await REFRESH.execute(db);
  for (const fn of SEARCH_FUNCTIONS) await fn.execute(db);

  for (const [table, events, ids] of TRIGGERS) {
    for (const event of events) {
      // Transition tables are per event: an INSERT has no old rows and a DELETE no new ones, so empty ones stand in.
      const newRows = event === 'DELETE' ? `${table} WHERE false` : 'new_table';
      const oldRows = event === 'INSERT' ? `${table} WHERE false` : 'old_table';
      const fn = `${table}_search_${event.toLowerCase()}`;
      await sql
        .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN
          PERFORM business_search_refresh(ARRAY(
            WITH new_rows AS (SELECT * FROM ${newRows}), old_rows AS (SELECT * FROM ${oldRows})
            SELECT DISTINCT id FROM (${ids}) changed(id) WHERE id IS NOT NULL));
          RETURN NULL;
        END
        $fn$`)
        .execute(db);
      const referencing = [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');
      await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON ${table} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
    }
  }
  await sql`
    CREATE FUNCTION businesses_search_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE removed integer[];
    BEGIN
      WITH gone AS (DELETE FROM business_search_words WHERE business_id IN (SELECT id FROM old_table) RETURNING word_id)
      SELECT coalesce(array_agg(word_id), '{}') INTO removed FROM gone;
      PERFORM business_search_count_words('{}', removed);
      RETURN NULL;
    END
    $fn$`.execute(db);
  await sql`CREATE TRIGGER businesses_search_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_table FOR EACH STATEMENT EXECUTE FUNCTION businesses_search_delete()`.execute(
    db,
  );
}

export async function dropBusinessSearch(db: Kysely<unknown>): Promise<void> {
  for (const table of ['businesses', 'business_addresses', 'users']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_search_${event} ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${table}_search_${event}()`).execute(db);
    }
  }
  await sql`DROP FUNCTION IF EXISTS business_search_refresh(integer[])`.execute(db);
  await sql`DROP FUNCTION IF EXISTS business_search_count_words(integer[], integer[])`.execute(db);
  for (const fn of ['search_business_count(text)', 'search_business_ids(text)', 'search_tokens(text)']) await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
  for (const table of ['business_search_words', 'search_words', 'business_search']) await db.schema.dropTable(table).ifExists().execute();
}
