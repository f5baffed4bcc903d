/** Browsing the store: a folder's listing (404 for a folder no file is in or below) and a file's download as base64. */
import { splitPath } from '../../../contract/filePath';
import type { FileContent, FolderListing } from '../../../contract/files';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m, type Text } from '../../http/text';
import { filesIn, foldersIn, readFile, shownPath } from './files.repository';

/** How messages name a folder and a file (by their path from the root, shownPath). */
export const folderText = (folder: string): Text => m`Folder ${shownPath(folder)}`;
export const fileText = (path: string): Text => m`File ${shownPath(path)}`;

export async function listFolder(db: Db, folder: string): Promise<FolderListing> {
  const [folders, files] = await Promise.all([foldersIn(db, folder), filesIn(db, folder)]);
  if (folder !== '' && folders.length === 0 && files.length === 0) throw notFound(folderText(folder));
  return { folder, folders, files };
}

export async function downloadFile(db: Db, path: string): Promise<FileContent> {
  const { folder, name } = splitPath(path);
  const file = await readFile(db, folder, name);
  if (!file) throw notFound(fileText(path));
  const { entry, content } = file;
  return { name: entry.name, path: entry.path, contentType: entry.contentType, size: entry.size, contentBase64: content.toString('base64') };
}
