/**
 * A workbook laid out as Excel lays one out (the workbook and its relations, the sheet, then the shared strings) read
 * by the import (./parse.ts, through ./zipOrder.ts): exceljs's streaming reader lost its texts in most reads of it
 * (exceljs#683), and now reads it every time.
 */
import { describe, expect, it } from 'vitest';
import { zip } from '../../../src/components/xlsx';
import { type FileRow, readRows } from './parse';
import { worksheetsLast } from './zipOrder';

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const type = (part: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${part}+xml`;

/** Excel's order of the parts: the sheet before the shared strings. */
const EXCEL_ORDER: [string, string][] = [
  [
    '[Content_Types].xml',
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type('sheet.main')}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('worksheet')}"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type('sharedStrings')}"/></Types>`,
  ],
  ['_rels/.rels', `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
  ['xl/workbook.xml', `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Shops" sheetId="1" r:id="rId1"/></sheets></workbook>`],
  [
    'xl/_rels/workbook.xml.rels',
    `${HEAD}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  ],
  [
    'xl/worksheets/sheet1.xml',
    `${HEAD}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>42</v></c></row></sheetData></worksheet>`,
  ],
  ['xl/sharedStrings.xml', `${HEAD}<sst xmlns="${MAIN}" count="3" uniqueCount="3"><si><t>Name</t></si><si><t>Scans</t></si><si><t>Taller Díaz</t></si></sst>`],
];
const workbook = Buffer.concat(zip(EXCEL_ORDER).map((part) => Buffer.from(part)));

/** The names of a ZIP's entries, in the file's order (its local headers). */
function namesOf(content: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; content.readUInt32LE(at) === 0x04034b50; ) {
    const nameLength = content.readUInt16LE(at + 26);
    names.push(content.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength + content.readUInt16LE(at + 28) + content.readUInt32LE(at + 18);
  }
  return names;
}

describe("an Excel workbook's parts for the streaming reader", () => {
  it('moves the sheets after every other part, the entries otherwise as they were', () => {
    const moved = worksheetsLast(workbook);
    expect(namesOf(moved)).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
    expect(moved.length).toBe(workbook.length);
    // Not a ZIP, or a damaged one: given back as it came, for the reader to refuse.
    const text = Buffer.from('Name,Scans\n');
    expect(worksheetsLast(text)).toBe(text);
    expect(worksheetsLast(workbook.subarray(0, workbook.length - 10))).toEqual(workbook.subarray(0, workbook.length - 10));
  });

  it('is read whole by the import every time, its texts with it', async () => {
    for (let read = 0; read < 20; read++) {
      const rows: FileRow[] = [];
      for await (const row of readRows(workbook, 'xlsx', 'Shops', 'shops.xlsx')) rows.push(row);
      expect(rows, `read ${read + 1}`).toEqual([
        { line: 1, cells: ['Name', 'Scans'] },
        { line: 2, cells: ['Taller Díaz', '42'] },
      ]);
    }
  });
});
