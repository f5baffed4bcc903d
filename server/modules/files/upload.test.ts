/** file/uploadBase64's refusals: type decided by content, the name's extension, size, unreadable images; none writes anything. */
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesContract as c, MAX_FILE_BYTES } from '../../../contract/files';
import { call, login, withTestApp } from '../../test/harness';
import { imageBase64, storeState, textBase64 } from './testFiles';

const t = withTestApp();
let token = '';
let before = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
});
beforeEach(async () => {
  before = await storeState(t.db);
});
afterEach(async () => {
  expect(await storeState(t.db)).toBe(before);
});

const upload = (fileName: string, contentBase64: string, headers: Record<string, string> = {}) =>
  call(t.app, c.uploadBase64, { token, body: { folder: 'uploads', fileName, contentBase64 }, headers });
const refusal = (res: { json: <T>() => T }) => res.json<{ message: string; errors?: { field: string }[] }>();
const b64 = (bytes: number[] | string) => (typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)).toString('base64');

describe('an upload refused for its content', () => {
  it.each([
    ['a Windows executable', 'setup.png', b64('MZ\x90\x00\x03\x00\x00\x00')],
    ['a Linux executable', 'tool.txt', b64('\x7fELF\x02\x01\x01\x00')],
    ['a ZIP archive or Office document', 'report.pdf', b64('PK\x03\x04\x14\x00\x00\x00')],
    ['a gzip archive', 'backup.csv', b64([0x1f, 0x8b, 0x08, 0x00, 0x00])],
    ['a BMP image', 'photo.png', b64('BM\x00\x00\x00\x00\x00\x00\xff\xfe')],
    ['a TIFF image', 'scan.jpg', b64('II*\x00\x08\x00\x00\x00\xff')],
    ['binary data of an unrecognised type', 'blob.txt', b64([0x00, 0x01, 0x02, 0xfe, 0xff])],
  ])('refuses %s, whatever its name, naming what it looks like', async (what, name, content) => {
    const res = await upload(name, content);
    expect(res.statusCode).toBe(400);
    expect(refusal(res)).toMatchObject({ message: `contentBase64: the file is ${what}: only PNG, JPEG, GIF, WebP, PDF, plain text and CSV files are accepted`, errors: [{ field: 'contentBase64' }] });
  });

  it('refuses SVG and HTML under their own names: text is kept only as .txt, .text, .log, .md or .csv', async () => {
    for (const [name, text] of [
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['page.html', '<html><script>alert(1)</script></html>'],
    ]) {
      const res = await upload(name, textBase64(text));
      expect(res.statusCode).toBe(400);
      expect(refusal(res).message).toBe('fileName: the content is plain text, so the name must end in .txt, .text, .log, .md, .csv');
    }
  });

  it('refuses a name whose extension does not match the content', async () => {
    const res = await upload('photo.jpg', await imageBase64('png'));
    expect(res.statusCode).toBe(400);
    expect(refusal(res)).toMatchObject({ message: 'fileName: the content is a PNG image, so the name must end in .png', errors: [{ field: 'fileName' }] });
    expect((await upload('no-extension', await imageBase64('gif'))).statusCode).toBe(400);
    expect(refusal(await upload('scan.png', b64('%PDF-1.7\n')))).toMatchObject({ message: 'fileName: the content is a PDF document, so the name must end in .pdf' });
  });

  it('refuses an image whose signature is right but whose body is not', async () => {
    const res = await upload('broken.png', b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(res.statusCode).toBe(400);
    expect(refusal(res).message).toBe('contentBase64: the file starts as a PNG image but could not be read as one');
    // A WebP signature on a JPEG body: libvips reads it as what it is, not as what it claims.
    const jpeg = Buffer.from(await imageBase64('jpeg'), 'base64');
    const disguised = Buffer.concat([Buffer.from('RIFF\x00\x00\x00\x00WEBP', 'latin1'), jpeg]);
    expect((await upload('fake.webp', disguised.toString('base64'))).statusCode).toBe(400);
    // A JPEG cut short: its header reads, its body does not decode whole.
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(refusal(await upload('cut.jpg', cut.toString('base64'))).message).toBe('contentBase64: the file starts as a JPEG image but could not be read as one');
  });

  it('refuses an image over 50 megapixels before decoding it (a small file can unpack to a huge bitmap)', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_FILE_BYTES);
    const res = await upload('huge.png', huge.toString('base64'));
    expect(res.statusCode).toBe(400);
    expect(refusal(res).message).toBe('contentBase64: the image is 10000×6000 pixels: at most 50 megapixels are accepted');
  });
});

describe('an upload refused for its size or encoding', () => {
  it('answers 413 over 10 MB, saying the limit', async () => {
    const res = await upload('big.txt', Buffer.alloc(MAX_FILE_BYTES + 1, 'a').toString('base64'));
    expect(res.statusCode).toBe(413);
    expect(refusal(res)).toMatchObject({ message: 'contentBase64: the file is 10,485,761 bytes: at most 10 MB (10,485,760 bytes) is accepted', errors: [{ field: 'contentBase64' }] });
  });

  it('accepts exactly 10 MB', async () => {
    const res = await upload('exact.txt', Buffer.alloc(MAX_FILE_BYTES, 'a').toString('base64'));
    expect(res.statusCode, res.body).toBe(200);
    await t.db.deleteFrom('files').where('name', '=', 'exact.txt').execute();
  });

  it('answers 413 for a body over the upload limit, before reading it', async () => {
    const res = await upload('huge.txt', 'a'.repeat(16 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
  });

  it('refuses empty content, bad base64 and unknown fields with 400 naming the field', async () => {
    expect(refusal(await upload('a.txt', ''))).toMatchObject({ errors: [{ field: 'contentBase64' }] });
    expect(refusal(await upload('a.txt', 'not base64!'))).toMatchObject({ message: 'contentBase64: is not valid base64' });
    expect(refusal(await upload('a.txt', 'data:text/plain;base64,'))).toMatchObject({ message: 'contentBase64: the file is an empty file: only PNG, JPEG, GIF, WebP, PDF, plain text and CSV files are accepted' });
    const extra = await call(t.app, c.uploadBase64, { token, body: { folder: '', fileName: 'a.txt', contentBase64: textBase64('x'), contentType: 'text/plain' } });
    expect(refusal(extra)).toMatchObject({ errors: [{ field: 'contentType' }] });
    expect(refusal(await call(t.app, c.uploadBase64, { token, body: { contentBase64: textBase64('x') } }))).toMatchObject({ errors: [{ field: 'fileName' }] });
  });

  it('says it in Spanish when asked', async () => {
    const res = await upload('setup.png', b64('MZ\x90\x00'), { 'accept-language': 'es' });
    expect(refusal(res).message).toBe('Contenido del archivo: el archivo es un ejecutable de Windows: solo se aceptan archivos PNG, JPEG, GIF, WebP, PDF, texto plano y CSV');
  });
});
