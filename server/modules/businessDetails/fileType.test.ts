/** File types decided by content: signatures, ZIP central directories, UTF-8 text; stored names and download headers. */
import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadHeaders } from './download';
import { ACCEPTED, sniffFileType, storedFileName } from './fileType';
import { SAMPLES, zip } from './testFiles';
import { zipEntryNames } from './zipEntries';

const typeOf = (bytes: Buffer, name = 'file.bin') => {
  const sniffed = sniffFileType(bytes, name);
  return 'accepted' in sniffed ? sniffed.accepted.contentType : `refused: ${sniffed.refused}`;
};

describe('sniffFileType', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['text', 'text/plain'],
    ['xlsx', ACCEPTED.xlsx.contentType],
    ['docx', ACCEPTED.docx.contentType],
  ] as const)('accepts %s by its content, whatever the name', (sample, type) => {
    expect(typeOf(SAMPLES[sample], 'renamed.pdf')).toBe(type);
    expect(typeOf(SAMPLES[sample], 'no-extension')).toBe(type);
  });

  it('takes UTF-8 text as CSV only when the name ends in .csv', () => {
    expect(typeOf(SAMPLES.csv, 'Report.CSV')).toBe('text/csv');
    expect(typeOf(SAMPLES.csv, 'report.txt')).toBe('text/plain');
    expect(typeOf(Buffer.from('<html><script>alert(1)</script></html>'), 'page.html')).toBe('text/plain');
  });

  it.each([
    ['exe', 'Windows executable'],
    ['gif', 'GIF image'],
    ['pptx', 'PowerPoint'],
    ['zip', 'a ZIP archive'],
    ['binary', 'unrecognised'],
    ['badUtf8', 'unrecognised'],
  ] as const)('refuses %s, naming what it is', (sample, found) => {
    expect(typeOf(SAMPLES[sample], 'invoice.pdf')).toMatch(new RegExp(`^refused: .*${found}`));
  });

  it('refuses an empty file, text with a NUL byte and a truncated ZIP', () => {
    expect(typeOf(Buffer.alloc(0))).toBe('refused: an empty file');
    expect(typeOf(Buffer.from('abc\u0000def'), 'a.txt')).toMatch(/^refused/);
    expect(typeOf(SAMPLES.xlsx.subarray(0, SAMPLES.xlsx.length - 30))).toMatch(/could not be read/);
  });

  it('reads entry names from the central directory', () => {
    expect(zipEntryNames(zip({ 'a.txt': 'a', 'dir/b.xml': 'b' }))).toEqual(['a.txt', 'dir/b.xml']);
    expect(zipEntryNames(Buffer.from('PK\x03\x04 not really a zip'))).toBeNull();
  });
});

describe('storedFileName', () => {
  it('keeps a name whose extension fits the content and appends the right one otherwise', () => {
    expect(storedFileName('scan.PNG', ACCEPTED.png)).toBe('scan.PNG');
    expect(storedFileName('scan.pdf', ACCEPTED.png)).toBe('scan.pdf.png');
    expect(storedFileName('page.html', ACCEPTED.text)).toBe('page.html.txt');
    expect(storedFileName('photo.jpeg', ACCEPTED.jpeg)).toBe('photo.jpeg');
  });

  it('drops paths, control and bidi characters, and never answers an empty name', () => {
    expect(storedFileName('C:\\Users\\me\\..\\secret.pdf', ACCEPTED.pdf)).toBe('secret.pdf');
    expect(storedFileName('../../etc/passwd', ACCEPTED.text)).toBe('passwd.txt');
    expect(storedFileName('inv\u202Efdp.exe', ACCEPTED.pdf)).toBe('invfdp.exe.pdf');
    expect(storedFileName('a\r\nb.txt', ACCEPTED.text)).toBe('ab.txt');
    expect(storedFileName('   ', ACCEPTED.pdf)).toBe('file.pdf');
  });
});

describe('download headers', () => {
  it('always attach, with an ASCII fallback and the UTF-8 name (RFC 6266 / 8187)', () => {
    expect(contentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition('Résumé "final" 100%.pdf')).toBe(
      `attachment; filename="R_sum_ _final_ 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20100%25.pdf`,
    );
    expect(contentDisposition("it's (1).txt")).toContain(`filename*=UTF-8''it%27s%20%281%29.txt`);
  });

  it('carry the stored type (with a charset for text) and nosniff', () => {
    expect(downloadHeaders({ name: 'a.csv', contentType: 'text/csv', size: 3 })).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-length': '3',
      'x-content-type-options': 'nosniff',
    });
  });
});
