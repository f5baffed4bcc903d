/**
 * `npm run bench:business-save`: the write latency of a business's save (`Business/Upsert`, the business with its
 * two addresses, locked at its version, bumped and recorded in the change history in one transaction), 300
 * sequential saves of one business by one user on the embedded database, after 30 to warm up: p50 and p99
 * (informational; issue 32 asks that the history recorded leave it no worse than before).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login } from './api';
import { stopGroup } from './processes';
import { type Figure, median, ms, percentile, printTable } from './report';
import { baseUrl, newSetup, spawnServer, waitReady } from './server';

const WARM = 30;
const SAVES = 300;
const workDir = mkdtempSync(join(tmpdir(), 'console-business-save-'));
mkdirSync(join(workDir, 'logs'));
const figures: Figure[] = [];
try {
  const setup = await newSetup(join(workDir, 'data'), join(workDir, 'logs'));
  const server = spawnServer(setup);
  try {
    await waitReady(setup, server, 180_000);
    const base = baseUrl(setup);
    const token = await login(base, 'admin', setup.adminPassword);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = await fetch(`${base}/api/Business/Location?key=1`, { headers });
    if (read.status !== 200) throw new Error(`Business/Location answered ${read.status}`);
    let record = (await read.json()) as Record<string, unknown> & { version: number; name: string };
    const name = record.name;
    const times: number[] = [];
    for (let i = 0; i < WARM + SAVES; i++) {
      const { dateCreated: _created, ...input } = record;
      const t0 = performance.now();
      const res = await fetch(`${base}/api/Business/Upsert`, { method: 'POST', headers, body: JSON.stringify({ ...input, name: `${name} ${i % 2}` }) });
      const body = await res.text();
      if (i >= WARM) times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`Business/Upsert answered ${res.status}: ${body.slice(0, 300)}`);
      record = JSON.parse(body);
    }
    figures.push(
      { name: `Business/Upsert, one business saved ${SAVES} times in a row: p50`, measured: ms(median(times)), limit: '', pass: null },
      { name: '  p99', measured: ms(percentile(times, 99)), limit: '', pass: null },
    );
  } finally {
    await stopGroup(server);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
printTable('Write latency of a business save (embedded database)', figures);
