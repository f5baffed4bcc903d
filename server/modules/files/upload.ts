/**
 * file/uploadBase64: every check before the one insert, so a refused upload writes nothing. The content is
 * decoded (413 over 10 MB), typed by its bytes with the name's extension matching (fileContent.ts); an image
 * is read for its size, then decoded whole to make its thumbnail while its bytes are at hand (images.ts), so
 * an image that does not decode is refused and file/thumbsBase64 only reads what was kept. A name already in
 * the folder answers 409.
 */
import { type FileEntry, IMAGE_TYPES } from '../../../contract/files';
import type { Db } from '../../db/database';
import type { Author } from '../../db/write';
import { badRequest, } from '../../http/errors';
import type { Text } from '../../http/text';
import { decodeBase64, fileTypeOf } from './fileContent';
import { insertFile } from './files.repository';
import { imageSize, makeThumbnail, unreadable } from './images';

export interface UploadInput {
  folder: string;
  fileName: string;
  contentBase64: string;
}

/** An image's size and thumbnail; a 400 when it does not decode whole as what its signature says. */
async function readImage(content: Buffer, type: string, label: Text) {
  const size = await imageSize(content, type, label);
  try {
    return { ...size, thumbnail: await makeThumbnail(content) };
  } catch {
    throw badRequest('contentBase64', unreadable(label));
  }
}

/** Uploads a file as `actor` (its createdBy), recorded in the change history as written by `author`. */
export async function uploadFile(db: Db, author: Author, input: UploadInput, actor: string): Promise<FileEntry> {
  const content = decodeBase64(input.contentBase64);
  const { type, label } = fileTypeOf(content, input.fileName);
  const image = IMAGE_TYPES.includes(type) ? await readImage(content, type, label) : null;
  const file = { folder: input.folder, name: input.fileName, contentType: type, content, width: image?.width ?? null, height: image?.height ?? null };
  return insertFile(db, author, { ...file, thumbnail: image?.thumbnail ?? null, createdBy: actor });
}

