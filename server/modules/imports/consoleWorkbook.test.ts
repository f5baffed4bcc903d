/**
 * The console's Excel export (src/components/xlsx.ts, written in the browser) read back by the import's own reader
 * (./parse.ts) and by exceljs's whole-workbook reader (what Excel-minded tools expect of the file): every cell as the
 * CSV held it, the CSV's guard before a formula-like text taken off, texts beyond ASCII and markup kept.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../../contract/csv';
import { parseCsv } from '../../../contract/csvRows';
import { csvToXlsx, zip } from '../../../src/components/xlsx';
import { Invalid } from '../../db/domainErrors';
import { type FileRow, fileKindOf, readRows, sheetsOf } from './parse';

const ROWS = [
  ['Shop ID', 'Name', 'Phone', 'Amount', 'Notes'],
  ['SH-1', 'Taller Díaz & Hijos', '+1 855 555 0100', '12.50', 'Line one\nline "two", <b>three</b>'],
  ['SH-2', '東京オート', '=HYPERLINK("x")', '', ''],
  ['SH-3', '', '', '0', 'tab\tinside'],
];
const csv = ROWS.map((row) => csvLine(row)).join('');
const workbook = () => Buffer.concat(csvToXlsx(`\uFEFF${csv}`, 'Businesses: 2026/11').map((part) => Buffer.from(part)));

describe("the console's Excel export", () => {
  it('parses the CSV the console writes back into its cells (quotes, commas, line breaks, the formula guard)', () => {
    expect(parseCsv(csv).map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@\t])/, '')))).toEqual(ROWS);
  });

  it('is read by the import as an Excel file, one sheet, every cell as the CSV held it', async () => {
    const content = workbook();
    expect(fileKindOf(content, 'businesses.xlsx')).toBe('xlsx');
    const [sheet, ...others] = await sheetsOf(content, 'xlsx', 'businesses.xlsx');
    expect(others).toEqual([]);
    expect(sheet).toBe('Businesses  2026 11');
    const rows: FileRow[] = [];
    for await (const row of readRows(content, 'xlsx', sheet, 'businesses.xlsx')) rows.push(row);
    const width = ROWS[0].length;
    expect(rows.map((row) => [...row.cells, ...Array(width).fill('')].slice(0, width))).toEqual(ROWS);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4]);
  });

  it('opens in a whole-workbook reader with its texts as strings, no formula among them', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook() as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('C3').value).toBe('=HYPERLINK("x")');
    expect(sheet.getCell('C3').formula).toBeUndefined();
    expect(sheet.getCell('B2').value).toBe('Taller Díaz & Hijos');
    expect(sheet.getCell('E2').value).toBe('Line one\nline "two", <b>three</b>');
    expect(sheet.rowCount).toBe(4);
  });

  it('refuses in words a workbook whose text cells it cannot read, rather than reading them as empty', async () => {
    // The parts of a workbook with no shared strings, its cells naming them: as exceljs's streaming reader gives a
    // workbook whose strings part it missed (exceljs#683).
    const files: [string, string][] = [
      ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>'],
      ['_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'],
      ['xl/workbook.xml', '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'],
      ['xl/_rels/workbook.xml.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'],
      ['xl/worksheets/sheet1.xml', '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>'],
    ];
    const content = Buffer.concat(zip(files).map((part) => Buffer.from(part)));
    const read = async () => {
      for await (const _ of readRows(content, 'xlsx', 'S', 'missing.xlsx'));
    };
    const refusal = await read().catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(Invalid);
    expect((refusal as Invalid).message).toMatch(/the texts of its cells were not found/);
  });
});
