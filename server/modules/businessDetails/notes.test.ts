/** Business/Notes, UpsertNote, AddDocument and NoteFile: notes with files checked by content, downloaded as attachments. */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { MAX_FILES_PER_NOTE } from './noteFiles.repository';
import { SAMPLES } from './testFiles';
import { createBusiness, DETAIL_TABLES, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
});

type Note = { id: number; text: string; version: number; dateCreated: string; files: { id: number; name: string; contentType: string; size: number }[] };
const upsert = (body: unknown) => call(t.app, c.upsertNote, { token, body });
const notes = (key: number) => call(t.app, c.notes, { token, query: { key: String(key) } });
const attach = (noteId: number, fileName: string, bytes: Buffer | string) =>
  call(t.app, c.addDocument, { token, body: { noteId, fileName, contentBase64: typeof bytes === 'string' ? bytes : bytes.toString('base64') } });
const download = (id: number) => call(t.app, c.noteFile, { token, query: { id: String(id) } });
const newNote = async (biz: number, text = 'Called the shop.') => (await upsert({ id: 0, businessId: biz, text })).json<Note>();

describe('notes', () => {
  it('creates and updates notes, listing them newest first with their files', async () => {
    const biz = await createBusiness(t.db);
    const first = await newNote(biz, 'First');
    const second = await newNote(biz, 'Second');
    expect(first).toMatchObject({ text: 'First', version: 1, files: [] });
    expect(Number.isNaN(Date.parse(first.dateCreated))).toBe(false);
    const updated = await upsert({ id: first.id, businessId: biz, text: 'First, edited', version: 1 });
    expect(updated.json()).toMatchObject({ id: first.id, text: 'First, edited', version: 2 });
    await attach(second.id, 'visit.txt', SAMPLES.text);
    const listed = (await notes(biz)).json<Note[]>();
    expect(listed.map((n) => n.id)).toEqual([second.id, first.id]);
    expect(listed[0].files).toEqual([{ id: expect.any(Number), name: 'visit.txt', contentType: 'text/plain', size: SAMPLES.text.length }]);
  });

  it('refuses a stale update (409), a note of another business and an unknown business (404), writing nothing', async () => {
    const biz = await createBusiness(t.db);
    const other = await createBusiness(t.db);
    const note = await newNote(biz);
    await upsert({ id: note.id, businessId: biz, text: 'v2', version: 1 });
    const before = await snapshot(t.db, DETAIL_TABLES);
    expect((await upsert({ id: note.id, businessId: biz, text: 'stale', version: 1 })).statusCode).toBe(409);
    expect((await upsert({ id: note.id, businessId: other, text: 'foreign', version: 2 })).statusCode).toBe(404);
    expect((await upsert({ id: 0, businessId: 999_999, text: 'nowhere' })).statusCode).toBe(404);
    expect((await notes(999_999)).statusCode).toBe(404);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });

  it.each([
    ['an empty text', { text: '   ' }, 'text'],
    ['a text too long', { text: 'x'.repeat(4001) }, 'text'],
    ['an unknown field', { pinned: true }, 'pinned'],
    ['a negative id', { id: -1 }, 'id'],
  ])('answers 400 to %s, naming the field, and writes nothing', async (_name, change, field) => {
    const biz = await createBusiness(t.db);
    const before = await snapshot(t.db, DETAIL_TABLES);
    const res = await upsert({ id: 0, businessId: biz, text: 'ok', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});

describe('note files', () => {
  it.each(['pdf', 'png', 'jpeg', 'xlsx', 'docx', 'csv'] as const)('stores a %s and downloads the same bytes as an attachment', async (kind) => {
    const biz = await createBusiness(t.db);
    const note = await newNote(biz);
    const name = `Évaluation ${kind}.${kind === 'jpeg' ? 'jpg' : kind}`;
    const res = await attach(note.id, name, SAMPLES[kind]);
    expect(res.statusCode).toBe(200);
    const file = res.json<{ id: number; name: string; contentType: string; size: number }>();
    expect(file).toMatchObject({ name, size: SAMPLES[kind].length });
    const got = await download(file.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(SAMPLES[kind])).toBe(true);
    expect(got.headers['content-type']).toContain(file.contentType);
    expect(got.headers['content-disposition']).toBe(`attachment; filename="_valuation ${name.slice(11)}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('decides the type by content: a PNG named .pdf is stored as image/png, named .pdf.png', async () => {
    const note = await newNote(await createBusiness(t.db));
    const res = await attach(note.id, 'invoice.pdf', SAMPLES.png);
    expect(res.json()).toMatchObject({ name: 'invoice.pdf.png', contentType: 'image/png' });
    expect((await download(res.json().id)).headers['content-type']).toBe('image/png');
  });

  it.each([
    ['an .exe renamed .pdf', 'invoice.pdf', SAMPLES.exe, /Windows executable.*only PDF, PNG, JPEG, plain text, CSV, XLSX and DOCX/],
    ['a GIF', 'photo.gif', SAMPLES.gif, /GIF image/],
    ['a plain ZIP named .xlsx', 'sheet.xlsx', SAMPLES.zip, /ZIP archive/],
    ['invalid base64', 'a.txt', 'not*base64!', /contentBase64: is not valid base64/],
    ['an empty file', 'a.txt', '', /contentBase64/],
  ])('refuses %s with 400 naming contentBase64, storing nothing', async (_name, fileName, content, message) => {
    const note = await newNote(await createBusiness(t.db));
    const before = await snapshot(t.db, DETAIL_TABLES);
    const res = await attach(note.id, fileName, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('contentBase64');
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });

  it('refuses a file over 10 MB decoded (413) and an unknown note (404)', async () => {
    const note = await newNote(await createBusiness(t.db));
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const res = await attach(note.id, 'big.txt', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/10 MB/);
    expect((await attach(999_999, 'a.txt', SAMPLES.text)).statusCode).toBe(404);
    expect((await download(999_999)).statusCode).toBe(404);
    expect((await call(t.app, c.noteFile, { token, query: { id: 'x' } })).statusCode).toBe(400);
  });

  it(`holds at most ${MAX_FILES_PER_NOTE} files a note`, async () => {
    const note = await newNote(await createBusiness(t.db));
    const rows = Array.from({ length: MAX_FILES_PER_NOTE }, (_, i) => ({ note_id: note.id, name: `${i}.txt`, content_type: 'text/plain', size: 1, content: Buffer.from('a') }));
    await t.db.insertInto('business_note_files').values(rows).execute();
    const res = await attach(note.id, 'one-more.txt', SAMPLES.text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/noteId/);
  });
});
