import { type Kysely, sql } from 'kysely';

/**
 * Service requests whole (issue 13): the technician is a user with the role Technician (the free-text names
 * become such users, without a login), the service type a scan type (lookup workorder.servicetype), the shop
 * user who asked is recorded; a work order per request, a history entry per status change, assignment and date
 * adjustment, and issues. Counts per shop, solution and status are kept by statement-level triggers (as
 * device_counts), so the list's total for every shop or one, by status or solution, is exact without counting.
 * Existing rows migrate without loss: each gets its work order (location its shop, opened when the request was
 * made) and the history its row proves (made, its status now, its technician).
 */
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const SCAN_TYPE_KEY = 'workorder.servicetype';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_requests')
    .addColumn('technician_id', 'integer', (c) => c.references('users.id'))
    .addColumn('requested_by', 'integer', (c) => c.references('users.id'))
    .addColumn('service_type_id', 'integer', (c) => c.references('lookups.id'))
    .execute();
  await migrateTechnicians(db);
  // Each service type named by the rows is a scan type, created (active, in no group) when the catalogue lacks it.
  await sql`INSERT INTO lookups (key, text)
    SELECT DISTINCT ${SCAN_TYPE_KEY}, r.service_type FROM service_requests r
    WHERE NOT EXISTS (SELECT 1 FROM lookups l WHERE l.key = ${SCAN_TYPE_KEY} AND lower(l.text) = lower(r.service_type))`.execute(db);
  await sql`UPDATE service_requests r SET service_type_id = (
    SELECT min(l.id) FROM lookups l WHERE l.key = ${SCAN_TYPE_KEY} AND lower(l.text) = lower(r.service_type))`.execute(db);
  // Who asked: the shop's primary user, else its first user (none for a shop without users).
  await sql`UPDATE service_requests r SET requested_by = (
    SELECT u.id FROM users u WHERE u.business_id = r.business_id AND NOT u.is_deleted ORDER BY u.is_primary DESC, u.id LIMIT 1)`.execute(db);
  await sql`ALTER TABLE service_requests ALTER COLUMN service_type_id SET NOT NULL`.execute(db);
  await db.schema.alterTable('service_requests').dropColumn('service_type').dropColumn('technician_name').execute();

  await db.schema
    .createTable('work_orders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('service_request_id', 'integer', (c) => c.notNull().unique().references('service_requests.id').onDelete('cascade'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // 1 not started, 2 in progress, 3 sent (contract SCAN_REPORT_STATUSES).
    .addColumn('scan_report_status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`scan_report_status BETWEEN 1 AND 3`))
    .addColumn('scan_report_started', 'timestamptz')
    .addColumn('scan_report_completed', 'timestamptz')
    .addColumn('invoice_number', 'varchar(40)')
    .addColumn('invoice_amount', 'numeric(12, 2)', (c) => c.check(sql`invoice_amount >= 0`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`INSERT INTO work_orders (service_request_id, location_id, date_created, date_updated)
    SELECT id, business_id, date_created, date_created FROM service_requests ORDER BY id`.execute(db);

  await db.schema
    .createTable('service_request_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('service_request_id', 'integer', (c) => c.notNull().references('service_requests.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind IN ('created', 'status', 'assignment', 'dateAdjusted')`))
    .addColumn('from_value', 'varchar(200)')
    .addColumn('to_value', 'varchar(200)')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX service_request_history_request_idx ON service_request_history (service_request_id, changed_at, id)`.execute(db);
  await sql`INSERT INTO service_request_history (service_request_id, kind, from_value, to_value, changed_by, changed_at)
    SELECT id, 'created', NULL, '1', requested_by, date_created FROM service_requests
    UNION ALL SELECT r.id, 'assignment', NULL, u.given_name || ' ' || u.family_name, NULL, r.date_updated FROM service_requests r JOIN users u ON u.id = r.technician_id
    UNION ALL SELECT id, 'status', '1', status_id::text, NULL, date_updated FROM service_requests WHERE status_id <> 1
    ORDER BY 1`.execute(db);

  await db.schema
    .createTable('service_request_issues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('service_request_id', 'integer', (c) => c.notNull().references('service_requests.id').onDelete('cascade'))
    .addColumn('text', 'varchar(2000)', (c) => c.notNull())
    .addColumn('raised_by', 'integer', (c) => c.references('users.id'))
    .addColumn('raised_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX service_request_issues_request_idx ON service_request_issues (service_request_id, raised_at, id)`.execute(db);

  // The list's orders and filters: newest first by status, solution or technician (the shop's index exists).
  await sql`CREATE INDEX service_requests_status_date_idx ON service_requests (status_id, date_created, id)`.execute(db);
  await sql`CREATE INDEX service_requests_app_date_idx ON service_requests (app_id, date_created, id)`.execute(db);
  await sql`CREATE INDEX service_requests_technician_date_idx ON service_requests (technician_id, date_created, id) WHERE technician_id IS NOT NULL`.execute(db);
  await createCounts(db);
}

/**
 * The free-text technician names become users with the role Technician, no login and an email of their own;
 * a name that is already a technician user's (given and family name) is that user.
 */
async function migrateTechnicians(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT DISTINCT r.technician_name AS name FROM service_requests r
    WHERE r.technician_name IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name = 'Technician'
      WHERE lower(u.given_name || ' ' || u.family_name) = lower(r.technician_name))
    ORDER BY 1`.execute(db);
  // A fresh database has no names yet (the seed creates its roles and technicians).
  if (rows.length > 0) await sql`INSERT INTO roles (name, type) SELECT 'Technician', 'platform' WHERE NOT EXISTS (SELECT 1 FROM roles WHERE name = 'Technician')`.execute(db);
  for (const [i, { name }] of rows.entries()) {
    const [first = 'Technician', ...rest] = name.trim().split(/\s+/);
    const last = rest.join(' ') || '-';
    const local = `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z0-9.]/g, '').toLowerCase() || 'technician';
    const { rows: user } = await sql<{ id: number }>`
      INSERT INTO users (username, email, given_name, family_name, password_hash, has_login, created_by)
      VALUES (NULL, ${`${local}.${i + 1}@technicians.example.com`}, ${first.slice(0, 100)}, ${last.slice(0, 100)}, '!', false, 'migration 0018')
      RETURNING id`.execute(db);
    await sql`INSERT INTO user_roles (user_id, role_id) SELECT ${user[0].id}, id FROM roles WHERE name = 'Technician'`.execute(db);
  }
  await sql`UPDATE service_requests r SET technician_id = (
    SELECT min(u.id) FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.name = 'Technician'
    WHERE lower(u.given_name || ' ' || u.family_name) = lower(r.technician_name))
    WHERE r.technician_name IS NOT NULL`.execute(db);
}

/** service_request_counts: requests per shop (0: every shop), solution and status, kept by the triggers. */
async function createCounts(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_request_counts')
    .addColumn('business_id', 'integer', (c) => c.notNull())
    .addColumn('app_id', 'smallint', (c) => c.notNull())
    .addColumn('status_id', 'smallint', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('service_request_counts_pk', ['business_id', 'app_id', 'status_id'])
    .execute();
  for (const event of EVENTS) {
    const none = 'SELECT business_id, app_id, status_id FROM service_requests WHERE false';
    const newRows = event === 'DELETE' ? none : 'SELECT business_id, app_id, status_id FROM new_table';
    const oldRows = event === 'INSERT' ? none : 'SELECT business_id, app_id, status_id FROM old_table';
    const fn = `service_requests_count_${event.toLowerCase()}`;
    await sql
      .raw(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO service_request_counts (business_id, app_id, status_id, n)
          SELECT x.b, x.app_id, x.status_id, sum(x.d) FROM (
            SELECT business_id AS b, app_id, status_id, 1 AS d FROM (${newRows}) n
            UNION ALL SELECT 0, app_id, status_id, 1 FROM (${newRows}) n
            UNION ALL SELECT business_id, app_id, status_id, -1 FROM (${oldRows}) o
            UNION ALL SELECT 0, app_id, status_id, -1 FROM (${oldRows}) o) x
          GROUP BY x.b, x.app_id, x.status_id HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3
          ON CONFLICT (business_id, app_id, status_id) DO UPDATE SET n = service_request_counts.n + EXCLUDED.n;
        RETURN NULL;
      END
      $fn$`)
      .execute(db);
    const referencing = [event !== 'DELETE' ? 'NEW TABLE AS new_table' : '', event !== 'INSERT' ? 'OLD TABLE AS old_table' : ''].join(' ');
    await sql.raw(`CREATE TRIGGER ${fn} AFTER ${event} ON service_requests REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`).execute(db);
  }
  await sql`INSERT INTO service_request_counts (business_id, app_id, status_id, n)
    SELECT business_id, app_id, status_id, count(*) FROM service_requests GROUP BY 1, 2, 3
    UNION ALL SELECT 0, app_id, status_id, count(*) FROM service_requests GROUP BY 2, 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of EVENTS) {
    await sql.raw(`DROP TRIGGER IF EXISTS service_requests_count_${event.toLowerCase()} ON service_requests`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS service_requests_count_${event.toLowerCase()}()`).execute(db);
  }
  for (const table of ['service_request_counts', 'service_request_issues', 'service_request_history', 'work_orders']) await db.schema.dropTable(table).ifExists().execute();
  for (const index of ['status_date', 'app_date', 'technician_date']) await sql.raw(`DROP INDEX IF EXISTS service_requests_${index}_idx`).execute(db);
  await db.schema.alterTable('service_requests').addColumn('service_type', 'varchar(100)').addColumn('technician_name', 'varchar(200)').execute();
  await sql`UPDATE service_requests r SET service_type = l.text FROM lookups l WHERE l.id = r.service_type_id`.execute(db);
  await sql`UPDATE service_requests r SET technician_name = u.given_name || ' ' || u.family_name FROM users u WHERE u.id = r.technician_id`.execute(db);
  await sql`ALTER TABLE service_requests ALTER COLUMN service_type SET NOT NULL`.execute(db);
  await db.schema.alterTable('service_requests').dropColumn('technician_id').dropColumn('requested_by').dropColumn('service_type_id').execute();
}
