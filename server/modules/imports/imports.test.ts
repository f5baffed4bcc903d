/**
 * Import (issue 34) through its calls, on both databases: a file's columns matched by their headers, each row's
 * outcome of the dry run (nothing written), both apply modes (row by row keeping the good rows; all or nothing), the
 * history of an imported row naming the file, a second import of the same file changing nothing, cancel, the
 * rejected rows handed back, and the imports of another user out of reach.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countrystateContract as cs } from '../../../contract/countrystate';
import { importsContract as c } from '../../../contract/imports';
import { call } from '../../test/harness';
import { COUNTRY_FIELDS, importKit } from './testKit';

const { t, s, send, ok, upload, uploadBody, checked, rowsOf, applied, settled } = importKit();

const countries = () => t.db.selectFrom('countries').select(['id', 'name', 'abbreviation', 'version']).orderBy('id').execute();
const historyCount = () => t.db.selectFrom('change_history').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();

describe('an uploaded file', () => {
  it('answers its sheet, header, rows and each column’s field, matched by the label in English or Spanish or by the API name', async () => {
    const { sheets } = await upload('countries', 'paises.csv', 'Nombre;ABBREVIATION;Notes\r\nAtlantis;ATL;x\r\n\r\nLemuria;LEM;y\r\n');
    expect(sheets).toEqual([{ name: 'paises', columns: ['Nombre', 'ABBREVIATION', 'Notes'], rows: 2, matches: ['name', 'abbreviation', null] }]);
  });

  it('is refused when it is not what its name says, too large, broken, or for a list that does not import', async () => {
    const refused = async (body: unknown, status: number, pattern: RegExp) => {
      const res = await send(c.upload, { body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(pattern);
    };
    await refused(uploadBody('countries', 'paises.csv', Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'), COUNTRY_FIELDS), 400, /not a CSV file/);
    await refused(uploadBody('countries', 'paises.csv', 'Name,Abbreviation\r\n"Atlantis,ATL\r\n', COUNTRY_FIELDS), 400, /line/);
    await refused(uploadBody('countries', 'paises.xlsx', 'Name,Abbreviation\r\n', COUNTRY_FIELDS), 400, /Excel/);
    await refused(uploadBody('chat', 'paises.csv', 'Name\r\nA\r\n', COUNTRY_FIELDS), 400, /not a list that imports/);
    await refused(uploadBody('countries', 'big.csv', Buffer.alloc(21 * 1024 * 1024, 'a'), COUNTRY_FIELDS), 413, /20 MB/);
    expect((await call(t.app, c.upload, { body: uploadBody('countries', 'paises.csv', 'Name\r\nA\r\n', COUNTRY_FIELDS) })).statusCode).toBe(401);
  });
});

describe('an Excel workbook', () => {
  it('offers its sheets, and reads a formula cell as its cached value, never evaluated', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRow(['Nothing to import']);
    const sheet = book.addWorksheet('Countries');
    sheet.addRow(['Name', 'Abbreviation']);
    sheet.addRow(['Formula Land', { formula: 'LEFT(A2,2)', result: 'FO' }]);
    sheet.addRow(['Cmd Land', { formula: 'cmd|\' /C calc\'!A0', result: 'CM' }]);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const { id, sheets } = await upload('countries', 'countries.xlsx', content);
    expect(sheets.map((sh) => [sh.name, sh.rows])).toEqual([
      ['Notes', 0],
      ['Countries', 2],
    ]);
    expect(sheets[1].matches).toEqual(['name', 'abbreviation']);
    const columns = [{ column: 0, field: 'name' }, { column: 1, field: 'abbreviation' }];
    await ok(c.check, { body: { id, sheet: 'Countries', mode: 'insert', columns, fields: COUNTRY_FIELDS } });
    expect((await settled(id)).counts).toMatchObject({ insert: 2, refused: 0 });
    expect((await rowsOf(id)).map((r) => r.cells)).toEqual([
      ['Formula Land', 'FO'],
      ['Cmd Land', 'CM'],
    ]);
  });
});

describe('the dry run', () => {
  it('tells each row’s outcome, in the caller’s language, and writes nothing', async () => {
    await ok(cs.upsertCountry, { body: { id: 0, name: 'Mu', abbreviation: 'MU' } });
    await ok(cs.upsertCountry, { body: { id: 0, name: 'Hyperborea', abbreviation: 'HY' } });
    const before = { countries: await countries(), history: await historyCount() };
    const file = ['Name,Abbreviation', 'Mu,MU', 'Hyperborea ,HYP', 'Thule,THU', 'Agartha,TOOLONG', 'Thule,TH2', ',XX'].join('\r\n');
    const status = await checked('countries', 'dry.csv', file, { language: 'es' });
    expect(status).toMatchObject({ state: 'checked', done: 6, total: 6, counts: { insert: 1, update: 1, unchanged: 1, refused: 3 } });
    const rows = await rowsOf(status.id, undefined, 'es');
    expect(rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'unchanged'],
      [3, 'update'],
      [4, 'insert'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
    ]);
    expect(rows[1].changes).toEqual([{ field: 'abbreviation', before: 'HY', after: 'HYP' }]);
    expect(rows[3].message).toMatch(/Abreviatura|abbreviation/);
    expect(rows[4].message).toBe('Nombre repite la línea 4 del archivo');
    expect(rows[5].message).toBe('Se necesita Nombre para encontrar el registro que se actualiza');
    expect(await countries()).toEqual(before.countries);
    expect(await historyCount()).toEqual(before.history);
  });

  it('refuses a column matched to a field it was not given, or two columns to one field', async () => {
    const { id, sheets } = await upload('countries', 'map.csv', 'Name,Abbreviation\r\nZu,ZU\r\n');
    const check = (columns: unknown) => send(c.check, { body: { id, sheet: sheets[0].name, mode: 'upsert', columns, fields: COUNTRY_FIELDS } });
    expect((await check([{ column: 0, field: 'population' }])).json().message).toMatch(/population is not one of the fields given/);
    expect((await check([{ column: 0, field: 'name' }, { column: 1, field: 'name' }])).json().message).toMatch(/name is matched to two columns/);
  });

  it('in insert only, refuses the rows whose record exists; in update only, those whose record does not', async () => {
    await ok(cs.upsertCountry, { body: { id: 0, name: 'Avalon', abbreviation: 'AV' } });
    const file = 'Name,Abbreviation\r\nAvalon,AV2\r\nShangri-La,SL\r\n';
    const insert = await checked('countries', 'modes.csv', file, { mode: 'insert' });
    expect((await rowsOf(insert.id)).map((r) => [r.outcome, r.message])).toEqual([
      ['refused', 'A record with this Name already exists (insert only)'],
      ['insert', null],
    ]);
    const update = await checked('countries', 'modes.csv', file, { mode: 'update' });
    expect((await rowsOf(update.id)).map((r) => [r.outcome, r.message])).toEqual([
      ['update', null],
      ['refused', 'No record has this Name (update only)'],
    ]);
  });
});

describe('the apply', () => {
  it('row by row keeps the good rows, records each as imported from the file, and a second import changes nothing', async () => {
    await ok(cs.upsertCountry, { body: { id: 0, name: 'Lyonesse', abbreviation: 'LY' } });
    const file = 'Name,Abbreviation\r\nLyonesse,LYO\r\nYs,YS\r\nKitezh,TOOLONG\r\n';
    const status = await checked('countries', 'rows.csv', file);
    expect(status.counts).toMatchObject({ insert: 1, update: 1, refused: 1 });
    const done = await applied(status.id, 'rows');
    expect(done).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1, refused: 1 } });
    const byName = new Map((await countries()).map((row) => [row.name, row]));
    expect(byName.get('Lyonesse')?.abbreviation).toBe('LYO');
    expect(byName.get('Ys')?.abbreviation).toBe('YS');
    expect(byName.has('Kitezh')).toBe(false);
    const entries = await t.db
      .selectFrom('change_history')
      .select(['action', 'record_id', 'source', 'user_id'])
      .where('area', '=', 'countrystate')
      .where('record_id', 'in', [byName.get('Lyonesse')!.id, byName.get('Ys')!.id])
      .where('source', 'is not', null)
      .orderBy('action')
      .execute();
    // Applied a few at a time on PostgreSQL: in no set order.
    expect(entries).toEqual([
      { action: 'create', record_id: byName.get('Ys')!.id, source: 'import:rows.csv', user_id: s.userId },
      { action: 'update', record_id: byName.get('Lyonesse')!.id, source: 'import:rows.csv', user_id: s.userId },
    ]);
    const again = await checked('countries', 'rows.csv', file);
    expect(again.counts).toMatchObject({ insert: 0, update: 0, unchanged: 2, refused: 1 });
    const rejected = await send(c.rejected, { query: { id: status.id } });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.headers['content-disposition']).toBe('attachment; filename="rows-rejected.csv"');
    expect(rejected.body).toMatch(/^\uFEFFName,Abbreviation,Reason\r\nKitezh,TOOLONG,abbreviation: .+\r\n$/);
  });

  it('all or nothing writes nothing when a row is refused (a record changed since the check), and says which', async () => {
    const saved = await ok<{ id: number; version: number }>(cs.upsertCountry, { body: { id: 0, name: 'Vineta', abbreviation: 'VI' } });
    const status = await checked('countries', 'all.csv', 'Name,Abbreviation\r\nVineta,VIN\r\nIram,IR\r\n');
    expect(status.counts).toMatchObject({ insert: 1, update: 1 });
    const before = { countries: await countries(), history: await historyCount() };
    await ok(cs.upsertCountry, { body: { id: saved.id, name: 'Vineta', abbreviation: 'VX', version: saved.version } });
    const after = { countries: await countries(), history: await historyCount() };
    const done = await applied(status.id, 'all');
    expect(done.state).toBe('failed');
    expect(done.message).toMatch(/^Line 2 was refused: .*changed by someone else.* Nothing was imported\.$/);
    expect(done.counts).toMatchObject({ refused: 1, skipped: 1, inserted: 0, updated: 0 });
    expect(await countries()).toEqual(after.countries);
    expect(await historyCount()).toEqual(after.history);
    expect(before.countries).not.toEqual(after.countries);
  });

  it('all or nothing applies every row in one transaction', async () => {
    const status = await checked('countries', 'whole.csv', 'Name,Abbreviation\r\nBrasil Island,BI\r\nFrisland,FR2\r\n');
    const done = await applied(status.id, 'all');
    expect(done).toMatchObject({ state: 'applied', counts: { inserted: 2 } });
    expect((await countries()).filter((row) => ['Brasil Island', 'Frisland'].includes(row.name))).toHaveLength(2);
  });

  it('is refused before its check', async () => {
    const { id } = await upload('countries', 'early.csv', 'Name,Abbreviation\r\nZz,ZZ\r\n');
    const res = await send(c.apply, { body: { id, transaction: 'rows' } });
    expect(res.statusCode).toBe(409);
  });
});

describe('other kinds of list', () => {
  it('import into a list saved by batch (pre-canned messages) and one read whole by its Get (scan tools)', async () => {
    const messages = [{ source: 'text', kind: 'text' }, { source: 'isActive', kind: 'boolean' }] as const;
    const first = await checked('precannedMessages', 'messages.csv', 'Text,Active\r\nRunning ten minutes late,Yes\r\nOn our way,No\r\n', { fields: messages });
    expect(await applied(first.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 2 } });
    const again = await checked('precannedMessages', 'messages.csv', 'Text,Active\r\nRunning ten minutes late,Yes\r\nOn our way,Yes\r\n', { fields: messages });
    expect(again.counts).toMatchObject({ unchanged: 1, update: 1 });
    expect((await rowsOf(again.id, 'update'))[0].changes).toEqual([{ field: 'isActive', before: false, after: true }]);
    const make = await t.db.selectFrom('makes').select(['id', 'make']).orderBy('id').executeTakeFirstOrThrow();
    const tools = [{ source: 'name', kind: 'text' }, { source: 'makeId', kind: 'integer' }, { source: 'appId', kind: 'integer' }] as const;
    const tool = await checked('scanTools', 'tools.csv', `Name,makeId,appId\r\nImported tool,${make.id},1\r\n`, { fields: tools });
    expect(tool.counts).toMatchObject({ insert: 1 });
    expect(await applied(tool.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1 } });
    expect(await t.db.selectFrom('scan_tools').select(['name', 'make_id']).where('name', '=', 'Imported tool').execute()).toEqual([{ name: 'Imported tool', make_id: make.id }]);
  });
});

describe('a natural key of two fields', () => {
  it('finds a device model by its manufacturer and model, in any case', async () => {
    const fields = [{ source: 'manufacturer', kind: 'text' }, { source: 'brand', kind: 'text' }, { source: 'model', kind: 'text' }] as const;
    const first = await checked('deviceModels', 'models.csv', 'Manufacturer,Brand,Model\r\nImportco,Alpha,X1\r\nImportco,Alpha,X2\r\n', { fields });
    expect(await applied(first.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 2 } });
    const again = await checked('deviceModels', 'models.csv', 'Manufacturer,Brand,Model\r\nIMPORTCO,Beta,x1\r\nOtherco,Alpha,X2\r\n', { fields, mode: 'update' });
    expect((await rowsOf(again.id)).map((r) => [r.outcome, r.changes.map((ch) => ch.field).sort()])).toEqual([
      ['update', ['brand', 'manufacturer', 'model']],
      ['refused', []],
    ]);
  });
});

describe('a cancel', () => {
  it('stops a check after the row in hand', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `Cancelland ${i},C${i % 100}`);
    const { id, sheets } = await upload('countries', 'cancel.csv', ['Name,Abbreviation', ...lines].join('\r\n'));
    await ok(c.check, { body: { id, sheet: sheets[0].name, mode: 'insert', columns: [{ column: 0, field: 'name' }, { column: 1, field: 'abbreviation' }], fields: COUNTRY_FIELDS } });
    await ok(c.cancel, { body: { id } });
    const status = await settled(id);
    expect(status.state).toBe('cancelled');
    expect(status.done).toBeLessThan(3000);
  });
});

describe('another user', () => {
  it('cannot read, check, apply or cancel someone else’s import', async () => {
    const { id } = await upload('countries', 'mine.csv', 'Name,Abbreviation\r\nZa,ZA\r\n');
    expect((await send(c.status, { query: { id } }, 'en', s.other)).statusCode).toBe(404);
    expect((await send(c.rows, { body: { id } }, 'en', s.other)).statusCode).toBe(404);
    expect((await send(c.cancel, { body: { id } }, 'en', s.other)).statusCode).toBe(404);
    expect((await send(c.rejected, { query: { id } }, 'en', s.other)).statusCode).toBe(404);
  });
});
