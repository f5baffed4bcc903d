/**
 * file/thumbsBase64: an image's thumbnail, kept in the file's row. An upload makes it as the image arrives;
 * an image stored without one (the demo data, rows from before) has it made with sharp on the first request
 * and kept, so every later request, from any API process, reads it back.
 */
import { splitPath } from '../../../contract/filePath';
import type { Thumbnail } from '../../../contract/files';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { fileText } from './browse';
import { findWithThumbnail, keepThumbnail, readContent } from './files.repository';
import { makeThumbnail, type ThumbnailImage } from './images';

export async function thumbnailOf(db: Db, path: string): Promise<Thumbnail> {
  const { folder, name } = splitPath(path);
  const found = await findWithThumbnail(db, folder, name);
  if (!found) throw notFound(fileText(path));
  const { entry } = found;
  if (!entry.isImage) throw badRequest('path', m`is ${entry.contentType}, not an image: thumbnails are made of PNG, JPEG, GIF and WebP images`);
  let thumb: ThumbnailImage | null = found.thumbnail;
  if (!thumb) {
    try {
      thumb = await makeThumbnail(await readContent(db, entry.id));
    } catch {
      throw badRequest('path', m`the image could not be read to make a thumbnail`);
    }
    await keepThumbnail(db, entry.id, thumb);
  }
  return { path: entry.path, contentType: 'image/webp', width: thumb.width, height: thumb.height, contentBase64: thumb.content.toString('base64') };
}
