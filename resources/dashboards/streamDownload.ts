/**
 * An export downloaded as a stream (issue 18): a contract's file endpoint fetched with the bearer token (refreshed
 * once on 401), its body read chunk by chunk so the console shows the progress (the rows written, counted by lines
 * for CSV; the bytes received otherwise; of the server's X-Total-Rows), aborted by its signal (the server then stops
 * its query), and saved under the server's file name (Content-Disposition).
 */
import { HttpError } from 'ra-core';
import type { Endpoint } from '../../contract/define';


export interface Progress {
  /** Rows written so far (CSV), or null when only bytes are known (XLSX). */
  rows: number | null;
  bytes: number;
  /** The rows the server said it will write (X-Total-Rows), when it said. */
  totalRows: number | null;
}

/** The export's request: its JSON body (a POST), or its query (a GET: ExportServiceRequests). */
export type ExportInput = { body: unknown } | { query: Record<string, string> };

export interface DownloadDeps {
  fetch: typeof fetch;
  token: () => string | null;
  refresh: () => Promise<boolean>;
  language: string;
}

export interface Downloaded {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first), or `fallback`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed name: try the plain one
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

const NEWLINE = 10;

export async function streamDownload(
  endpoint: Endpoint,
  input: ExportInput,
  { csv, signal, onProgress, fallbackName }: { csv: boolean; signal: AbortSignal; onProgress: (p: Progress) => void; fallbackName: string },
  deps: DownloadDeps,
): Promise<Downloaded> {
  const send = () => {
    const headers: Record<string, string> = { 'accept-language': deps.language };
    const token = deps.token();
    if (token) headers.authorization = `Bearer ${token}`;
    if ('query' in input) return deps.fetch(`${endpoint.url}?${new URLSearchParams(input.query)}`, { method: 'GET', headers, signal });
    headers['content-type'] = 'application/json';
    return deps.fetch(endpoint.url, { method: endpoint.method, headers, body: JSON.stringify(input.body), signal });
  };
  let response = await send();
  if (response.status === 401 && (await deps.refresh())) response = await send();
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const message = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : text || response.statusText;
    throw new HttpError(message, response.status, body);
  }
  const total = Number(response.headers.get('x-total-rows'));
  const totalRows = response.headers.get('x-total-rows') !== null && Number.isFinite(total) ? total : null;
  const filename = filenameOf(response.headers.get('content-disposition'), fallbackName);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      if (csv) for (const b of value) if (b === NEWLINE) lines++;
      // The header line is not a row.
      onProgress({ rows: csv ? Math.max(0, lines - 1) : null, bytes, totalRows });
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    bytes = buffer.byteLength;
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as BlobPart[], { type }), filename };
}

/** Saves the blob as a download named `filename`. */
export function saveBlob({ blob, filename }: Downloaded): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
