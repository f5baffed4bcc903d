import { type Kysely, sql } from 'kysely';

/**
 * Scan-pro (issue 17): a business's own configuration (its version, one row per business that has one; a business
 * without one uses the corporate business's), its criteria (spec §3: scanProCriteria and criteriaDetail, in order)
 * with the service elements each triggers (as a scan or a calibration), its checklist, and the results saved with
 * the business and the user. Changes to a configuration are recorded in change_history (migration 0020).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scanpro_configurations')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .execute();

  await db.schema
    .createTable('scanpro_criteria')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('scanpro_configurations.business_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('criteria', 'varchar(40)', (c) => c.notNull())
    .addColumn('detail', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('scanpro_criteria_position', ['business_id', 'position'])
    .execute();

  await db.schema
    .createTable('scanpro_criterion_elements')
    .addColumn('criterion_id', 'integer', (c) => c.notNull().references('scanpro_criteria.id').onDelete('cascade'))
    .addColumn('service_element_id', 'integer', (c) => c.notNull().references('service_elements.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().check(sql`kind IN ('scan', 'calibration')`))
    .addPrimaryKeyConstraint('scanpro_criterion_elements_pkey', ['criterion_id', 'service_element_id'])
    .execute();
  await sql`CREATE INDEX scanpro_criterion_elements_by_element ON scanpro_criterion_elements (service_element_id)`.execute(db);

  await db.schema
    .createTable('scanpro_checklist_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('scanpro_configurations.business_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('scanpro_checklist_position', ['business_id', 'position'])
    .execute();

  await db.schema
    .createTable('scanpro_results')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('vin', 'varchar(17)', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('make', 'varchar(100)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)', (c) => c.notNull())
    .addColumn('submodel', 'varchar(100)', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('recommendations', 'jsonb', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX scanpro_results_by_business ON scanpro_results (business_id, saved_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX scanpro_results_by_user ON scanpro_results (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['scanpro_results', 'scanpro_checklist_items', 'scanpro_criterion_elements', 'scanpro_criteria', 'scanpro_configurations']) {
    await db.schema.dropTable(table).execute();
  }
}
