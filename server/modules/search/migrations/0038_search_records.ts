/**
 * The palette's searched texts stored (issue 35, server/modules/search/searchSql.ts): `search_records` holds, for
 * each searchable record of each kind, its words' text and its title key as migration 0036 defined them, kept by
 * statement-level triggers whoever writes the tables. Migration 0036 indexed the expressions on the tables
 * themselves: a trigram index finds candidates, and each candidate's text is then checked again, which for an
 * expression means reading the record's wide row and computing its text anew (lower(), translate(), the
 * concatenation). A fragment whose trigrams are common while the whole is rare (".coll" in every "Collision") checked
 * 25,000 rows that way, 50–130 ms; a stored text checks them a tenth as dear. The kinds share one table, each its own
 * partial trigram index (a fragment common in one kind does not slow the others), and one title index
 * (kind, title_key, record_id) read in the palette's order. 0036's indexes are dropped: nothing reads them now.
 *
 * What makes a record searchable is here too: platform users only (no business, not deleted, not a sales rep), so
 * the triggers also follow sales_reps.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { SEARCHED, wordsText, down as dropTableIndexes, up as createTableIndexes } from './0036_search_indexes';

type Table = keyof typeof SEARCHED;

/** Each searched table: its kind (contract/search.ts), and which of its rows are searchable (its alias `t`). */
const KINDS: Record<Table, { kind: string; searchable?: string }> = {
  businesses: { kind: 'business' },
  users: { kind: 'user', searchable: 't.business_id IS NULL AND NOT t.is_deleted AND NOT EXISTS (SELECT 1 FROM sales_reps s WHERE s.user_id = t.id)' },
  devices: { kind: 'device' },
  chat_channels: { kind: 'chatChannel' },
};

const TABLES = Object.keys(KINDS) as Table[];

/** The columns a row's searchable state is read from besides its texts (an update of another leaves it as it was). */
const STATE: Partial<Record<Table, string[]>> = { users: ['business_id', 'is_deleted'] };

/** What a row of `table` (alias `t`) stores: its words' text and title key. */
const stored = (table: Table) => ({ words: wordsText(SEARCHED[table].texts('t')), key: SEARCHED[table].title('t') });

/** Makes the stored rows of the given records of `table` what they are now (none when gone or not searchable). */
function refreshFunction(table: Table): RawBuilder<unknown> {
  const { kind, searchable } = KINDS[table];
  const { words, key } = stored(table);
  return sql`CREATE FUNCTION ${sql.id(`search_records_${table}`)}(ids integer[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $fn$
    BEGIN
      IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
      DELETE FROM search_records r WHERE r.kind = ${sql.lit(kind)} AND r.record_id = ANY(ids)
        AND NOT EXISTS (SELECT 1 FROM ${sql.table(table)} t WHERE t.id = r.record_id ${searchable ? sql.raw(`AND ${searchable}`) : sql``});
      -- An upsert: two writers refreshing one record (a user saved while named a sales rep) do not collide.
      INSERT INTO search_records (kind, record_id, words, title_key)
        SELECT ${sql.lit(kind)}, t.id, ${words}, ${key} FROM ${sql.table(table)} t
        WHERE t.id = ANY(ids) ${searchable ? sql.raw(`AND ${searchable}`) : sql``}
        ON CONFLICT (kind, record_id) DO UPDATE SET words = EXCLUDED.words, title_key = EXCLUDED.title_key;
    END
    $fn$`;
}

type Event = 'INSERT' | 'UPDATE' | 'DELETE';
const EVENTS: Event[] = ['INSERT', 'UPDATE', 'DELETE'];

/** The ids an event's rows ask to refresh: every row inserted or deleted; an updated row whose texts or state changed. */
function changedIds(table: Table, event: Event): RawBuilder<unknown> {
  if (event === 'INSERT') return sql`SELECT id FROM new_table`;
  if (event === 'DELETE') return sql`SELECT id FROM old_table`;
  const texts = (alias: string) => {
    const columns = [...SEARCHED[table].texts(alias), ...(STATE[table] ?? []).map((c) => sql.ref(`${alias}.${c}`))];
    return sql`(${sql.join(columns)})`;
  };
  return sql`SELECT n.id FROM new_table n JOIN old_table o ON o.id = n.id WHERE ${texts('n')} IS DISTINCT FROM ${texts('o')}`;
}

const referencing = (event: Event) => [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');

/** A statement-level trigger on `table` passing the ids `ids` selects (from its transition tables) to `refresh`. */
async function createTrigger(db: Kysely<unknown>, table: string, event: Event, refresh: string, ids: RawBuilder<unknown>): Promise<void> {
  const fn = `${table}_palette_${event.toLowerCase()}`;
  await sql`CREATE FUNCTION ${sql.raw(fn)}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM ${sql.raw(refresh)}(ARRAY(SELECT DISTINCT id FROM (${ids}) changed(id) WHERE id IS NOT NULL));
      RETURN NULL;
    END
    $fn$`.execute(db);
  await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON ${table} REFERENCING ${referencing(event)} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
}

/** sales_reps: a user named a sales rep leaves the platform users searched, and comes back when no longer one. */
const SALES_REPS_IDS: Record<Event, RawBuilder<unknown>> = {
  INSERT: sql`SELECT user_id FROM new_table`,
  UPDATE: sql`SELECT user_id FROM new_table UNION SELECT user_id FROM old_table`,
  DELETE: sql`SELECT user_id FROM old_table`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE search_records (
    kind text NOT NULL,
    record_id integer NOT NULL,
    words text NOT NULL,
    title_key text COLLATE "C" NOT NULL,
    PRIMARY KEY (kind, record_id)
  )`.execute(db);
  for (const table of TABLES) {
    const { kind, searchable } = KINDS[table];
    const { words, key } = stored(table);
    await sql`INSERT INTO search_records (kind, record_id, words, title_key)
      SELECT ${sql.lit(kind)}, t.id, ${words}, ${key} FROM ${sql.table(table)} t ${searchable ? sql.raw(`WHERE ${searchable}`) : sql``}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`search_records_words_${kind}`)} ON search_records USING gin (words gin_trgm_ops) WHERE kind = ${sql.lit(kind)}`.execute(db);
    await refreshFunction(table).execute(db);
    for (const event of EVENTS) await createTrigger(db, table, event, `search_records_${table}`, changedIds(table, event));
  }
  for (const event of EVENTS) await createTrigger(db, 'sales_reps', event, 'search_records_users', SALES_REPS_IDS[event]);
  await sql`CREATE INDEX search_records_title ON search_records (kind, title_key, record_id)`.execute(db);
  await sql`ANALYZE search_records`.execute(db);
  await dropTableIndexes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES, 'sales_reps']) {
    for (const event of EVENTS) {
      const fn = `${table}_palette_${event.toLowerCase()}`;
      await sql.raw(`DROP TRIGGER IF EXISTS ${fn} ON ${table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${fn}()`).execute(db);
    }
  }
  for (const table of TABLES) await sql.raw(`DROP FUNCTION IF EXISTS search_records_${table}(integer[])`).execute(db);
  await sql`DROP TABLE IF EXISTS search_records`.execute(db);
  await createTableIndexes(db);
}
