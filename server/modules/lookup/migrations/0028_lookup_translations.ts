import { type Kysely, sql } from 'kysely';

/**
 * Lookup items in the user's language (issue 31): an item's text per language code of the languages catalogue, as
 * migration 0022 keeps the report sections' and service elements'. The item's own `text` stays its English, the
 * source and the fallback; a row here is never empty (removing a translation deletes it), one per item and
 * language (the saves' upserts rely on it), and goes with its item. Lookup texts are at most 200 characters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lookup_translations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('lookup_id', 'integer', (c) => c.notNull().references('lookups.id').onDelete('cascade'))
    .addColumn('language_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('translation', 'varchar(200)', (c) => c.notNull().check(sql`btrim(translation) <> ''`))
    .addUniqueConstraint('lookup_translations_item_language', ['lookup_id', 'language_code'])
    .execute();
  // The translation memory looks texts up by language, then by their English source.
  await sql`CREATE INDEX lookup_translations_by_language ON lookup_translations (language_code)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lookup_translations').execute();
}
