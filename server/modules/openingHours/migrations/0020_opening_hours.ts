import { type Kysely, sql } from 'kysely';

/**
 * Opening hours (issue 15) and the one change history.
 *
 * A tenant is a solution's support desk (one per Platform) with its support email and time zone; its seven
 * standard days and its dated holidays hold wall-clock times in that zone, both or neither (closed), opening
 * before closing: CHECK constraints, beside the same rules in the contract. A tenant schedules a date once:
 * a UNIQUE constraint, so two admins adding it at once cannot both succeed.
 *
 * change_history records every write that matters to staff (server/db/changeHistory.ts): who, when, which
 * record of which area (and the record's owner there, its scope), what action, and the record's fields before
 * and after. It is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. No foreign key to users: an
 * entry outlives whatever it names.
 */
const hoursChecks = (table: string) => [
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_both_or_neither CHECK ((opening_time IS NULL) = (closing_time IS NULL))`,
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_opening_before_closing CHECK (opening_time < closing_time)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('platform', 'smallint', (c) => c.notNull().unique().check(sql`platform IN (1, 2, 4, 5)`))
    .addColumn('support_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('standard_opening_hours')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // ISO 8601: 1 Monday … 7 Sunday.
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday BETWEEN 1 AND 7`))
    .addColumn('opening_time', sql`time(0)`)
    .addColumn('closing_time', sql`time(0)`)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('standard_opening_hours_tenant_weekday', ['tenant_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('holiday_opening_hours')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('holiday_date', 'date', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('opening_time', sql`time(0)`)
    .addColumn('closing_time', sql`time(0)`)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('holiday_opening_hours_tenant_date', ['tenant_id', 'holiday_date'])
    .execute();
  for (const statement of [...hoursChecks('standard_opening_hours'), ...hoursChecks('holiday_opening_hours')]) await sql.raw(statement).execute(db);

  await db.schema
    .createTable('change_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    .addColumn('area', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('scope_id', 'integer')
    .addColumn('action', 'varchar(10)', (c) => c.notNull().check(sql`action IN ('create', 'update', 'delete', 'review')`))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await sql`CREATE INDEX change_history_by_record ON change_history (entity, record_id, changed_at)`.execute(db);
  await sql`CREATE INDEX change_history_by_time ON change_history (changed_at)`.execute(db);
  await sql`CREATE INDEX change_history_by_scope ON change_history (area, scope_id, changed_at)`.execute(db);
  await sql`CREATE FUNCTION change_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      RAISE EXCEPTION 'change_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END
  $fn$`.execute(db);
  await sql`CREATE TRIGGER change_history_append_only BEFORE UPDATE OR DELETE ON change_history FOR EACH ROW EXECUTE FUNCTION change_history_append_only()`.execute(db);
  await sql`CREATE TRIGGER change_history_no_truncate BEFORE TRUNCATE ON change_history FOR EACH STATEMENT EXECUTE FUNCTION change_history_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('change_history').execute();
  await sql`DROP FUNCTION change_history_append_only()`.execute(db);
  for (const table of ['holiday_opening_hours', 'standard_opening_hours', 'tenants']) await db.schema.dropTable(table).execute();
}
