/**
 * A streamed XLSX file of one sheet, written in a thread of its own (xlsxWriter.mjs, exceljs's streaming writer), so
 * that reading the rows from the database and writing the workbook run side by side: this thread only moves bytes,
 * the COPY's to the writer and the zip's to the reader. Flow control both ways keeps memory flat: at most IN_FLIGHT
 * inputs (PAGES_IN_FLIGHT pages of rows) wait for the writer, and the writer stops while OUT_CREDIT bytes of its file wait to be read. When the
 * reader goes away (the stream is destroyed) the rows' source is told at once through its AbortSignal (it cancels its
 * query) and the writer's thread is ended; a failure on either side ends the answer with the error.
 */
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { CellKind } from './exportColumns';
import { countExport } from '../../metrics/metrics';

export type XlsxCell = string | number | Date | null;
export interface XlsxColumn {
  label: string;
  kind: CellKind;
}
/** What the writer (xlsxWriter.mjs) is given: a COPY's text-format bytes, rows of cells (text cells typed by their column's kind), or the end. */
export type XlsxInput = { bytes: Uint8Array } | { rows: XlsxCell[][] } | { end: true };
/** What the writer answers: the file's bytes, an input written, the file's end, or a failure. */
type XlsxOutput = { chunk: Uint8Array } | { took: true } | { done: true } | { error: string };
/** What this thread answers: bytes of the file read by the client. */
type XlsxRead = { read: number };
/** The rows, as COPY text bytes or rows of cells; stops its work when `signal` aborts. */
export type XlsxPages = (signal: AbortSignal) => AsyncIterable<Exclude<XlsxInput, { end: true }>>;

/**
 * Inputs sent and not yet written, at most: COPY reads (up to 64 kB each) enough ahead of the writer that it never
 * waits for this thread (4 left it idle a fifth of the time), 2 MB at most.
 */
const IN_FLIGHT = 32;
/** Pages of rows (PGlite's keyset pages, thousands of rows each) sent and not yet written, at most. */
const PAGES_IN_FLIGHT = 2;
/**
 * The writer's heap: it holds a few pages of rows at a time, so a small one (collected often) keeps the server's memory
 * flat; its thread, not the server, would fail beyond it, and the export with it.
 */
const HEAP = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 };
const WORKER = new URL('./xlsxWriter.mjs', import.meta.url);

export function xlsxStream(sheetName: string, columns: readonly XlsxColumn[], pages: XlsxPages): Readable {
  const stop = new AbortController();
  const worker = new Worker(WORKER, { execArgv: [], resourceLimits: HEAP, workerData: { xlsx: { sheetName, columns: columns.map(({ label, kind }) => ({ label, kind })) } } });
  let owed = 0;
  let finished = false;
  let inFlight = 0;
  let wake: (() => void) | undefined;
  const awake = () => {
    const next = wake;
    wake = undefined;
    next?.();
  };
  stop.signal.addEventListener('abort', awake, { once: true });

  const out = new Readable({
    highWaterMark: 1024 * 1024,
    read() {
      // Bytes the client read: the writer may send as many more.
      if (owed > 0) worker.postMessage({ read: owed } satisfies XlsxRead);
      owed = 0;
    },
    destroy(error, callback) {
      stop.abort();
      void worker.terminate();
      callback(error);
    },
  });
  const fail = (error: Error) => {
    if (!out.destroyed) out.destroy(error);
  };

  worker.on('message', (message: XlsxOutput) => {
    if ('chunk' in message) {
      const chunk = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
      if (out.push(chunk)) worker.postMessage({ read: chunk.length } satisfies XlsxRead);
      else owed += chunk.length;
    } else if ('took' in message) {
      inFlight--;
      awake();
    } else if ('done' in message) {
      finished = true;
      out.push(null);
      void worker.terminate();
    } else fail(new Error(`the XLSX writer failed: ${message.error}`));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!finished) fail(new Error(`the XLSX writer stopped (exit code ${code})`));
  });

  async function feed(): Promise<void> {
    for await (const input of pages(stop.signal)) {
      if (stop.signal.aborted) return;
      const bytes = 'bytes' in input;
      worker.postMessage(input, bytes ? [input.bytes.buffer as ArrayBuffer] : []);
      inFlight++;
      while (inFlight >= (bytes ? IN_FLIGHT : PAGES_IN_FLIGHT) && !stop.signal.aborted) await new Promise<void>((resolve) => (wake = resolve));
      if (stop.signal.aborted) return;
    }
    worker.postMessage({ end: true } satisfies XlsxInput);
  }
  feed().catch((error: unknown) => {
    if (!stop.signal.aborted) fail(error as Error);
  });
  return countExport(out, 'xlsx');
}
