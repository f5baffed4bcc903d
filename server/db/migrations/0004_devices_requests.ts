import { type Kysely, sql } from 'kysely';

/**
 * Devices and service requests, as far as the business detail's Devices and
 * Requests tabs need them; the device and request screens add to both.
 * Status and solution ids are the sets contract/device.ts, contract/serviceRequest.ts
 * and contract/solutions.ts name (written out here: a migration never changes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('serial_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('manufacturer', 'varchar(60)', (c) => c.notNull())
    .addColumn('brand', 'varchar(60)', (c) => c.notNull())
    .addColumn('model', 'varchar(60)', (c) => c.notNull())
    // Null while the device is in stock, assigned to no business.
    .addColumn('business_id', 'integer', (c) => c.references('businesses.id'))
    .addColumn('status_id', 'smallint', (c) => c.notNull().check(sql`status_id BETWEEN 1 AND 4`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX devices_serial_number_key ON devices (lower(serial_number))`.execute(db);
  // A business's devices in the default order (name); the list of every device walks the second.
  await sql`CREATE INDEX devices_business_name_idx ON devices (business_id, lower(name), id)`.execute(db);
  await sql`CREATE INDEX devices_name_idx ON devices (lower(name), id)`.execute(db);

  await db.schema
    .createTable('service_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id'))
    .addColumn('vin', 'varchar(17)', (c) => c.notNull())
    .addColumn('vehicle_year', 'smallint')
    .addColumn('vehicle_make', 'varchar(60)')
    .addColumn('vehicle_model', 'varchar(60)')
    // The solution the request was made in (spec §1: 1, 2, 4, 5).
    .addColumn('app_id', 'smallint', (c) => c.notNull().check(sql`app_id IN (1, 2, 4, 5)`))
    .addColumn('service_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('status_id', 'smallint', (c) => c.notNull().check(sql`status_id BETWEEN 1 AND 6`))
    .addColumn('technician_name', 'varchar(200)')
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A business's requests newest first (the default order); the list of every request walks the second.
  await sql`CREATE INDEX service_requests_business_date_idx ON service_requests (business_id, date_created, id)`.execute(db);
  await sql`CREATE INDEX service_requests_date_idx ON service_requests (date_created, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_requests').ifExists().execute();
  await db.schema.dropTable('devices').ifExists().execute();
}
