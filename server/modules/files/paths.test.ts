/**
 * Every path is resolved inside the store: each traversal trick, sent to each call that takes a path, is
 * refused with 400 naming the field and what is wrong, and an upload carrying one writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { filesContract as c } from '../../../contract/files';
import { pathProblem } from '../../../contract/filePath';
import { call, login, withTestApp } from '../../test/harness';
import { storeState, textBase64 } from './testFiles';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
});

/** A trick, as the server receives it once the query string is decoded, and the words its refusal must hold. */
const TRICKS: [string, string, string][] = [
  ['parent folder', '../secrets.txt', 'dots only'],
  ['parent folder inside', 'images/../../etc/passwd', 'dots only'],
  ['current folder', 'images/./logo.webp', 'dots only'],
  ['dots only', '.../x.txt', 'dots only'],
  ['absolute path', '/etc/passwd', 'relative to the store'],
  ['home folder', '~/notes.txt', 'relative to the store'],
  ['drive letter', 'C:/Windows/win.ini', 'relative to the store'],
  ['backslash', '..\\..\\windows\\win.ini', 'backslash'],
  ['backslash inside', 'images\\logo.webp', 'backslash'],
  ['encoded dots and slash (after one decoding: double-encoded)', '%2e%2e%2fetc%2fpasswd', 'percent-encoded'],
  ['encoded percent', '..%252fetc', 'percent-encoded'],
  ['overlong UTF-8 dot', '%c0%ae%c0%ae/etc', 'percent-encoded'],
  ['NUL byte', 'welcome.txt\u0000.png', 'NUL byte'],
  ['line break', 'welcome\n.txt', 'control characters'],
  ['fullwidth dots and slash', '\uff0e\uff0e\uff0fetc\uff0fpasswd', 'stands for "."'],
  ['fullwidth solidus', 'images\uff0flogo.webp', 'stands for "/"'],
  ['division slash', 'images\u2215logo.webp', 'stands for "/"'],
  ['one dot leader', '\u2024\u2024/etc', 'stands for "."'],
  ['fullwidth backslash', 'images\uff3clogo.webp', 'stands for "\\"'],
  ['decomposed accent (NFD)', 'cafe\u0301.txt', 'NFC'],
  ['right-to-left override', 'invoice\u202egpj.exe', 'direction-changing'],
  ['zero-width space', 'wel\u200bcome.txt', 'invisible'],
  ['replacement character', 'bad\ufffd.txt', 'replacement'],
  ['empty name', 'images//logo.webp', 'empty name'],
  ['trailing slash', 'images/', 'empty name'],
  ['reserved character', 'images/logo?.webp', '< > : " | ? or *'],
  ['space at the end', 'images/logo.webp ', 'space'],
  ['too deep', `${'a/'.repeat(11)}x.txt`, 'folders deep'],
];

const errorOf = (res: { json: <T>() => T }) => res.json<{ message: string; errors: { field: string; message: string }[] }>();

describe('the store’s paths', () => {
  it('has a refusal for each trick, naming it (contract/filePath.ts)', () => {
    const found = TRICKS.map(([name, path]) => `${name}: ${pathProblem(path, 'file') ?? 'accepted'}`);
    expect(found.filter((line) => line.endsWith('accepted'))).toEqual([]);
    for (const [name, path, words] of TRICKS) expect(pathProblem(path, 'file'), name).toContain(words);
    // Names that look odd but are plain: kept.
    for (const path of ['images/logo.webp', 'informe-2025_v2 (final).pdf', 'café.txt', 'niño/año.csv', '50%.txt', '.hidden.txt', 'a b/c d.txt']) {
      expect(pathProblem(path, 'file'), path).toBeUndefined();
    }
    expect(pathProblem('', 'folder')).toBeUndefined();
    expect(pathProblem('', 'file')).toBe('must not be empty');
    expect(pathProblem('a/b.txt', 'name')).toBe('must be a name without /');
  });

  it.each(TRICKS)('refuses %s on every call that takes a path', async (_name, path, words) => {
    for (const [endpoint, field] of [
      [c.list, 'folder'],
      [c.fileBase64, 'file'],
      [c.thumbsBase64, 'path'],
    ] as const) {
      const res = await call(t.app, endpoint, { token, query: { [field]: path } });
      expect(res.statusCode, `${endpoint.path} ${res.body}`).toBe(400);
      expect(errorOf(res).errors.map((e) => e.field)).toEqual([field]);
      expect(errorOf(res).message).toContain(words);
    }
  });

  it('refuses each trick in an upload’s folder or file name, writing nothing', async () => {
    const before = await storeState(t.db);
    for (const [name, path, words] of TRICKS) {
      const fileName = path.split('/').at(-1) || 'x.txt';
      const asFolder = await call(t.app, c.uploadBase64, { token, body: { folder: path, fileName: 'ok.txt', contentBase64: textBase64('x') } });
      expect(asFolder.statusCode, `${name}: ${asFolder.body}`).toBe(400);
      expect(errorOf(asFolder).message, name).toContain(words);
      const asName = await call(t.app, c.uploadBase64, { token, body: { folder: 'uploads', fileName: path.includes('/') ? path : fileName, contentBase64: textBase64('x') } });
      expect(asName.statusCode, `${name}: ${asName.body}`).toBe(400);
      expect(errorOf(asName).errors.map((e) => e.field), name).toEqual(['fileName']);
    }
    expect(await storeState(t.db)).toBe(before);
  });

  it('decodes the query string once: encoded and double-encoded tricks in the raw URL are refused', async () => {
    for (const [raw, words] of [
      ['..%2f..%2fetc%2fpasswd', 'dots only'],
      ['%2e%2e%2fsecrets.txt', 'dots only'],
      ['%252e%252e%252fetc%252fpasswd', 'percent-encoded'],
      ['..%5c..%5cwin.ini', 'backslash'],
      ['%2fetc%2fpasswd', 'relative to the store'],
      ['welcome.txt%00.png', 'NUL byte'],
      ['%c0%ae%c0%ae%2fetc', 'percent-encoded'],
      ['%EF%BC%8E%EF%BC%8E%EF%BC%8Fetc', 'stands for "."'],
      ['invoice%E2%80%AEgpj.exe', 'direction-changing'],
    ]) {
      const res = await call(t.app, c.fileBase64, { token, url: `${c.fileBase64.url}?file=${raw}` });
      expect(res.statusCode, `${raw}: ${res.body}`).toBe(400);
      expect(errorOf(res).message, raw).toContain(words);
    }
  });

  it('names what is wrong in Spanish too', async () => {
    const res = await call(t.app, c.fileBase64, { token, query: { file: '../x.txt' }, headers: { 'accept-language': 'es' } });
    expect(errorOf(res).message).toBe('Archivo: no debe contener un nombre hecho solo de puntos, como . o .. (una ruta no puede salir de su carpeta)');
    const alike = await call(t.app, c.list, { token, query: { folder: 'a\uff0fb' }, headers: { 'accept-language': 'es' } });
    expect(errorOf(alike).message).toBe('Carpeta: no debe contener "／" (U+FF0F), que equivale a «/»: escriba el carácter normal');
  });
});
