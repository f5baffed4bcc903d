import { type Kysely, sql } from 'kysely';

/**
 * The files browser's store (issue 12, admin/files): each file a row with its folder ('' the root, else
 * names joined by /), name, content and, for images, its size in pixels and the thumbnail made on first
 * request. A folder is the prefix of its files' folders, so it needs no row of its own. In the database,
 * every API process on one PostgreSQL sees the same files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('folder', 'varchar(500)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('thumbnail', 'bytea')
    .addColumn('thumbnail_width', 'integer')
    .addColumn('thumbnail_height', 'integer')
    .addColumn('created_by', 'varchar(100)')
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('files_folder_name_key', ['folder', 'name'])
    .addCheckConstraint('files_size_check', sql`size >= 0 AND size = octet_length(content)`)
    .execute();
  // A folder's subfolders: the files whose folder starts with it (LIKE 'a/b/%').
  await sql`CREATE INDEX files_folder_prefix_idx ON files (folder text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').ifExists().execute();
}
