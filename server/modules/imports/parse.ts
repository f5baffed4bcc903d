/**
 * The file reader of an import (issue 34): what an uploaded file is, its sheets, and its rows as text, header first.
 * The engine reads every file through here, so a file is judged by its bytes, never by its name alone: a CSV (.csv,
 * .tsv, .txt) must be text and an XLSX must be an Excel workbook, each refused in our own words otherwise.
 *
 * Rows are streamed, never all held: a CSV is decoded in chunks (UTF-8 with or without BOM, else Windows-1252, as
 * Excel writes it on Windows) into csv-parse, its delimiter (`,` `;` tab `|`) found on its first line; an XLSX is read
 * by exceljs's streaming reader. A CSV cell loses the spaces around it (not those inside quotes); an XLSX cell reads
 * as text by its type: a formula as its cached result, never evaluated. exceljs reads a formula's cached result as a
 * plain number or string, so a date computed by a formula reads as its serial number, a boolean one as 1 or 0 and an
 * error one (no usable result) as ''.
 */
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { CsvError, type Options, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS } from '../../../contract/imports';
import { Invalid } from '../../db/domainErrors';
import { m, type Text } from '../../http/text';
import { worksheetsLast } from './zipOrder';

export type FileKind = 'csv' | 'xlsx';

export interface FileRow {
  /** Its line in the file or row in the sheet, counted from 1 (the header is usually 1). */
  line: number;
  cells: string[];
}

/** The extensions read, by the kind their content must be. */
const KIND_BY_EXTENSION = new Map<string, FileKind>([
  ['csv', 'csv'],
  ['tsv', 'csv'],
  ['txt', 'csv'],
  ['xlsx', 'xlsx'],
]);

const starts = (bytes: Buffer, signature: number[] | string) => {
  const sig = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= sig.length && bytes.subarray(0, sig.length).equals(sig);
};
const isZip = (bytes: Buffer) => starts(bytes, 'PK\x03\x04') || starts(bytes, 'PK\x05\x06');
/** An OLE2 compound file: an Excel 97-2003 workbook, or a password-protected .xlsx (which Excel wraps in one). */
const isCompoundFile = (bytes: Buffer) => starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isUtf16 = (bytes: Buffer) => starts(bytes, [0xff, 0xfe]) || starts(bytes, [0xfe, 0xff]);
/** A ZIP holding an Excel workbook: its entries' names are stored uncompressed, so the workbook part's name shows. */
const isXlsx = (bytes: Buffer) => isZip(bytes) && bytes.includes('xl/workbook.xml', 0, 'latin1');

const OLD_EXCEL = m`is an older Excel (.xls) or password-protected workbook: save it as .xlsx without a password, or as CSV`;
const NOT_XLSX = m`is not an Excel (.xlsx) file`;
const UNREADABLE_XLSX = m`could not be read as an Excel (.xlsx) workbook: it may be damaged`;
/** A workbook's text cells read without their texts (see cellText): read again, up to XLSX_READS times. */
class UnreadTexts extends Invalid {
  constructor() {
    super('file', m`could not be read whole: the texts of its cells were not found in the workbook. Upload it again, or save it as CSV and upload that`);
  }
}
const XLSX_READS = 3;

/** Why bytes named as a CSV are not one, or null when they are text. */
function notCsv(bytes: Buffer): Text | null {
  if (isZip(bytes)) return m`is not a CSV file: its content is a ZIP archive (an Excel workbook is one: its name must end in .xlsx)`;
  if (isCompoundFile(bytes)) return OLD_EXCEL;
  if (starts(bytes, '%PDF-')) return m`is not a CSV file: its content is a PDF document`;
  const image = starts(bytes, [0x89, 0x50, 0x4e, 0x47]) ? 'PNG' : starts(bytes, 'GIF8') ? 'GIF' : starts(bytes, [0xff, 0xd8, 0xff]) ? 'JPEG' : null;
  if (image) return m`is not a CSV file: its content is an image (${image})`;
  if (isUtf16(bytes)) return m`is not a CSV file this import reads: its text is UTF-16; save it as CSV UTF-8`;
  if (bytes.includes(0)) return m`is not a CSV file: its content is binary data, not text`;
  return null;
}

/** Why bytes named as an XLSX are not one, or null when they are. */
function notXlsx(bytes: Buffer): Text | null {
  if (isXlsx(bytes)) return null;
  if (isCompoundFile(bytes)) return OLD_EXCEL;
  if (!isZip(bytes) && notCsv(bytes) === null) return m`is not an Excel (.xlsx) file: its content is text (a CSV file's name ends in .csv)`;
  return NOT_XLSX;
}

/** The name's last part without its directories (a browser may send C:\fakepath\…). */
const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() ?? '';

/**
 * The file's kind by its bytes, which must agree with its name's extension (.csv, .txt, .tsv → csv; .xlsx → xlsx).
 * An empty file, an extension not read, or content not of the extension's kind is refused (Invalid 'file').
 */
export function fileKindOf(content: Buffer, fileName: string): FileKind {
  if (content.length === 0) throw new Invalid('file', m`is empty`);
  const name = baseName(fileName);
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  if (extension === '') throw new Invalid('file', m`has no extension: its name must end in .csv, .tsv, .txt or .xlsx`);
  const kind = KIND_BY_EXTENSION.get(extension);
  const dotted = `.${extension}`;
  if (kind === undefined) throw new Invalid('file', m`has an extension this import does not read: ${dotted} (CSV or XLSX)`);
  const refusal = kind === 'csv' ? notCsv(content) : notXlsx(content);
  if (refusal) throw new Invalid('file', refusal);
  return kind;
}

/** A CSV's one sheet: the file's name without its extension. */
const csvSheetName = (fileName: string) => baseName(fileName).replace(/\.[^.]*$/, '');

/** The sheets' names: an XLSX workbook's worksheets in order; a CSV's one sheet, named after the file without its extension. */
export async function sheetsOf(content: Buffer, kind: FileKind, fileName: string): Promise<string[]> {
  if (kind === 'csv') return [csvSheetName(fileName)];
  return worksheetNames(content);
}

const unknownSheet = (sheet: string) => new Invalid('sheet', m`is not a sheet of this file: ${sheet}`);

/**
 * A sheet's rows, header first, each cell as text; rows whose cells are all blank are skipped. Streamed: rows are
 * yielded as they are read. More than IMPORT_MAX_ROWS rows after the header are refused (Invalid 'file'), as is an
 * unknown sheet (Invalid 'sheet').
 */
export async function* readRows(content: Buffer, kind: FileKind, sheet: string, fileName: string): AsyncGenerator<FileRow> {
  if (kind === 'csv' && sheet !== csvSheetName(fileName)) throw unknownSheet(sheet);
  let yielded = 0;
  for await (const row of kind === 'csv' ? csvRows(content) : xlsxRows(content, sheet)) {
    if (row.cells.every((cell) => cell.trim() === '')) continue;
    // The header and IMPORT_MAX_ROWS rows under it are yielded already: this one is one too many.
    if (yielded > IMPORT_MAX_ROWS) throw new Invalid('file', m`has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: import it in parts`);
    yielded++;
    yield row;
  }
}

// ---- CSV

/** The bytes decoded at a time. */
const CHUNK_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter most frequent on the first non-blank line, outside quotes; a comma when none is there. */
function delimiterOf(start: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  let blank = true;
  for (const char of start) {
    if (char === '"') {
      quoted = !quoted;
      blank = false;
    } else if (quoted) continue;
    else if (char === '\n' || char === '\r') {
      if (!blank) break;
      for (const d of DELIMITERS) counts.set(d, 0);
    } else {
      if (counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
      if (char.trim() !== '') blank = false;
    }
  }
  // The first of the most frequent, in DELIMITERS' order: a comma on a tie or when none is there.
  return DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best));
}

/** The text of the bytes, in chunks: UTF-8 (its BOM dropped) when they all are, else Windows-1252. */
function* textChunks(content: Buffer, encoding: 'utf-8' | 'windows-1252'): Generator<string> {
  const decoder = new TextDecoder(encoding);
  for (let at = 0; at < content.length; at += CHUNK_BYTES) {
    const text = decoder.decode(content.subarray(at, at + CHUNK_BYTES), { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** csv-parse's refusals of broken quoting, in our words, naming the line the record in hand begins on. */
function brokenQuoting(err: CsvError, line: number): Invalid | null {
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new Invalid('file', m`has broken quoting at line ${line}: a quoted field is never closed`);
    case 'INVALID_OPENING_QUOTE':
      return new Invalid(
        'file',
        m`has broken quoting at line ${line}: a field holds a quote but does not start with one (put the whole field in quotes and double the quotes inside)`,
      );
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return new Invalid('file', m`has broken quoting at line ${line}: text follows a closing quote`);
    default:
      return null;
  }
}

/** The line breaks in a record's cells (only a quoted cell holds one): CRLF, LF and CR each one. */
const breaksIn = (cells: string[]) => cells.reduce((breaks, cell) => breaks + cell.split(/\r\n|\r|\n/).length - 1, 0);

/** A CSV's records with the line each begins on; a blank line comes as a record of one empty cell. */
async function* csvRows(content: Buffer): AsyncGenerator<FileRow> {
  const encoding = isUtf8(content) ? 'utf-8' : 'windows-1252';
  const delimiter = delimiterOf(new TextDecoder(encoding).decode(content.subarray(0, CHUNK_BYTES)));
  // The line the next record begins on, counted as csv-parse reads the records (before it hands them on, and before
  // a refusal, which drops the records not yet taken): its own count takes a quoted CRLF for two lines.
  let line = 1;
  const options: Options<FileRow, string[]> = {
    delimiter,
    // Any line ending, mixed as hand-edited files mix them.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    trim: true,
    skip_empty_lines: false,
    on_record: (cells) => {
      const row = { line, cells };
      line += 1 + breaksIn(cells);
      return row;
    },
  };
  // parse()'s overloads without `columns` take options whose records stay string arrays: these make rows of them.
  const parser = Readable.from(textChunks(content, encoding)).pipe(parse(options as unknown as Options));
  try {
    for await (const row of parser as AsyncIterable<FileRow>) yield row;
  } catch (err) {
    const refusal = err instanceof CsvError ? brokenQuoting(err, line) : null;
    throw refusal ?? err;
  }
}

// ---- XLSX

/** What exceljs 4.4.0's streaming reader holds of a worksheet (its typings leave out the name). */
interface WorksheetReader extends AsyncIterable<ExcelJS.Row> {
  name: string;
  /** Reads the worksheet to its end, emitting its rows to no one: how one not wanted is passed over. */
  read(): Promise<void>;
}

/**
 * The workbook's worksheets, in the file's order. Each must be read to its end before the next is asked for: exceljs
 * may have put it in a temporary file, closed and removed once read.
 */
function worksheetsOf(content: Buffer): AsyncIterator<WorksheetReader> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([worksheetsLast(content)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  return reader[Symbol.asyncIterator]() as unknown as AsyncIterator<WorksheetReader>;
}

/** exceljs's failures (a damaged ZIP, a missing part), answered in our words. */
const unreadable = () => new Invalid('file', UNREADABLE_XLSX);

/** The names of the workbook's worksheets, in the file's order. */
async function worksheetNames(content: Buffer): Promise<string[]> {
  const names: string[] = [];
  const worksheets = worksheetsOf(content);
  try {
    for (let next = await worksheets.next(); !next.done; next = await worksheets.next()) {
      names.push(next.value.name);
      await next.value.read();
    }
  } catch {
    throw unreadable();
  }
  return names;
}

/** A date as ISO: its day when at midnight UTC, else its day and time (UTC, to the second); '' when not a date. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = new Date(Math.round(date.getTime() / 1000) * 1000).toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

/** A cell's value as text (see the file's comment). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return value.text;
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result ?? null);
  // A text of the shared strings exceljs's streaming reader did not read (exceljs#683, #3064: its pass over the ZIP
  // can miss a part, by timing): refused in words rather than read as an empty cell.
  if ('sharedString' in value) throw new UnreadTexts();
  return '';
}

/** A row's cells as text, each at its column's index (A is 0), those between filled ones ''. */
function cellsOf(row: ExcelJS.Row): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    cells[column - 1] = cellText(cell.value);
  });
  return Array.from(cells, (cell) => cell ?? '');
}

/**
 * The rows of the worksheet named `sheet`, read again when exceljs's reader missed the workbook's texts before the
 * first row was given (a race of its pass over the ZIP: exceljs#683, #3064), up to XLSX_READS times.
 */
async function* xlsxRows(content: Buffer, sheet: string): AsyncGenerator<FileRow> {
  for (let read = 1; ; read++) {
    let given = false;
    try {
      for await (const row of xlsxRowsOnce(content, sheet)) {
        given = true;
        yield row;
      }
      return;
    } catch (err) {
      if (given || read === XLSX_READS || !(err instanceof UnreadTexts)) throw err;
    }
  }
}

/** The rows of the worksheet named `sheet`; the others are passed over, read to their end (see worksheetsOf). */
async function* xlsxRowsOnce(content: Buffer, sheet: string): AsyncGenerator<FileRow> {
  const worksheets = worksheetsOf(content);
  let found = false;
  try {
    for (let next = await worksheets.next(); !next.done; next = await worksheets.next()) {
      const worksheet = next.value;
      if (found || worksheet.name !== sheet) await worksheet.read();
      else {
        found = true;
        for await (const row of worksheet) yield { line: row.number, cells: cellsOf(row) };
      }
    }
  } catch (err) {
    throw err instanceof Invalid ? err : unreadable();
  } finally {
    // When the caller stops early, the worksheets not yet read are passed over all the same (their temporary files
    // removed). A failure there is not the caller's, whose rows were read: it is left unsaid.
    try {
      for (let next = await worksheets.next(); !next.done; next = await worksheets.next()) await next.value.read();
    } catch {
      // The caller has what it asked for.
    }
  }
  if (!found) throw unknownSheet(sheet);
}
