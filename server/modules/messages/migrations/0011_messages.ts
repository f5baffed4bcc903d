import { type Kysely, sql } from 'kysely';

/**
 * Catalogue administration (issue 5): calibration recommendations (each for one make) and the calibration
 * homepage message, one text per language under one shown/hidden switch. Pre-canned messages need no table:
 * they are lookup items of `messages.precanned`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calibration_recommendations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nickname', 'varchar(100)', (c) => c.notNull())
    .addColumn('vehicle_make', 'integer', (c) => c.notNull().references('makes.id'))
    .addColumn('recommendation', 'varchar(2000)', (c) => c.notNull())
    .addColumn('is_inactive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX calibration_recommendations_nickname_key ON calibration_recommendations (vehicle_make, lower(nickname))`.execute(db);

  await db.schema
    .createTable('welcome_message_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`INSERT INTO welcome_message_settings (id, is_active) VALUES (1, false)`.execute(db);

  await db.schema
    .createTable('welcome_messages')
    .addColumn('language_code', 'varchar(5)', (c) => c.primaryKey())
    .addColumn('text', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`INSERT INTO welcome_messages (language_code) VALUES ('en'), ('es')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['welcome_messages', 'welcome_message_settings', 'calibration_recommendations']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
