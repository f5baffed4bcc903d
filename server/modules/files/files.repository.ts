/**
 * The files store's rows (migration 0016): a folder's files and subfolders, one file's content, a file's
 * insertion, and the thumbnail kept beside an image. Paths reach here already checked (contract/filePath.ts)
 * and are only ever compared as values: no path is joined onto a disk's.
 */
import { sql } from 'kysely';
import { joinPath } from '../../../contract/filePath';
import { type FileEntry, type FolderEntry, IMAGE_TYPES } from '../../../contract/files';
import type { Db } from '../../db/database';
import { type Author, createRecord, type RecordKind } from '../../db/write';
import { m } from '../../http/text';

/** How messages name a folder or a file: by its path from the root, as the console's breadcrumb shows it. */
export const shownPath = (path: string) => `/${path}`;

const ENTRY_COLUMNS = ['id', 'name', 'folder', 'content_type', 'size', 'width', 'height', 'date_created', 'created_by'] as const;

type EntryRow = { id: number; name: string; folder: string; content_type: string; size: number; width: number | null; height: number | null; date_created: Date | string; created_by: string | null };

const toEntry = (row: EntryRow): FileEntry => ({
  id: row.id,
  name: row.name,
  path: joinPath(row.folder, row.name),
  folder: row.folder,
  contentType: row.content_type,
  size: row.size,
  isImage: IMAGE_TYPES.includes(row.content_type),
  width: row.width,
  height: row.height,
  dateCreated: new Date(row.date_created).toISOString(),
  createdBy: row.created_by,
});

/** bytea as a Buffer: PGlite answers a Uint8Array, pg a Buffer. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The files directly in `folder`, by name (any case first). */
export async function filesIn(db: Db, folder: string): Promise<FileEntry[]> {
  const rows = await db.selectFrom('files').select(ENTRY_COLUMNS).where('folder', '=', folder).orderBy(sql`lower(name)`).orderBy('name').execute();
  return rows.map(toEntry);
}

/** LIKE's wildcards and escape in a literal prefix. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The folders directly in `folder`, each with the files in and below it, by name. */
export async function foldersIn(db: Db, folder: string): Promise<FolderEntry[]> {
  const prefix = folder ? `${folder}/` : '';
  const { rows } = await sql<{ name: string; fileCount: number }>`
    SELECT name, count(*)::int AS "fileCount"
    FROM (SELECT split_part(substr(folder, char_length(${prefix}::text) + 1), '/', 1) AS name
          FROM files WHERE folder LIKE ${`${likeLiteral(prefix)}%`} AND folder <> ${folder}) below
    GROUP BY name ORDER BY lower(name), name`.execute(db);
  return rows.map((r) => ({ name: r.name, path: joinPath(folder, r.name), fileCount: r.fileCount }));
}

/** One file with its content, or undefined. */
export async function readFile(db: Db, folder: string, name: string) {
  const row = await db
    .selectFrom('files')
    .select([...ENTRY_COLUMNS, 'content'])
    .where('folder', '=', folder)
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { entry: toEntry(row), content: asBuffer(row.content) };
}

export interface NewFile {
  folder: string;
  name: string;
  contentType: string;
  content: Buffer;
  width: number | null;
  height: number | null;
  /** An image's thumbnail, made as it arrives. */
  thumbnail: { content: Buffer; width: number; height: number } | null;
  createdBy: string;
}

/** A file, as the change history keeps it: what the browser shows of it (never its content). */
export const fileKind: RecordKind = {
  area: 'files',
  entity: 'file',
  table: 'files',
  unversioned: true,
  what: (id) => m`File ${id}`,
  duplicate: (values) => m`A file named ${String(values.name)} is already in ${shownPath(String(values.folder))}: rename it or choose another folder.`,
  // The refusal names the upload's field, so the console shows it on the name.
  duplicateField: 'fileName',
  snapshot: (trx, id) =>
    trx
      .selectFrom('files')
      .select(['folder', 'name', 'content_type as contentType', 'size', 'width', 'height', 'created_by as createdBy'])
      .where('id', '=', id)
      .executeTakeFirst(),
};

/** Inserts the file through the one write path; a name already in the folder is refused as `Duplicate` (files_folder_name_key). */
export async function insertFile(db: Db, author: Author, file: NewFile): Promise<FileEntry> {
  const { id } = await createRecord(db, fileKind, author, {
    values: {
      folder: file.folder,
      name: file.name,
      content_type: file.contentType,
      size: file.content.length,
      content: file.content,
      width: file.width,
      height: file.height,
      thumbnail: file.thumbnail?.content ?? null,
      thumbnail_width: file.thumbnail?.width ?? null,
      thumbnail_height: file.thumbnail?.height ?? null,
      created_by: file.createdBy,
    },
  });
  const row = await db.selectFrom('files').select(ENTRY_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
  return toEntry(row);
}

/** A file without its content, with the thumbnail kept for it (null until one is made), or undefined. */
export async function findWithThumbnail(db: Db, folder: string, name: string) {
  const row = await db
    .selectFrom('files')
    .select([...ENTRY_COLUMNS, 'thumbnail', 'thumbnail_width', 'thumbnail_height'])
    .where('folder', '=', folder)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  const { thumbnail, thumbnail_width, thumbnail_height, ...entry } = row;
  return { entry: toEntry(entry), thumbnail: thumbnail ? { content: asBuffer(thumbnail), width: thumbnail_width ?? 0, height: thumbnail_height ?? 0 } : null };
}

/** A file's content. */
export async function readContent(db: Db, id: number): Promise<Buffer> {
  const row = await db.selectFrom('files').select('content').where('id', '=', id).executeTakeFirstOrThrow();
  return asBuffer(row.content);
}

/** Keeps a thumbnail made for the image; another process having kept one first is as good. */
export async function keepThumbnail(db: Db, id: number, thumb: { content: Buffer; width: number; height: number }): Promise<void> {
  await db
    .updateTable('files')
    .set({ thumbnail: thumb.content, thumbnail_width: thumb.width, thumbnail_height: thumb.height })
    .where('id', '=', id)
    .where('thumbnail', 'is', null)
    .execute();
}
