import { type Kysely, sql } from 'kysely';

/**
 * RAG ratings (issue 16): service elements (a calibration or scan job, in a service element group: an item of
 * the lookup key workorder.serviceelementgroup), the vehicles rated (a make, model and year of NHTSA's vPIC
 * data, given an id on first use) and each vehicle's rating of each element (an item of the lookup key
 * rag.rating). A vehicle's ratings are read by its primary key's prefix; the element index serves the foreign
 * key and "which vehicles rate this element". Changes are recorded in change_history (migration 0020).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_elements')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('service_element_group_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('rag_vehicles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('make', 'varchar(100)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addUniqueConstraint('rag_vehicles_make_model_year', ['make', 'model', 'year'])
    .execute();

  await db.schema
    .createTable('rag_ratings')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('rag_vehicles.id').onDelete('cascade'))
    .addColumn('service_element_id', 'integer', (c) => c.notNull().references('service_elements.id'))
    .addColumn('rag_rating_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('rag_ratings_pkey', ['vehicle_id', 'service_element_id'])
    .execute();
  await sql`CREATE INDEX rag_ratings_by_element ON rag_ratings (service_element_id)`.execute(db);
  await sql`CREATE INDEX rag_ratings_by_rating ON rag_ratings (rag_rating_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rag_ratings').execute();
  await db.schema.dropTable('rag_vehicles').execute();
  await db.schema.dropTable('service_elements').execute();
}
