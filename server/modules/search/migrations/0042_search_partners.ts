/**
 * Partners stored among the palette's searched texts (search_records, migration 0038) as a kind of their own: a
 * business another names as its parent or grandparent has a `partner` row beside its `business` row, the same words
 * and title key, with its own trigram index, so partners are searched as every other kind is (searchSql.ts).
 * Until now each search found the heads anew (a walk along the parent and grandparent indexes, some 70 probes at
 * 100,000 businesses) and checked each: 0.5–2 ms of every palette call, a third of its time for a short query.
 *
 * Kept by statement-level triggers on businesses, whoever writes them: a business inserted, deleted or moved under
 * another refreshes its former and new parent and grandparent; a business whose texts change refreshes its own
 * partner row. A refresh first locks the businesses it refreshes, so that two transactions each taking a child away
 * from one parent see each other's change (the later one waits and reads the other's committed rows) and the parent
 * does not stay a partner with no child.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { SEARCHED, wordsText } from './0036_search_indexes';

type Event = 'INSERT' | 'UPDATE' | 'DELETE';
const EVENTS: Event[] = ['INSERT', 'UPDATE', 'DELETE'];

/** Whether business `t` heads another. */
const HEADS = sql`(EXISTS (SELECT 1 FROM businesses c WHERE c.parent_id = t.id) OR EXISTS (SELECT 1 FROM businesses c WHERE c.grandparent_id = t.id))`;

const texts = (alias: string) => sql`(${sql.join(SEARCHED.businesses.texts(alias))})`;
const lineage = (alias: string) => sql`(${sql.ref(`${alias}.parent_id`)}, ${sql.ref(`${alias}.grandparent_id`)})`;

/** The businesses an event's rows ask to refresh. */
const CHANGED: Record<Event, RawBuilder<unknown>> = {
  INSERT: sql`SELECT parent_id FROM new_table UNION SELECT grandparent_id FROM new_table`,
  DELETE: sql`SELECT id FROM old_table UNION SELECT parent_id FROM old_table UNION SELECT grandparent_id FROM old_table`,
  UPDATE: sql`SELECT n.id FROM new_table n JOIN old_table o ON o.id = n.id WHERE ${texts('n')} IS DISTINCT FROM ${texts('o')}
    UNION SELECT v.id FROM new_table n JOIN old_table o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (n.parent_id), (n.grandparent_id), (o.parent_id), (o.grandparent_id)) v(id)
      WHERE ${lineage('n')} IS DISTINCT FROM ${lineage('o')}`,
};

const triggerName = (event: Event) => `businesses_partners_${event.toLowerCase()}`;
const referencing = (event: Event) => [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');

export async function up(db: Kysely<unknown>): Promise<void> {
  const words = wordsText(SEARCHED.businesses.texts('t'));
  const key = SEARCHED.businesses.title('t');
  await sql`CREATE FUNCTION search_records_partners(ids integer[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $fn$
    BEGIN
      IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
      PERFORM 1 FROM businesses t WHERE t.id = ANY(ids) ORDER BY t.id FOR NO KEY UPDATE;
      DELETE FROM search_records r WHERE r.kind = 'partner' AND r.record_id = ANY(ids)
        AND NOT EXISTS (SELECT 1 FROM businesses t WHERE t.id = r.record_id AND ${HEADS});
      INSERT INTO search_records (kind, record_id, words, title_key)
        SELECT 'partner', t.id, ${words}, ${key} FROM businesses t WHERE t.id = ANY(ids) AND ${HEADS}
        ON CONFLICT (kind, record_id) DO UPDATE SET words = EXCLUDED.words, title_key = EXCLUDED.title_key;
    END
    $fn$`.execute(db);
  for (const event of EVENTS) {
    const fn = triggerName(event);
    await sql`CREATE FUNCTION ${sql.raw(fn)}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM search_records_partners(ARRAY(SELECT DISTINCT id FROM (${CHANGED[event]}) changed(id) WHERE id IS NOT NULL));
        RETURN NULL;
      END
      $fn$`.execute(db);
    await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON businesses REFERENCING ${referencing(event)} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
  }
  await sql`INSERT INTO search_records (kind, record_id, words, title_key) SELECT 'partner', t.id, ${words}, ${key} FROM businesses t WHERE ${HEADS}`.execute(db);
  await sql`CREATE INDEX search_records_words_partner ON search_records USING gin (words gin_trgm_ops) WHERE kind = 'partner'`.execute(db);
  await sql`ANALYZE search_records`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of EVENTS) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(event)} ON businesses`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS ${triggerName(event)}()`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS search_records_partners(integer[])`.execute(db);
  await sql`DROP INDEX IF EXISTS search_records_words_partner`.execute(db);
  await sql`DELETE FROM search_records WHERE kind = 'partner'`.execute(db);
}
