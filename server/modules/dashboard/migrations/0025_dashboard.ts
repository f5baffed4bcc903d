import { type Kysely, sql } from 'kysely';

/**
 * Dashboards (issue 18):
 * - `dashboard_templates`: a user's named ad hoc queries of a dashboard (name unique per owner and dashboard, in
 *   any case), edited at their version;
 * - `service_requests.date_completed`: when a request was first completed, as its history records it (a status
 *   change to completed, 4), kept by a statement trigger on the history and filled for existing rows; the summary's
 *   completion times read it instead of searching the history of every request in the range;
 * - `service_request_daily_counts`: requests per day of creation (UTC) and value of each low-cardinality summary
 *   category (scan type 1, status 2, technician 3, country 5, make 6), and per whole minute of response (7) and
 *   completion (8) time (also per month: 17, 18), kept by statement triggers on service_requests (and on primary addresses, whose country a
 *   shop's requests are counted under); a year's summary reads a few thousand of these rows, not its requests.
 *   Locations are not counted here: a year's requests are spread over up to every shop, so a day holds about as many
 *   shops as requests; the summary by location reads service_requests_business_date_idx (business, date) alone.
 */
const COMPLETED = 4;
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
/** Added to the times' categories (7, 8) for their counts per month. */
export const MONTHLY = 10;

/** A request's counted values: (category, value) pairs, '' for none; times in whole minutes, none when negative. */
const minutes = (to: string) => `CASE WHEN t.${to} >= t.date_created THEN round(extract(epoch FROM t.${to} - t.date_created) / 60)::int::text END`;
const VALUES = `(VALUES (1::smallint, t.service_type_id::text), (2::smallint, t.status_id::text), (3::smallint, coalesce(t.technician_id::text, '')),
  (5::smallint, coalesce((SELECT ba.country FROM business_addresses ba WHERE ba.business_id = t.business_id AND ba.kind = 'primary'), '')),
  (6::smallint, coalesce(t.vehicle_make, '')), (7::smallint, ${minutes('date_dispatched')}), (8::smallint, ${minutes('date_completed')}))`;
/** The counted values of `rows` (requests), each with `sign`. */
const counted = (rows: string, sign: number) =>
  `SELECT (t.date_created AT TIME ZONE 'UTC')::date AS day, x.category, x.value, ${sign} AS d FROM (${rows}) t CROSS JOIN LATERAL ${VALUES} x(category, value) WHERE x.value IS NOT NULL`;
/** The times are also counted per month (categories 17 and 18, on the month's first day): a year reads 12 months of them. */
const upsert = (deltas: string) => `INSERT INTO service_request_daily_counts (category, day, value, n)
  WITH s AS (${deltas})
  SELECT category, day, value, sum(d) FROM (SELECT category, day, value, d FROM s
    UNION ALL SELECT category + ${MONTHLY}, date_trunc('month', day)::date, value, d FROM s WHERE category IN (7, 8)) u
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (category, day, value) DO UPDATE SET n = service_request_daily_counts.n + EXCLUDED.n`;
const CHANGED = `ROW(o.date_created, o.service_type_id, o.status_id, o.technician_id, o.business_id, o.vehicle_make, o.date_dispatched, o.date_completed)
  IS DISTINCT FROM ROW(n.date_created, n.service_type_id, n.status_id, n.technician_id, n.business_id, n.vehicle_make, n.date_dispatched, n.date_completed)`;

async function createDailyCounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_request_daily_counts')
    .addColumn('category', 'smallint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_request_daily_counts_pk', ['category', 'day', 'value'])
    .execute();
  for (const event of EVENTS) {
    // An update counts only the rows whose counted columns changed: out with the old values, in with the new.
    const deltas =
      event === 'INSERT'
        ? counted('SELECT * FROM new_table', 1)
        : event === 'DELETE'
          ? counted('SELECT * FROM old_table', -1)
          : `${counted(`SELECT o.* FROM old_table o JOIN new_table n ON n.id = o.id WHERE ${CHANGED}`, -1)}
            UNION ALL ${counted(`SELECT n.* FROM old_table o JOIN new_table n ON n.id = o.id WHERE ${CHANGED}`, 1)}`;
    const fn = `service_requests_daily_${event.toLowerCase()}`;
    await sql
      .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        ${upsert(deltas)};
        RETURN NULL;
      END
      $fn$`)
      .execute(db);
    const referencing = [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');
    await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON service_requests REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
  }
  // A shop's primary address changing country moves its requests' counts from the old country to the new.
  const country = (rows: string, sign: number) =>
    `SELECT (r.date_created AT TIME ZONE 'UTC')::date AS day, 5::smallint AS category, coalesce(a.country, '') AS value, ${sign} AS d
      FROM (${rows}) a JOIN service_requests r ON r.business_id = a.business_id WHERE a.kind = 'primary'`;
  for (const event of EVENTS) {
    const deltas = [event !== 'INSERT' ? country('SELECT * FROM old_table', -1) : '', event !== 'DELETE' ? country('SELECT * FROM new_table', 1) : ''].filter(Boolean).join(' UNION ALL ');
    const fn = `business_addresses_daily_${event.toLowerCase()}`;
    await sql
      .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        ${upsert(deltas)};
        RETURN NULL;
      END
      $fn$`)
      .execute(db);
    const referencing = [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');
    await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON business_addresses REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
  }
  await sql.raw(upsert(counted('SELECT * FROM service_requests', 1))).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dashboard', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX dashboard_templates_name_key ON dashboard_templates (owner_id, dashboard, lower(name))`.execute(db);

  await db.schema.alterTable('service_requests').addColumn('date_completed', 'timestamptz').execute();
  await sql`UPDATE service_requests r SET date_completed = c.at
    FROM (SELECT service_request_id AS id, min(changed_at) AS at FROM service_request_history
      WHERE kind = 'status' AND to_value = ${sql.lit(String(COMPLETED))} GROUP BY service_request_id) c
    WHERE c.id = r.id`.execute(db);
  await sql
    .raw(`CREATE FUNCTION service_requests_completed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE service_requests r SET date_completed = c.at
        FROM (SELECT service_request_id AS id, min(changed_at) AS at FROM new_rows
          WHERE kind = 'status' AND to_value = '${COMPLETED}' GROUP BY service_request_id) c
        WHERE c.id = r.id AND (r.date_completed IS NULL OR r.date_completed > c.at);
      RETURN NULL;
    END $$`)
    .execute(db);
  await sql`CREATE TRIGGER service_requests_completed AFTER INSERT ON service_request_history
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_requests_completed()`.execute(db);

  await createDailyCounts(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of EVENTS) {
    await sql.raw(`DROP TRIGGER IF EXISTS service_requests_daily_${event.toLowerCase()} ON service_requests`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS service_requests_daily_${event.toLowerCase()}()`).execute(db);
    await sql.raw(`DROP TRIGGER IF EXISTS business_addresses_daily_${event.toLowerCase()} ON business_addresses`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS business_addresses_daily_${event.toLowerCase()}()`).execute(db);
  }
  await db.schema.dropTable('service_request_daily_counts').ifExists().execute();
  await sql`DROP TRIGGER IF EXISTS service_requests_completed ON service_request_history`.execute(db);
  await sql`DROP FUNCTION IF EXISTS service_requests_completed()`.execute(db);
  await db.schema.alterTable('service_requests').dropColumn('date_completed').execute();
  await db.schema.dropTable('dashboard_templates').ifExists().execute();
}
