/**
 * Images through sharp (libvips): an upload's size in pixels, read from its header, which also proves it
 * decodes as the type its signature claims; and thumbnails, WebP within THUMBNAIL_PIXELS square, turned
 * as the camera's EXIF orientation says. An image over MAX_MEGAPIXELS is refused before it is decoded, so
 * a small file that unpacks to a huge bitmap cannot take the server's memory.
 */
import sharp, { type Metadata } from 'sharp';
import { THUMBNAIL_PIXELS } from '../../../contract/files';
import { badRequest } from '../../http/errors';
import { m, type Text } from '../../http/text';

export const MAX_MEGAPIXELS = 50;
export const unreadable = (label: Text) => m`the file starts as ${label} but could not be read as one`;
const limitInputPixels = MAX_MEGAPIXELS * 1_000_000;

/** The width and height of an image of `type` (as shown, after its EXIF orientation); a 400 when it does not read as one or is too large. */
export async function imageSize(bytes: Buffer, type: string, label: Text): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('contentBase64', unreadable(label));
  }
  const { width = 0, height = 0 } = meta.autoOrient ?? meta;
  // libvips names the format it found by itself: it must be the one the signature said.
  if (`image/${meta.format}` !== type || width === 0 || height === 0) throw badRequest('contentBase64', unreadable(label));
  if (width * height > limitInputPixels) {
    throw badRequest('contentBase64', m`the image is ${width}×${height} pixels: at most ${MAX_MEGAPIXELS} megapixels are accepted`);
  }
  return { width, height };
}

export interface ThumbnailImage {
  content: Buffer;
  width: number;
  height: number;
}

/** A WebP thumbnail of the image (its first frame when animated), never larger than the image; throws when it does not decode whole. */
export async function makeThumbnail(bytes: Buffer): Promise<ThumbnailImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels })
    .autoOrient()
    .resize(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { content: data, width: info.width, height: info.height };
}
