import { type Kysely, sql } from 'kysely';

/**
 * How many businesses each status has (part of migration 0002), kept by
 * statement-level triggers, so the list's total without a search is exact
 * without counting 100,000 rows on every page. Rows are written in status
 * order, so concurrent changes wait for each other instead of deadlocking.
 */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

export async function createBusinessCounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_status_counts')
    .addColumn('status_id', 'integer', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull())
    .execute();
  for (const event of EVENTS) {
    const newRows = event === 'DELETE' ? 'SELECT status_id FROM businesses WHERE false' : 'SELECT status_id FROM new_table';
    const oldRows = event === 'INSERT' ? 'SELECT status_id FROM businesses WHERE false' : 'SELECT status_id FROM old_table';
    const fn = `businesses_count_${event.toLowerCase()}`;
    await sql
      .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO business_status_counts (status_id, n)
          SELECT x.status_id, sum(x.d) FROM (SELECT status_id, 1 AS d FROM (${newRows}) n UNION ALL SELECT status_id, -1 FROM (${oldRows}) o) x
          GROUP BY x.status_id HAVING sum(x.d) <> 0 ORDER BY x.status_id
          ON CONFLICT (status_id) DO UPDATE SET n = business_status_counts.n + EXCLUDED.n;
        RETURN NULL;
      END
      $fn$`)
      .execute(db);
    const referencing = [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');
    await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON businesses REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
  }
}

export async function dropBusinessCounts(db: Kysely<unknown>): Promise<void> {
  for (const event of EVENTS) {
    await sql.raw(`DROP TRIGGER IF EXISTS businesses_count_${event.toLowerCase()} ON businesses`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS businesses_count_${event.toLowerCase()}()`).execute(db);
  }
  await db.schema.dropTable('business_status_counts').ifExists().execute();
}
