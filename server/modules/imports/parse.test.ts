/**
 * The import's file reader on real files made here: CSVs in the encodings and delimiters people send (BOM, Windows-1252,
 * semicolons, tabs, quoted line breaks) and broken ones, XLSX workbooks written by exceljs with every kind of cell, and
 * the files refused for not being what their names say, each refusal in our words (and in Spanish).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../../contract/imports';
import { Invalid } from '../../db/domainErrors';
import { render } from '../../http/text';
import { type FileRow, fileKindOf, readRows, sheetsOf } from './parse';
import { spanish } from './text.es';

/** The file's rows, through the same calls the engine makes: its kind, then its first sheet unless one is named. */
async function rowsOf(content: Buffer, fileName: string, sheet?: string): Promise<FileRow[]> {
  const kind = fileKindOf(content, fileName);
  const rows: FileRow[] = [];
  for await (const row of readRows(content, kind, sheet ?? (await sheetsOf(content, kind, fileName))[0], fileName)) rows.push(row);
  return rows;
}
const cellsOf = async (content: Buffer, fileName: string, sheet?: string) => (await rowsOf(content, fileName, sheet)).map((row) => row.cells);

/** The refusal `run` ends in: its field and its English message. */
async function refusalOf(run: () => unknown): Promise<Invalid> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Invalid) return err;
    throw err;
  }
  throw new Error('not refused');
}
const messageOf = async (run: () => unknown) => render((await refusalOf(run)).text);

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('a CSV file', () => {
  it('is read as UTF-8, its BOM dropped, with its line numbers', async () => {
    const rows = await rowsOf(utf8('\uFEFFname,city\nZoë,Málaga\n'), 'shops.csv');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'city'] },
      { line: 2, cells: ['Zoë', 'Málaga'] },
    ]);
  });

  it('is read as Windows-1252 when its bytes are not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('name;price\nPe', 'latin1'), Buffer.from([0xf1]), Buffer.from('a;', 'latin1'), Buffer.from([0x80]), Buffer.from('5\n')]);
    expect(await cellsOf(bytes, 'shops.csv')).toEqual([
      ['name', 'price'],
      ['Peña', '€5'],
    ]);
  });

  it('finds its delimiter on its first line, outside quotes: semicolon, tab, pipe, else comma', async () => {
    expect(await cellsOf(utf8('"a,b";c;d\n"1;2";3,5;4\n'), 'x.csv')).toEqual([
      ['a,b', 'c', 'd'],
      ['1;2', '3,5', '4'],
    ]);
    expect(await cellsOf(utf8('name\tcity\tnote, extra\n1\t2\n'), 'x.tsv')).toEqual([
      ['name', 'city', 'note, extra'],
      ['1', '2'],
    ]);
    expect(await cellsOf(utf8('\n\na|b\n1|2\n'), 'x.txt')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(await cellsOf(utf8('name\nAcme; Inc.\n'), 'x.csv')).toEqual([['name'], ['Acme; Inc.']]);
  });

  it('reads quoted fields with doubled quotes and line breaks, a record at the line it begins on', async () => {
    const rows = await rowsOf(utf8('name,note\r\n"Smith, J","first\r\nsecond"\r\n"O""Brien",x\r\n'), 'x.csv');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Smith, J', 'first\r\nsecond'] },
      { line: 4, cells: ['O"Brien', 'x'] },
    ]);
  });

  it('reads any line ending, mixed too', async () => {
    const rows = await rowsOf(utf8('a,b\r\n1,2\n3,"x\ny"\r4,5'), 'x.csv');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['3', 'x\ny'] },
      { line: 5, cells: ['4', '5'] },
    ]);
  });

  it('keeps rows of any length and drops the spaces around a cell, not those inside quotes', async () => {
    expect(await cellsOf(utf8('a,b,c\n 1 \n1, " two " ,3,4\n'), 'x.csv')).toEqual([['a', 'b', 'c'], ['1'], ['1', ' two ', '3', '4']]);
  });

  it('skips blank rows, keeping the others’ line numbers', async () => {
    const rows = await rowsOf(utf8('a,b\n1,2\n\n , \n,\n3,4'), 'x.csv');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 6]);
    expect(rows[2].cells).toEqual(['3', '4']);
  });

  it('is one sheet named after the file', async () => {
    const content = utf8('a\n1\n');
    expect(await sheetsOf(content, 'csv', 'C:\\fakepath\\March shops.v2.csv')).toEqual(['March shops.v2']);
    const refusal = await refusalOf(() => rowsOf(content, 'shops.csv', 'Sheet1'));
    expect([refusal.field, render(refusal.text)]).toEqual(['sheet', 'sheet: is not a sheet of this file: Sheet1']);
  });

  it('is refused for broken quoting, naming the line', async () => {
    expect(await messageOf(() => rowsOf(utf8('a,b\n1,2\n3,"x\n4,5\n'), 'x.csv'))).toBe('file: has broken quoting at line 3: a quoted field is never closed');
    expect(await messageOf(() => rowsOf(utf8('a,b\n1,2\n3,4\n5,6 "inch"\n'), 'x.csv'))).toBe(
      'file: has broken quoting at line 4: a field holds a quote but does not start with one (put the whole field in quotes and double the quotes inside)',
    );
    expect(await messageOf(() => rowsOf(utf8('a,b\n"1\r\n2",3\r\n"x"y,2\n'), 'x.csv'))).toBe('file: has broken quoting at line 4: text follows a closing quote');
  });

  it('is refused in Spanish too', async () => {
    const refusal = await refusalOf(() => rowsOf(utf8('a,b\n1,2\n3,"x\n4,5\n'), 'x.csv'));
    // The area's catalogue joins render()'s when the areas load; here it is read directly, rendered the same way.
    expect(render({ source: spanish[refusal.reason.source], values: refusal.reason.values })).toBe(
      'tiene comillas mal puestas en la línea 3: un campo entre comillas nunca se cierra',
    );
  });

  it(`reads ${IMPORT_MAX_ROWS} rows under its header, blank ones not counted, and refuses more`, async () => {
    const rows = (n: number) => utf8(`n\n${'1\n'.repeat(n)}\n\n`);
    expect(await rowsOf(rows(IMPORT_MAX_ROWS), 'x.csv')).toHaveLength(IMPORT_MAX_ROWS + 1);
    const refusal = await refusalOf(() => rowsOf(rows(IMPORT_MAX_ROWS + 1), 'x.csv'));
    expect([refusal.field, render(refusal.text)]).toEqual(['file', 'file: has more than 50,000 rows: import it in parts']);
  });
});

describe('a file refused for its kind', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('is empty', async () => {
    expect(await messageOf(() => fileKindOf(Buffer.alloc(0), 'x.csv'))).toBe('file: is empty');
  });

  it('has an extension not read, or none', async () => {
    expect(await messageOf(() => fileKindOf(utf8('a,b'), 'report.PDF'))).toBe('file: has an extension this import does not read: .pdf (CSV or XLSX)');
    expect(await messageOf(() => fileKindOf(utf8('a,b'), 'shops'))).toBe('file: has no extension: its name must end in .csv, .tsv, .txt or .xlsx');
  });

  it('is binary named as a CSV', async () => {
    expect(await messageOf(() => fileKindOf(png, 'x.csv'))).toBe('file: is not a CSV file: its content is an image (PNG)');
    expect(await messageOf(() => fileKindOf(utf8('%PDF-1.7\n%âãÏÓ\n'), 'x.csv'))).toBe('file: is not a CSV file: its content is a PDF document');
    expect(await messageOf(() => fileKindOf(Buffer.from('a,b\n1,\0\x01\n', 'latin1'), 'x.txt'))).toBe('file: is not a CSV file: its content is binary data, not text');
    expect(await messageOf(() => fileKindOf(Buffer.from('\uFEFFa\tb', 'utf16le'), 'x.txt'))).toBe(
      'file: is not a CSV file this import reads: its text is UTF-16; save it as CSV UTF-8',
    );
  });

  it('is a ZIP (an Excel workbook) named as a CSV', async () => {
    expect(await messageOf(async () => fileKindOf(await workbook(() => {}), 'x.csv'))).toBe(
      'file: is not a CSV file: its content is a ZIP archive (an Excel workbook is one: its name must end in .xlsx)',
    );
  });

  it('is not an Excel workbook named as one', async () => {
    expect(await messageOf(() => fileKindOf(utf8('a,b\n1,2\n'), 'x.xlsx'))).toBe(
      "file: is not an Excel (.xlsx) file: its content is text (a CSV file's name ends in .csv)",
    );
    expect(await messageOf(() => fileKindOf(png, 'x.xlsx'))).toBe('file: is not an Excel (.xlsx) file');
    const oldExcel = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await messageOf(() => fileKindOf(oldExcel, 'x.xlsx'))).toBe(
      'file: is an older Excel (.xls) or password-protected workbook: save it as .xlsx without a password, or as CSV',
    );
    // A ZIP without the workbook part: its name replaced by one as long, the archive otherwise intact.
    const zip = Buffer.from((await workbook(() => {})).toString('latin1').replaceAll('xl/workbook.xml', 'xl/workbook.xmz'), 'latin1');
    expect(await messageOf(() => fileKindOf(zip, 'x.xlsx'))).toBe('file: is not an Excel (.xlsx) file');
  });

  it('is a damaged workbook, refused when read', async () => {
    const whole = await workbook((book) => book.addWorksheet('Shops').addRow(['a']));
    const damaged = Buffer.concat([whole.subarray(0, whole.length - 200), Buffer.alloc(200, 0x41)]);
    expect(fileKindOf(damaged, 'x.xlsx')).toBe('xlsx');
    expect(await messageOf(() => rowsOf(damaged, 'x.xlsx', 'Shops'))).toBe('file: could not be read as an Excel (.xlsx) workbook: it may be damaged');
  });
});

/** An XLSX file written by exceljs, as Excel would send it. */
async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  build(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('an XLSX file', () => {
  const twoSheets = () =>
    workbook((book) => {
      const shops = book.addWorksheet('Shops 2024');
      shops.addRow(['name', 'price', 'opened', 'checked', 'active', 'double', 'unknown', 'rich', 'link', 'error', 'label']);
      shops.addRow([
        'Peña',
        1234.5,
        new Date(Date.UTC(2024, 0, 15)),
        new Date(Date.UTC(2024, 0, 15, 9, 30, 5)),
        true,
        { formula: 'B2*2', result: 2469 },
        { formula: '1+1' },
        { richText: [{ text: 'Bold ' }, { font: { bold: true }, text: 'move' }] },
        { text: 'our site', hyperlink: 'https://example.com' },
        { error: '#N/A' },
        { formula: '"a"&"b"', result: 'ab' },
      ]);
      shops.addRow([]);
      shops.getCell('A4').value = 'sparse';
      shops.getCell('C4').value = false;
      shops.getCell('A6').value = '  ';
      shops.getCell('B7').value = 0.1;
      const cars = book.addWorksheet('Cars');
      cars.addRow(['make']);
      cars.addRow(['Seat']);
    });

  it('answers its worksheets’ names in order', async () => {
    const content = await twoSheets();
    expect(fileKindOf(content, 'Book.XLSX')).toBe('xlsx');
    expect(await sheetsOf(content, 'xlsx', 'Book.xlsx')).toEqual(['Shops 2024', 'Cars']);
  });

  it('reads each cell as text at its column, formulas as their cached result, blank rows skipped', async () => {
    const rows = await rowsOf(await twoSheets(), 'Book.xlsx', 'Shops 2024');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'price', 'opened', 'checked', 'active', 'double', 'unknown', 'rich', 'link', 'error', 'label'] },
      { line: 2, cells: ['Peña', '1234.5', '2024-01-15', '2024-01-15T09:30:05', 'TRUE', '2469', '', 'Bold move', 'our site', '#N/A', 'ab'] },
      { line: 4, cells: ['sparse', '', 'FALSE'] },
      { line: 7, cells: ['', '0.1'] },
    ]);
  });

  it('reads a sheet after another, and stops early without harm', async () => {
    const content = await twoSheets();
    expect(await cellsOf(content, 'Book.xlsx', 'Cars')).toEqual([['make'], ['Seat']]);
    for await (const row of readRows(content, 'xlsx', 'Shops 2024', 'Book.xlsx')) {
      expect(row.line).toBe(1);
      break;
    }
    expect(await cellsOf(content, 'Book.xlsx', 'Cars')).toEqual([['make'], ['Seat']]);
  });

  it('refuses a sheet it does not have', async () => {
    const refusal = await refusalOf(async () => rowsOf(await twoSheets(), 'Book.xlsx', 'Trucks'));
    expect([refusal.field, render(refusal.text)]).toEqual(['sheet', 'sheet: is not a sheet of this file: Trucks']);
  });
});
