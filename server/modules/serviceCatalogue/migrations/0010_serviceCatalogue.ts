import { type Kysely, sql } from 'kysely';

/**
 * Catalogue administration (issue 5): the service element group of each scan type (scan types and the
 * groups are lookup items), activation cards, and the vehicle makes products are offered for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_type_groups')
    .addColumn('scan_type_id', 'integer', (c) => c.primaryKey().references('lookups.id').onDelete('cascade'))
    .addColumn('service_element_group_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .execute();

  await db.schema
    .createTable('activation_cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('activation_card_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('activation_password', 'varchar(64)', (c) => c.notNull())
    .addColumn('activation_account_reference', 'varchar(100)')
    .addColumn('activation_account_type', 'smallint', (c) => c.notNull().check(sql`activation_account_type BETWEEN 1 AND 4`))
    .addColumn('assigned_date', 'date')
    .addColumn('assigned_device_id', 'integer', (c) => c.references('devices.id'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX activation_cards_card_id_key ON activation_cards (lower(activation_card_id))`.execute(db);

  await db.schema
    .createTable('product_makes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('product_makes_product_make_key', ['product_id', 'make_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_makes', 'activation_cards', 'scan_type_groups']) await db.schema.dropTable(table).ifExists().execute();
}
