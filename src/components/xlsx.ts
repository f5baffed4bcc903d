/**
 * A list's export as an Excel workbook (issue 34's round trip: it imports back as its CSV does): the CSV the list's
 * export writes (src/components/csv.ts), each cell as text, in one sheet. Loaded when first asked for (the lists'
 * first JavaScript does not grow). Written by hand rather than by a spreadsheet library (exceljs is some 250 KB
 * gzipped in a browser): the least workbook Excel, LibreOffice and the server's reader (exceljs) open, its parts
 * stored uncompressed in a ZIP. A text is a text here, so the CSV's guard before a cell that would read as a formula
 * (`'=…`, contract/csv.ts) is taken off.
 */
import { FORMULA_START } from '../../contract/csv';
import { parseCsv } from '../../contract/csvRows';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const unguarded = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/** Text as XML character data: its markup escaped, the characters XML 1.0 cannot hold left out. */
const xml = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The workbook's parts: one sheet of text cells, the texts in its shared strings. */
function parts(rows: string[][], sheetName: string): [string, string][] {
  const strings = new Map<string, number>();
  const index = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, strings.size);
    return strings.size - 1;
  };
  const sheetRows = rows.map((cells, r) => {
    const filled = cells.flatMap((text, c) => (text === '' ? [] : [`<c r="${columnName(c)}${r + 1}" t="s"><v>${index(unguarded(text))}</v></c>`]));
    return `<row r="${r + 1}">${filled.join('')}</row>`;
  });
  const shared = [...strings.keys()].map((text) => `<si><t xml:space="preserve">${xml(text)}</t></si>`);
  // A sheet's name: at most 31 characters, none of []:*?/\.
  const name = sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
  const type = (part: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${part}+xml`;
  return [
    [
      '[Content_Types].xml',
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type('sheet.main')}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('worksheet')}"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type('sharedStrings')}"/></Types>`,
    ],
    ['_rels/.rels', `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${xml(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    [
      'xl/_rels/workbook.xml.rels',
      `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    // The texts before the sheet: a streaming reader (the import's) reads the parts in this order.
    ['xl/sharedStrings.xml', `${HEAD}<sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">${shared.join('')}</sst>`],
    ['xl/worksheets/sheet1.xml', `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`],
  ];
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A ZIP of the files, stored (no compression), their names in UTF-8, dated 1980-01-01. */
export function zip(files: [string, string][]): Uint8Array[] {
  const encoder = new TextEncoder();
  const local: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [fileName, text] of files) {
    const name = encoder.encode(fileName);
    const data = encoder.encode(text);
    const crc = crc32(data);
    const header = new Uint8Array(30 + name.length);
    const h = new DataView(header.buffer);
    // Local file header: signature, version 2.0, UTF-8 names, stored, time 0, date 1980-01-01, CRC, sizes, name length.
    h.setUint32(0, 0x04034b50, true);
    h.setUint16(4, 20, true);
    h.setUint16(6, 0x0800, true);
    h.setUint16(12, 0x21, true);
    h.setUint32(14, crc, true);
    h.setUint32(18, data.length, true);
    h.setUint32(22, data.length, true);
    h.setUint16(26, name.length, true);
    header.set(name, 30);
    const entry = new Uint8Array(46 + name.length);
    const e = new DataView(entry.buffer);
    // Central directory entry: the same, and where its local header is.
    e.setUint32(0, 0x02014b50, true);
    e.setUint16(4, 20, true);
    e.setUint16(6, 20, true);
    e.setUint16(8, 0x0800, true);
    e.setUint16(14, 0x21, true);
    e.setUint32(16, crc, true);
    e.setUint32(20, data.length, true);
    e.setUint32(24, data.length, true);
    e.setUint16(28, name.length, true);
    e.setUint32(42, offset, true);
    entry.set(name, 46);
    local.push(header, data);
    central.push(entry);
    offset += header.length + data.length;
  }
  const end = new Uint8Array(22);
  const d = new DataView(end.buffer);
  d.setUint32(0, 0x06054b50, true);
  d.setUint16(8, files.length, true);
  d.setUint16(10, files.length, true);
  d.setUint32(12, central.reduce((n, c) => n + c.length, 0), true);
  d.setUint32(16, offset, true);
  return [...local, ...central, end];
}

/** The workbook of a CSV the console wrote: its rows in one sheet named `sheetName`, every cell as text. */
export const csvToXlsx = (csv: string, sheetName: string): Uint8Array[] => zip(parts(parseCsv(csv.replace(/^\uFEFF/, '')), sheetName));
