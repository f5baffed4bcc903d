import { type Kysely, sql } from 'kysely';

/**
 * Device tools and device files (issue 12): tool makes (a name once, any case); the tools each device
 * carries, each of a make, which cannot be deleted while a tool uses it (the foreign key refuses it even
 * when a tool arrives between the check and the delete); device files, a name once per file version, and
 * the device models each targets. Indexes for a device's tools in each order the list offers, and for a
 * model's files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tool_makes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX tool_makes_name_key ON tool_makes (lower(name))`.execute(db);

  await db.schema
    .createTable('device_tools')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('tool_make_id', 'integer', (c) => c.notNull().references('tool_makes.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('part_number', 'varchar(40)')
    .addColumn('serial_number', 'varchar(40)')
    .addColumn('calibration_due_date', 'date')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE INDEX device_tools_device_name_idx ON device_tools (device_id, lower(name), id)`.execute(db);
  await sql`CREATE INDEX device_tools_make_idx ON device_tools (tool_make_id)`.execute(db);

  await db.schema
    .createTable('device_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('file_type_id', 'integer', (c) => c.notNull())
    .addColumn('file_version', 'varchar(40)', (c) => c.notNull())
    .addColumn('release_track_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('release_notes', 'varchar(2000)')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX device_files_name_version_key ON device_files (lower(name), lower(file_version))`.execute(db);

  await db.schema
    .createTable('device_file_models')
    .addColumn('device_file_id', 'integer', (c) => c.notNull().references('device_files.id').onDelete('cascade'))
    .addColumn('device_model_id', 'integer', (c) => c.notNull().references('device_models.id'))
    .addPrimaryKeyConstraint('device_file_models_pkey', ['device_file_id', 'device_model_id'])
    .execute();
  await sql`CREATE INDEX device_file_models_model_idx ON device_file_models (device_model_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_file_models').ifExists().execute();
  await db.schema.dropTable('device_files').ifExists().execute();
  await db.schema.dropTable('device_tools').ifExists().execute();
  await db.schema.dropTable('tool_makes').ifExists().execute();
}
