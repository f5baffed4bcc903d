/** The files browser's pure helpers: the breadcrumb, type labels, sizes, the picker's extensions and names, base64 to bytes. */
import { describe, expect, it } from 'vitest';
import { ACCEPT, base64Blob, breadcrumb, formatSize, tooLarge, typeKey, uploadName } from './filesModel';

describe('the files browser model', () => {
  it('makes the breadcrumb of a folder, each step with its path', () => {
    expect(breadcrumb('')).toEqual([]);
    expect(breadcrumb('images/shops/front')).toEqual([
      { name: 'images', path: 'images' },
      { name: 'shops', path: 'images/shops' },
      { name: 'front', path: 'images/shops/front' },
    ]);
  });

  it('labels content types, any other as a file', () => {
    expect([typeKey('image/png'), typeKey('text/csv'), typeKey('application/zip')]).toEqual([
      'resources.files.types.png',
      'resources.files.types.csv',
      'resources.files.types.other',
    ]);
  });

  it('shows sizes in B, KB and MB, in the console’s language', () => {
    expect([formatSize(101, 'en'), formatSize(9087, 'en'), formatSize(2_300_000, 'en'), formatSize(4866, 'es')]).toEqual(['101 B', '8.9 KB', '2.2 MB', '4,8 KB']);
  });

  it('offers the accepted extensions, sends names in NFC and refuses over 10 MB before sending', () => {
    expect(ACCEPT.split(',')).toEqual(expect.arrayContaining(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.pdf', '.txt', '.csv']));
    expect(uploadName({ name: 'cafe\u0301.png' })).toBe('café.png');
    expect([tooLarge({ size: 10 * 1024 * 1024 }), tooLarge({ size: 10 * 1024 * 1024 + 1 })]).toEqual([false, true]);
  });

  it('turns base64 into the bytes of a download', async () => {
    const blob = base64Blob(btoa('héllo'.normalize('NFC')), 'text/plain');
    expect(blob.type).toBe('text/plain');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([...'héllo'].map((c) => c.charCodeAt(0))));
  });
});
