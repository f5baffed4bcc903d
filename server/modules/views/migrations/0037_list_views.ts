import { type Kysely, sql } from 'kysely';

/**
 * Saved list views and column choices (issue 35):
 * - `list_views`: a user's named state of a list (filter, sort, columns, page size as JSON), its name unique per
 *   owner and list in any case, at most one per owner and list marked default (a partial unique index), and the
 *   token of its shared link while it is shared;
 * - `list_columns`: a user's visible columns of a list in order and the hidden ones, one row per user and list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'varchar(60)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('share_token', 'varchar(22)', (c) => c.unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX list_views_name_key ON list_views (owner_id, list, lower(name))`.execute(db);
  await sql`CREATE UNIQUE INDEX list_views_default_key ON list_views (owner_id, list) WHERE is_default`.execute(db);

  await db.schema
    .createTable('list_columns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'varchar(60)', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('hidden', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('list_columns_user_list_key', ['user_id', 'list'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_columns').execute();
  await db.schema.dropTable('list_views').execute();
}
