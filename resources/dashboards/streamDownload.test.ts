/** The streamed export: progress counted by lines for CSV, by bytes otherwise; the server's file name; abort; refusals. */
import { describe, expect, it } from 'vitest';
import { dashboardContract as c } from '../../contract/dashboard';
import { filenameOf, type Progress, streamDownload } from './streamDownload';

const encoder = new TextEncoder();
function answer(parts: string[], headers: Record<string, string>, status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

describe('streamDownload', () => {
  it('reads the CSV chunk by chunk, counting rows written of X-Total-Rows, and keeps the server’s file name', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const progress: Progress[] = [];
    const file = await streamDownload(
      c.exportDeviceStatistics,
      { body: { columns: ['id'], format: 'csv' } },
      { csv: true, signal: new AbortController().signal, onProgress: (p) => progress.push(p), fallbackName: 'x.csv' },
      {
        fetch: async (url, init) => {
          seen.push({ url: String(url), init: init as RequestInit });
          return answer(['Id\n1\n', '2\n3\n'], { 'x-total-rows': '3', 'content-type': 'text/csv', 'content-disposition': `attachment; filename="devices.csv"; filename*=UTF-8''dispositivos%202026.csv` });
        },
        token: () => 'tok',
        refresh: async () => false,
        language: 'es',
      },
    );
    expect(seen[0].url).toBe('/api/dashboard/ExportDeviceStatistics');
    expect(seen[0].init.method).toBe('POST');
    expect(seen[0].init.headers).toMatchObject({ authorization: 'Bearer tok', 'accept-language': 'es' });
    expect(progress.map((p) => p.rows)).toEqual([1, 3]);
    expect(progress[1]).toEqual({ rows: 3, bytes: 9, totalRows: 3 });
    expect(file.filename).toBe('dispositivos 2026.csv');
    expect(await file.blob.text()).toBe('Id\n1\n2\n3\n');
  });

  it('counts bytes for XLSX, refreshes the token once on 401, and throws the server’s message on a refusal', async () => {
    let calls = 0;
    const progress: Progress[] = [];
    const file = await streamDownload(
      c.exportServiceRequestsAdhoc,
      { body: {} },
      { csv: false, signal: new AbortController().signal, onProgress: (p) => progress.push(p), fallbackName: 'statistics.xlsx' },
      { fetch: async () => (++calls === 1 ? new Response('', { status: 401 }) : answer(['PK12', '34'], {})), token: () => 't', refresh: async () => true, language: 'en' },
    );
    expect(calls).toBe(2);
    expect(progress.at(-1)).toEqual({ rows: null, bytes: 6, totalRows: null });
    expect(file.filename).toBe('statistics.xlsx');
    await expect(
      streamDownload(
        c.exportServiceRequestsAdhoc,
        { body: {} },
        { csv: true, signal: new AbortController().signal, onProgress: () => undefined, fallbackName: 'x' },
        { fetch: async () => Response.json({ message: 'columns: must name at least one column' }, { status: 400 }), token: () => null, refresh: async () => false, language: 'en' },
      ),
    ).rejects.toThrow('columns: must name at least one column');
  });

  it('stops when its signal aborts', async () => {
    const abort = new AbortController();
    const pending = streamDownload(
      c.exportDeviceShipment,
      { body: {} },
      { csv: true, signal: abort.signal, onProgress: () => abort.abort(), fallbackName: 'x' },
      {
        fetch: async (_, init) =>
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(encoder.encode('Id\n'));
                init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
              },
            }),
          ),
        token: () => null,
        refresh: async () => false,
        language: 'en',
      },
    );
    await expect(pending).rejects.toThrow('aborted');
  });

  it('reads the file name from either form of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="a b.csv"', 'x')).toBe('a b.csv');
    expect(filenameOf(null, 'x.csv')).toBe('x.csv');
  });
});
