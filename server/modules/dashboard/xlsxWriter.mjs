/**
 * The XLSX writer's thread (started by xlsxWorkbook.ts), plain JavaScript so that Node loads it as it is whatever
 * runs the server (tsx, vitest), with no loader of its own (a TypeScript loader in a thread costs its own threads and
 * tens of megabytes): exceljs's streaming WorkbookWriter (no shared strings, each row committed as it comes) writing
 * one sheet: a bold header of labels, then typed cells (numbers as numbers, dates as dates in UTC with their format,
 * text as string cells, written as they are: a string cell is never a formula, whatever it starts with, so unlike a
 * CSV's cell it needs no leading '). Its input (XlsxInput in
 * xlsxWorkbook.ts) is a COPY's text-format bytes (split into cells here, so the request's thread only moves bytes) or
 * rows of cells; its output, the zip's bytes, goes back. Flow control both ways: each input is answered with `took`
 * once its rows are written and the zip has caught up, and the zip's bytes stop coming while more than OUT_CREDIT of
 * them wait to be read (the request's thread answers `read` as the client reads them).
 */
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** Zip bytes sent and not yet read, at most: beyond it the writer waits. */
const OUT_CREDIT = 2 * 1024 * 1024;
/** XML bytes the zip may have waiting: enough to keep its compression busy while the next rows are written. */
const ZIP_BACKLOG = 2 * 1024 * 1024;
/**
 * Rows written between two turns of this thread's event loop: the zip compresses in Node's thread pool, one 64 kB
 * piece of the sheet at a time, and starts the next piece only when this thread hands it over, so a long run of rows
 * left it idle (the compression then ran after the rows, not beside them). About one piece's worth of rows.
 */
const ROWS_PER_TURN = 64;

/**
 * A text cell as the cell of its kind: timestamps are ISO in UTC, dates YYYY-MM-DD (midnight UTC, as spreadsheets read
 * dates). Text stays a string: exceljs writes a string as a string cell (a formula only ever from a { formula } value).
 */
const TYPED = {
  /** @param {string} text */
  text: (text) => text,
  number: Number,
  /** @param {string} text */
  timestamp: (text) => new Date(text),
  /** @param {string} text */
  date: (text) => new Date(`${text}T00:00:00Z`),
};

// One style object per kind, shared by every cell: exceljs then finds its style id by identity, not by rendering it.
const STYLES = { text: {}, number: {}, timestamp: { numFmt: 'yyyy-mm-dd hh:mm:ss' }, date: { numFmt: 'yyyy-mm-dd' } };
/** Every row's own style (none), shared too: each new row's is a new object, which exceljs would render to find its id. */
const NO_STYLE = {};
const HEADER = { font: { bold: true } };
const WIDTHS = { text: 24, number: 12, timestamp: 20, date: 12 };

/** A COPY text field: \N is null; backslash escapes (\t, \n, \\, …) undone. */
const ESCAPED = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
/** @param {string} f */
const field = (f) => (f === '\\N' ? null : f.includes('\\') ? f.replace(/\\(.)/g, (_, c) => ESCAPED[c] ?? c) : f);

/** COPY's text format, chunk by chunk, as rows of text cells (a line may span chunks, a character too). */
export function copyTextRows() {
  const text = new StringDecoder('utf8');
  let rest = '';
  /** @param {Uint8Array} bytes */
  return (bytes) => {
    const lines = (rest + text.write(bytes)).split('\n');
    rest = lines.pop() ?? '';
    return lines.map((line) => line.split('\t').map(field));
  };
}

/** Resolves after the event loop's pending callbacks (the zip's) have run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Resolves when `out` emits 'drain'. */
const drained = (out) => new Promise((resolve) => out.once('drain', resolve));

/**
 * The writer of one sheet with these columns ({ label, kind }); `send(message, transfer)` posts to the request's thread.
 * Returns `take(input)`, which writes an input and resolves when it is written, and `read(n)`, n bytes read.
 */
export function xlsxWriter(sheetName, columns, send) {
  let unread = 0;
  let waiting;
  // The file's bytes, each copied out of the zip's buffers and moved to the request's thread; held back while too many wait to be read.
  const sink = new Writable({
    highWaterMark: 256 * 1024,
    write(chunk, _encoding, callback) {
      const bytes = new Uint8Array(chunk);
      send({ chunk: bytes }, [bytes.buffer]);
      unread += bytes.length;
      if (unread <= OUT_CREDIT) callback();
      else waiting = callback;
    },
  });
  const read = (n) => {
    unread -= n;
    if (waiting && unread <= OUT_CREDIT) {
      const next = waiting;
      waiting = undefined;
      next();
    }
  };

  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: true, zip: { zlib: { level: 1 } } });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: Math.max(WIDTHS[c.kind], c.label.length + 2) }));
  const header = sheet.addRow(columns.map((c) => c.label));
  header.eachCell((cell) => {
    cell.style = HEADER;
  });
  header.commit();
  const styles = columns.map((c) => STYLES[c.kind]);
  const typed = columns.map((c) => TYPED[c.kind]);
  const parse = copyTextRows();
  // exceljs's sheet stream hands its XML to the zip without waiting: its zip entries' backlog is watched
  // (archiver's streams are readable-stream 2's: their state has no public getter).
  const zips = sheet.stream.pipes;

  async function write(rows) {
    let turn = 0;
    for (const cells of rows) {
      if (++turn % ROWS_PER_TURN === 0) await nextTurn();
      for (let i = 0; i < cells.length; i++) if (typeof cells[i] === 'string') cells[i] = typed[i](cells[i]);
      const row = sheet.addRow(cells);
      for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i];
      row.style = NO_STYLE;
      row.commit();
    }
    for (const zip of zips) if ((zip._writableState?.length ?? 0) > ZIP_BACKLOG) await drained(zip);
    if (sink.writableNeedDrain) await drained(sink);
  }

  async function take(input) {
    if (input.end) {
      sheet.commit();
      await book.commit();
      if (!sink.writableFinished) await new Promise((resolve) => sink.once('finish', resolve));
      send({ done: true });
      return;
    }
    await write(input.bytes ? parse(input.bytes) : input.rows);
    send({ took: true });
  }
  return { take, read };
}

// In the writer's thread: the inputs taken one at a time, in order; a failure is sent back, and the thread waits to be ended.
if (parentPort && workerData?.xlsx) {
  const port = parentPort;
  const { sheetName, columns } = workerData.xlsx;
  const writer = xlsxWriter(sheetName, columns, (message, transfer) => port.postMessage(message, transfer));
  let queue = Promise.resolve();
  let failed = false;
  port.on('message', (message) => {
    if (message.read !== undefined) return writer.read(message.read);
    queue = queue.then(async () => {
      if (failed) return;
      try {
        await writer.take(message);
      } catch (error) {
        failed = true;
        port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    });
  });
}
