import { type Kysely, sql } from 'kysely';

/**
 * Catalogue administration (issue 5): scan tools and report templates (admin/report).
 * A scan tool's name is unique within its app (in any case). A report template's
 * product is a lookup item (`product`, or `product.add` when is_add); the
 * server checks the key, the foreign key keeps the item from disappearing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scan_tools')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('make_id', 'integer', (c) => c.notNull().references('makes.id'))
    .addColumn('is_sws', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sws_make_id', 'integer', (c) => c.references('makes.id'))
    .addColumn('app_id', 'integer', (c) => c.notNull())
    .addColumn('is_inactive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('scan_tools_sws_make', sql`(is_sws AND sws_make_id IS NOT NULL) OR (NOT is_sws AND sws_make_id IS NULL)`)
    .execute();
  await sql`CREATE UNIQUE INDEX scan_tools_name_key ON scan_tools (app_id, lower(name))`.execute(db);

  await db.schema
    .createTable('report_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('area', 'integer', (c) => c.notNull().check(sql`area BETWEEN 0 AND 3`))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('is_add', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_sws', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sws_make_id', 'integer', (c) => c.references('makes.id'))
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('app_id', 'integer', (c) => c.notNull())
    .addColumn('is_inactive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('report_templates_sws_make', sql`(is_sws AND sws_make_id IS NOT NULL) OR (NOT is_sws AND sws_make_id IS NULL)`)
    .execute();
  await db.schema.createIndex('report_templates_area_idx').on('report_templates').columns(['area', 'app_id', 'sort_order']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_templates').ifExists().execute();
  await db.schema.dropTable('scan_tools').ifExists().execute();
}
