import { type Kysely, sql } from 'kysely';

/**
 * Translations (issue 16): the report sections shops read, the labels of the shop-facing apps, and the
 * translations of those and of the service elements (migration 0021), per language code of the languages
 * catalogue. English is the source text of each item (a report section's name, an app label's text, a service
 * element's name), never a row here. An item has at most one translation per language: a UNIQUE constraint,
 * which the saves' upserts rely on. A translation is never empty (removing it deletes the row). The rows go
 * with their item (ON DELETE CASCADE).
 */
const translationTable = (db: Kysely<unknown>, table: string, item: string, itemTable: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn(item, 'integer', (c) => c.notNull().references(`${itemTable}.id`).onDelete('cascade'))
    .addColumn('language_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull().check(sql`btrim(translation) <> ''`))
    .addUniqueConstraint(`${table}_item_language`, [item, 'language_code']);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_sections')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('apply_to', 'varchar(60)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('report_sections_apply_to_name', ['apply_to', 'name'])
    .execute();
  await db.schema
    .createTable('app_labels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('app', 'varchar(60)', (c) => c.notNull())
    .addColumn('label_key', 'varchar(120)', (c) => c.notNull())
    .addColumn('english', 'text', (c) => c.notNull())
    .addUniqueConstraint('app_labels_app_key', ['app', 'label_key'])
    .execute();
  await translationTable(db, 'report_section_translations', 'report_section_id', 'report_sections').execute();
  await translationTable(db, 'service_element_translations', 'service_element_id', 'service_elements').execute();
  await translationTable(db, 'app_label_translations', 'app_label_id', 'app_labels').execute();
  // The translation memory looks texts up by language, then by their English source.
  for (const table of ['report_section_translations', 'service_element_translations', 'app_label_translations']) {
    await sql.raw(`CREATE INDEX ${table}_by_language ON ${table} (language_code)`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_label_translations', 'service_element_translations', 'report_section_translations', 'app_labels', 'report_sections']) {
    await db.schema.dropTable(table).execute();
  }
}
