/**
 * `npm run bench:imports`: imports on PostgreSQL (issue 34's figures), through the API as the wizard makes them, on a
 * server seeded with 1,000 businesses (a scratch database, dropped at the end; BENCH_DATABASE names one to keep):
 * - 10,000 new businesses from a CSV: the dry run (Import/Check, until checked) ≤ 5 s, the apply row by row
 *   (Import/Apply, until applied, each row with its change-history entry) ≤ 15 s;
 * - 50,000 insurance companies (lookup items): the apply ≤ 20 s (its dry run told), and the server's memory rise
 *   during the whole import (upload, check, apply; its resident size sampled every 100 ms above its size before) ≤ 64 MB.
 */
import { rssBytes } from './processes';
import { type Figure, ms, reportFigures } from './report';
import { benchDatabase, retained, startScaleServer } from './scaleServer';

const BUSINESSES = Number(process.env.BENCH_IMPORT_BUSINESSES ?? 10_000);
const ITEMS = Number(process.env.BENCH_IMPORT_ITEMS ?? 50_000);
const MB = 1024 * 1024;

const database = benchDatabase('imports', { seedEnv: { BENCH_BUSINESSES: '1000', BENCH_SERVICE_REQUESTS: '0' }, what: '1,000 businesses' });

type Status = { id: string; state: string; done: number; total: number; counts: Record<string, number>; message: string | null };

let exitCode = 1;
try {
  await database.create();
  const server = await startScaleServer('imports', { DATABASE_URL: database.url }, database.setup);
  const call = async <T>(path: string, body?: unknown, query = ''): Promise<T> => {
    const res = await fetch(new URL(`/api/${path}${query}`, server.base), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${server.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  /** The server's resident size at its highest in each step of an import (bench:imports' memory figure), by step. */
  const peaks: Record<string, number> = {};
  let step = 'before';
  const sampleMemory = () => {
    const rss = rssBytes(server.pid);
    if (rss !== null) peaks[step] = Math.max(peaks[step] ?? 0, rss);
  };
  const settled = async (id: string): Promise<Status> => {
    for (;;) {
      const status = await call<Status>('Import/Status', undefined, `?id=${id}`);
      if (status.state !== 'checking' && status.state !== 'applying') return status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Uploads, checks and applies a CSV, its columns matched by their headers: the seconds each step took. */
  async function importFile(list: string, fileName: string, csv: string, fields: { source: string; kind: string; lookup?: string }[]) {
    const t0 = performance.now();
    step = `${list} upload`;
    const upload = await call<{ id: string; sheets: { name: string; matches: (string | null)[] }[] }>('Import/Upload', {
      list,
      fileName,
      fields: fields.map((f) => f.source),
      contentBase64: Buffer.from(csv).toString('base64'),
    });
    const t1 = performance.now();
    const columns = upload.sheets[0].matches.flatMap((field, column) => (field ? [{ column, field }] : []));
    step = `${list} check`;
    await call('Import/Check', { id: upload.id, sheet: upload.sheets[0].name, mode: 'upsert', columns, fields });
    const checked = await settled(upload.id);
    const t2 = performance.now();
    step = `${list} apply`;
    await call('Import/Apply', { id: upload.id, transaction: 'rows' });
    const applied = await settled(upload.id);
    const t3 = performance.now();
    console.log(`  ${fileName}: checked ${JSON.stringify(checked.counts)}; applied ${applied.state} ${JSON.stringify(applied.counts)}`);
    if (applied.counts.refused > 0 || applied.state !== 'applied') {
      const refused = await call<{ items: { row: number; message: string }[] }>('Import/Rows', { id: upload.id, outcome: 'refused', pageSize: 3 });
      throw new Error(`${fileName}: ${applied.state}, ${applied.message ?? ''} ${JSON.stringify(refused.items)}`);
    }
    return { upload: t1 - t0, check: t2 - t1, apply: t3 - t2 };
  }

  const shops = ['Name,Shop id,Status,Phone,Street,City,Country'];
  for (let i = 0; i < BUSINESSES; i++) shops.push(`Imported Garage ${i},IMP-${String(i).padStart(6, '0')},Active,512555${String(i % 10_000).padStart(4, '0')},${i} Main St,Austin,US`);
  const businessFields = [
    { source: 'name', kind: 'text' },
    { source: 'shopId', kind: 'text' },
    { source: 'statusId', kind: 'lookup', lookup: 'business.status' },
    { source: 'phone', kind: 'text' },
    { source: 'primaryAddress.street', kind: 'text' },
    { source: 'primaryAddress.city', kind: 'text' },
    { source: 'primaryAddress.country', kind: 'text' },
  ];
  console.log(`Importing ${BUSINESSES.toLocaleString('en')} businesses…`);
  const businesses = await importFile('business', 'garages.csv', `${shops.join('\r\n')}\r\n`, businessFields);

  const items = ['Name,Active'];
  for (let i = 0; i < ITEMS; i++) items.push(`Insurer ${i},Yes`);
  console.log(`Importing ${ITEMS.toLocaleString('en')} insurance companies…`);
  const before = rssBytes(server.pid) ?? Number.NaN;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(server.pid) ?? peak);
    sampleMemory();
  }, 100);
  const lookups = await importFile('insuranceCompanies', 'insurers.csv', `${items.join('\r\n')}\r\n`, [
    { source: 'text', kind: 'text' },
    { source: 'isActive', kind: 'boolean' },
  ]).finally(() => clearInterval(sampler));
  const heldAfter = await retained(server);
  console.log(`  resident size before ${(before / MB).toFixed(0)} MB; at its highest: ${Object.entries(peaks).map(([k, v]) => `${k} ${(v / MB).toFixed(0)} MB`).join(', ')}`);

  const seconds = (t: number) => `${(t / 1000).toFixed(1)} s`;
  const figures: Figure[] = [
    { name: `${BUSINESSES.toLocaleString('en')} businesses: upload`, measured: ms(businesses.upload), limit: '', pass: null },
    { name: '  dry run (Import/Check)', measured: seconds(businesses.check), limit: '<= 5 s', pass: businesses.check <= 5000 },
    { name: '  applied row by row, each with its history entry', measured: seconds(businesses.apply), limit: '<= 15 s', pass: businesses.apply <= 15_000 },
    { name: `${ITEMS.toLocaleString('en')} lookup items: upload`, measured: ms(lookups.upload), limit: '', pass: null },
    { name: '  dry run', measured: seconds(lookups.check), limit: '', pass: null },
    { name: '  applied row by row', measured: seconds(lookups.apply), limit: '<= 20 s', pass: lookups.apply <= 20_000 },
    { name: '  server memory rise during the import (resident)', measured: `${((peak - before) / MB).toFixed(1)} MB`, limit: '<= 64 MB', pass: peak - before <= 64 * MB },
    { name: '  server heap and buffers after it, once collected', measured: `${(heldAfter.heap / MB).toFixed(1)} MB`, limit: '', pass: null },
  ];
  exitCode = reportFigures(`Imports on PostgreSQL (${database.name})`, figures);
} finally {
  await database.cleanUp();
}
process.exit(exitCode);
