/** Files the files-browser tests upload: small images made with sharp, text, and the store's row count. */
import sharp from 'sharp';
import type { Db } from '../../db/database';

/** An image of `width`×`height` in `format`, as base64. */
export async function imageBase64(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 320, height = 200): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 21, g: 101, b: 192 } } })
    .toFormat(format)
    .toBuffer();
  return bytes.toString('base64');
}

export const textBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The number of files in the store and their total size: unchanged by a refused upload. */
export async function storeState(db: Db): Promise<string> {
  const row = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('size').as('bytes'), eb.fn.max('id').as('last')])
    .executeTakeFirstOrThrow();
  return `${Number(row.n)} files, ${Number(row.bytes)} bytes, last id ${row.last}`;
}
