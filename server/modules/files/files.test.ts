/** The files browser: a folder's listing, a download, an image's thumbnail (made once, then kept) and an upload. */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FileContent, type FileEntry, type FolderListing, filesContract as c, THUMBNAIL_PIXELS, type Thumbnail } from '../../../contract/files';
import { buildApp } from '../../app';
import { call, login, withTestApp } from '../../test/harness';
import { imageBase64, textBase64 } from './testFiles';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
});

const list = async (folder?: string) => {
  const res = await call(t.app, c.list, { token, query: folder === undefined ? {} : { folder } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FolderListing>();
};
const upload = (body: Record<string, unknown>) => call(t.app, c.uploadBase64, { token, body });

describe('file/list', () => {
  it('lists the root: its folders with their file counts and its files, by name', async () => {
    const root = await list();
    expect(root.folder).toBe('');
    expect(root.folders.map((f) => [f.name, f.path])).toEqual([
      ['calibration', 'calibration'],
      ['images', 'images'],
      ['manuals', 'manuals'],
    ]);
    expect(root.folders.find((f) => f.name === 'manuals')?.fileCount).toBe(3);
    expect(root.files.map((f) => f.path)).toEqual(['welcome.txt']);
    expect(await list('')).toEqual(root);
  });

  it('lists a folder below the root, images marked with their size in pixels', async () => {
    const images = await list('images');
    expect(images.folders.map((f) => f.path)).toEqual(['images/shops']);
    expect(images.files.map((f) => f.name)).toEqual(['calibration-target.png', 'loading.gif', 'logo.webp']);
    expect(images.files[0]).toMatchObject({ path: 'images/calibration-target.png', folder: 'images', contentType: 'image/png', isImage: true, width: 400, height: 400, createdBy: 'seed' });
    expect((await list('manuals')).files.find((f) => f.name === 'quick-start.txt')).toMatchObject({ isImage: false, width: null });
  });

  it('answers 404 naming a folder that holds no file, in the caller’s language', async () => {
    const res = await call(t.app, c.list, { token, query: { folder: 'no/such/folder' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Folder /no/such/folder was not found.');
    const es = await call(t.app, c.list, { token, query: { folder: 'nothing' }, headers: { 'accept-language': 'es' } });
    expect(es.json<{ message: string }>().message).toBe('No se encontró la carpeta /nothing.');
  });

  it('treats LIKE wildcards in a folder name as plain characters', async () => {
    expect((await call(t.app, c.list, { token, query: { folder: 'image_' } })).statusCode).toBe(404);
    expect((await call(t.app, c.list, { token, query: { folder: 'ma%' } })).statusCode).toBe(404);
  });
});

describe('file/fileBase64', () => {
  it('answers the file with its content as base64', async () => {
    const res = await call(t.app, c.fileBase64, { token, query: { file: 'calibration/targets.csv' } });
    expect(res.statusCode).toBe(200);
    const file = res.json<FileContent>();
    expect(file).toMatchObject({ name: 'targets.csv', path: 'calibration/targets.csv', contentType: 'text/csv' });
    expect(Buffer.from(file.contentBase64, 'base64').toString('utf8')).toContain('Toyota,Camry');
    expect(file.size).toBe(Buffer.from(file.contentBase64, 'base64').length);
  });

  it('answers 404 naming a file that does not exist', async () => {
    const res = await call(t.app, c.fileBase64, { token, query: { file: 'manuals/missing.pdf' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('File /manuals/missing.pdf was not found.');
  });
});

describe('file/thumbsBase64', () => {
  it('makes a WebP thumbnail within the square, keeps it, and answers the kept one next time', async () => {
    const first = await call(t.app, c.thumbsBase64, { token, query: { path: 'images/shops/shop-front.jpg' } });
    expect(first.statusCode, first.body).toBe(200);
    const thumb = first.json<Thumbnail>();
    expect(thumb).toMatchObject({ path: 'images/shops/shop-front.jpg', contentType: 'image/webp', width: THUMBNAIL_PIXELS, height: 100 });
    const meta = await sharp(Buffer.from(thumb.contentBase64, 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', THUMBNAIL_PIXELS, 100]);
    const kept = await t.db.selectFrom('files').select('thumbnail').where('name', '=', 'shop-front.jpg').executeTakeFirstOrThrow();
    expect(kept.thumbnail).not.toBeNull();
    const again = await call(t.app, c.thumbsBase64, { token, query: { path: 'images/shops/shop-front.jpg' } });
    expect(again.json<Thumbnail>()).toEqual(thumb);
  });

  it('makes thumbnails of PNG, GIF and WebP, never larger than the image', async () => {
    for (const [path, size] of [
      ['images/calibration-target.png', [THUMBNAIL_PIXELS, THUMBNAIL_PIXELS]],
      ['images/loading.gif', [64, 64]],
      ['images/logo.webp', [THUMBNAIL_PIXELS, THUMBNAIL_PIXELS]],
    ] as const) {
      const res = await call(t.app, c.thumbsBase64, { token, query: { path } });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect([res.json<Thumbnail>().width, res.json<Thumbnail>().height], path).toEqual(size);
    }
  });

  it('refuses a file that is not an image with 400 naming path, and answers 404 for a missing one', async () => {
    const pdf = await call(t.app, c.thumbsBase64, { token, query: { path: 'manuals/calibration-checklist.pdf' } });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json<{ message: string }>().message).toBe('path: is application/pdf, not an image: thumbnails are made of PNG, JPEG, GIF and WebP images');
    expect((await call(t.app, c.thumbsBase64, { token, query: { path: 'images/nothing.png' } })).statusCode).toBe(404);
  });

  it('answers 400 for a stored image that no longer decodes, keeping no thumbnail', async () => {
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await t.db.insertInto('files').values({ folder: 'damaged', name: 'old.png', content_type: 'image/png', size: content.length, content, created_by: 'test' }).execute();
    const res = await call(t.app, c.thumbsBase64, { token, query: { path: 'damaged/old.png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('path: the image could not be read to make a thumbnail');
    await t.db.deleteFrom('files').where('folder', '=', 'damaged').execute();
  });
});

describe('file/uploadBase64', () => {
  it('stores an image in a new folder, which the parent then lists, and makes its thumbnail', async () => {
    const res = await upload({ folder: 'uploads/2025', fileName: 'bay-3.png', contentBase64: await imageBase64('png', 800, 400) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FileEntry>()).toMatchObject({ name: 'bay-3.png', path: 'uploads/2025/bay-3.png', contentType: 'image/png', isImage: true, width: 800, height: 400, createdBy: 'demo.admin' });
    expect((await list('uploads')).folders).toEqual([{ name: '2025', path: 'uploads/2025', fileCount: 1 }]);
    // Made as the image arrived: the request below reads it back.
    const kept = await t.db.selectFrom('files').select(['thumbnail_width', 'thumbnail_height']).where('name', '=', 'bay-3.png').executeTakeFirstOrThrow();
    expect([kept.thumbnail_width, kept.thumbnail_height]).toEqual([THUMBNAIL_PIXELS, 80]);
    const thumb = await call(t.app, c.thumbsBase64, { token, query: { path: 'uploads/2025/bay-3.png' } });
    expect([thumb.json<Thumbnail>().width, thumb.json<Thumbnail>().height]).toEqual([THUMBNAIL_PIXELS, 80]);
  });

  it('stores JPEG, GIF, WebP, PDF, text and CSV at the root, typed by their content', async () => {
    const cases = [
      ['photo.JPEG', await imageBase64('jpeg'), 'image/jpeg'],
      ['anim.gif', await imageBase64('gif'), 'image/gif'],
      ['pic.webp', await imageBase64('webp'), 'image/webp'],
      ['doc.pdf', textBase64('%PDF-1.4\n%%EOF\n'), 'application/pdf'],
      ['notes.txt', textBase64('Línea uno\r\nLínea dos\t✓\n'), 'text/plain'],
      ['rows.csv', textBase64('a,b\n1,2\n'), 'text/csv'],
    ] as const;
    for (const [fileName, contentBase64, type] of cases) {
      const res = await upload({ fileName, contentBase64 });
      expect(res.statusCode, `${fileName}: ${res.body}`).toBe(200);
      expect(res.json<FileEntry>()).toMatchObject({ path: fileName, folder: '', contentType: type });
    }
    const download = await call(t.app, c.fileBase64, { token, query: { file: 'notes.txt' } });
    expect(Buffer.from(download.json<FileContent>().contentBase64, 'base64').toString('utf8')).toBe('Línea uno\r\nLínea dos\t✓\n');
  });

  it('accepts a data: URL prefix and line breaks in the base64', async () => {
    const wrapped = `data:image/png;base64,${(await imageBase64('png', 20, 20)).replace(/(.{60})/g, '$1\n')}`;
    expect((await upload({ folder: 'uploads', fileName: 'wrapped.png', contentBase64: wrapped })).statusCode).toBe(200);
  });

  it('answers 409 when the folder already has a file of that name, keeping the first', async () => {
    const body = { folder: 'uploads', fileName: 'twice.txt', contentBase64: textBase64('first') };
    expect((await upload(body)).statusCode).toBe(200);
    const again = await upload({ ...body, contentBase64: textBase64('second') });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string; errors: { field: string }[] }>()).toMatchObject({
      message: 'A file named twice.txt is already in /uploads: rename it or choose another folder.',
      errors: [{ field: 'fileName' }],
    });
    const kept = await call(t.app, c.fileBase64, { token, query: { file: 'uploads/twice.txt' } });
    expect(Buffer.from(kept.json<FileContent>().contentBase64, 'base64').toString()).toBe('first');
  });
});

describe('several API processes on one database', () => {
  it('see the same files and thumbnails: the store keeps nothing in a process', async () => {
    const other = await buildApp(t.db);
    try {
      const body = { folder: 'shared', fileName: 'seen-by-both.png', contentBase64: await imageBase64('png', 300, 300) };
      expect((await call(other, c.uploadBase64, { token, body })).statusCode).toBe(200);
      expect((await list('shared')).files.map((f) => f.name)).toEqual(['seen-by-both.png']);
      const made = await call(t.app, c.thumbsBase64, { token, query: { path: 'shared/seen-by-both.png' } });
      const kept = await call(other, c.thumbsBase64, { token, query: { path: 'shared/seen-by-both.png' } });
      expect(kept.json<Thumbnail>()).toEqual(made.json<Thumbnail>());
    } finally {
      await other.close();
    }
  });
});
