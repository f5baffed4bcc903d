import { type Kysely, sql } from 'kysely';

/**
 * A business's users (in the one identity store), billing, promotion, volume and
 * product-add discounts, notes and their files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Business users are users: a business_id, a login or none, the spec's flags.
  await db.schema
    .alterTable('users')
    .addColumn('business_id', 'integer', (c) => c.references('businesses.id'))
    .addColumn('has_login', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_protech_user', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('receives_invoices', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('receives_reports', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('receives_reports_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('receives_chat_reports', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('title_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('phone', 'varchar(30)')
    .addColumn('phone_cc', 'varchar(6)')
    .execute();
  // Every user so far is a platform user, and every platform user has a login.
  await sql`UPDATE users SET has_login = true`.execute(db);
  // A user without a login needs no username (the unique index on lower(username) stays).
  await sql`ALTER TABLE users ALTER COLUMN username DROP NOT NULL`.execute(db);
  await sql`CREATE INDEX users_business_idx ON users (business_id) WHERE business_id IS NOT NULL`.execute(db);
  // One primary user per business, and one live user per email (what user/EmailExists answers).
  await sql`CREATE UNIQUE INDEX users_one_primary_key ON users (business_id) WHERE is_primary`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE NOT is_deleted`.execute(db);

  await db.schema
    .createTable('business_billing')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id').onDelete('cascade'))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('period_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('period_amount', 'numeric(12, 2)')
    .addColumn('currency_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('initial_currency_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('business_billing_products')
    .addColumn('business_id', 'integer', (c) => c.notNull().references('business_billing.business_id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addPrimaryKeyConstraint('business_billing_products_pk', ['business_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('business_promotions')
    .addColumn('business_id', 'integer', (c) => c.primaryKey().references('businesses.id').onDelete('cascade'))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('start_product_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('end_product_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('promotion_type', 'integer')
    .addColumn('number_of_scans', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('business_volume_discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('type_id', 'smallint', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('volume_break', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('business_volume_discounts_business_idx').on('business_volume_discounts').columns(['business_id', 'product_id']).execute();

  await db.schema
    .createTable('business_product_add_discounts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('product_add_id', 'integer', (c) => c.notNull().references('lookups.id'))
    .addColumn('is_trigger_dtc', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('discount_type_id', 'smallint', (c) => c.notNull())
    .addColumn('discount_amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('business_product_add_discounts_business_idx').on('business_product_add_discounts').column('business_id').execute();

  await db.schema
    .createTable('business_notes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_id', 'integer', (c) => c.notNull().references('businesses.id').onDelete('cascade'))
    .addColumn('text', 'varchar(4000)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('business_notes_business_idx').on('business_notes').columns(['business_id', 'created_at']).execute();

  await db.schema
    .createTable('business_note_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('note_id', 'integer', (c) => c.notNull().references('business_notes.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('business_note_files_note_idx').on('business_note_files').column('note_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['business_note_files', 'business_notes', 'business_product_add_discounts', 'business_volume_discounts', 'business_promotions', 'business_billing_products', 'business_billing']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`DROP INDEX IF EXISTS users_email_key`.execute(db);
  await sql`DROP INDEX IF EXISTS users_one_primary_key`.execute(db);
  await sql`DROP INDEX IF EXISTS users_business_idx`.execute(db);
  await sql`DELETE FROM users WHERE username IS NULL`.execute(db);
  await sql`ALTER TABLE users ALTER COLUMN username SET NOT NULL`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('business_id')
    .dropColumn('has_login')
    .dropColumn('is_primary')
    .dropColumn('is_deleted')
    .dropColumn('is_protech_user')
    .dropColumn('receives_invoices')
    .dropColumn('receives_reports')
    .dropColumn('receives_reports_only')
    .dropColumn('receives_chat_reports')
    .dropColumn('title_id')
    .dropColumn('phone')
    .dropColumn('phone_cc')
    .execute();
}
