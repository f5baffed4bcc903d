import { type Kysely, sql } from 'kysely';

/**
 * Reference lists that are not lookup items (issue 5): the device
 * manufacturers' models, whose distinct brands are the device brand list
 * (spec §3 Device), and the model years each vehicle make was sold in
 * (lookup/VehicleMakes?year).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_models')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('manufacturer', 'varchar(60)', (c) => c.notNull())
    .addColumn('brand', 'varchar(60)', (c) => c.notNull())
    .addColumn('model', 'varchar(60)', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A manufacturer names each model once, whatever the case.
  await sql`CREATE UNIQUE INDEX device_models_model_key ON device_models (lower(manufacturer), lower(model))`.execute(db);

  await db.schema
    .createTable('vehicle_make_years')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
    .addColumn('first_year', 'integer', (c) => c.notNull())
    .addColumn('last_year', 'integer')
    .addUniqueConstraint('vehicle_make_years_make_key', ['make_id', 'first_year'])
    .addCheckConstraint('vehicle_make_years_range', sql`last_year IS NULL OR last_year >= first_year`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vehicle_make_years').ifExists().execute();
  await db.schema.dropTable('device_models').ifExists().execute();
}
