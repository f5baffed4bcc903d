import { type Kysely, sql } from 'kysely';

/** Identity store, auth service tables, makes, countries and states, the generic lookup store. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'varchar(128)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('given_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('family_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('dispatch_group_email', 'varchar(254)')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_locked_out', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_mahle', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_uk', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('time_zone', 'varchar(64)')
    .addColumn('root_location_id', 'integer')
    .addColumn('partner_id', 'integer')
    .addColumn('created_by', 'varchar(128)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`.execute(db);
  await sql`CREATE INDEX users_email_idx ON users (lower(email))`.execute(db);

  await db.schema
    .createTable('roles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('family_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('bucket', 'varchar(200)', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_attempts_bucket_idx').on('login_attempts').columns(['bucket', 'attempted_at']).execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('kid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('makes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('make', 'varchar(60)', (c) => c.notNull())
    .addColumn('is_inactive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX makes_make_key ON makes (lower(make))`.execute(db);

  await db.schema
    .createTable('countries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('abbreviation', 'varchar(3)', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`CREATE UNIQUE INDEX countries_name_key ON countries (lower(name))`.execute(db);

  await db.schema
    .createTable('state_provinces')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('abbreviation', 'varchar(5)', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('state_provinces_abbreviation_key', ['country_id', 'abbreviation'])
    .execute();

  await db.schema
    .createTable('lookups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('text', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('value', 'varchar(500)')
    .addColumn('date_value', 'date')
    .addColumn('decimal_value', 'double precision')
    .addColumn('int_value', 'integer')
    .addColumn('label', 'varchar(200)')
    .addColumn('parent_id', 'integer', (c) => c.references('lookups.id'))
    .addColumn('string_value', 'varchar(500)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('lookups_key_idx').on('lookups').column('key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lookups', 'state_provinces', 'countries', 'makes', 'signing_keys', 'login_attempts', 'refresh_tokens', 'user_roles', 'roles', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
