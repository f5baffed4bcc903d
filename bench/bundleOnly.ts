/**
 * `npm run bench:bundle`: only the JavaScript a browser fetches from a cold cache (bench/bundle.ts), with every
 * script of each journey listed: the quick check after a change to the console's imports or chunks (a minute,
 * against the built `dist/`). Exits non-zero when a figure misses its limit.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleFigures, JOURNEYS, measureBundle, printFetches } from './bundle';
import { stopGroup } from './processes';
import { type Figure, printTable } from './report';
import { baseUrl, newSetup, spawnServer, waitReady } from './server';

const workDir = mkdtempSync(join(tmpdir(), 'console-bundle-'));
mkdirSync(join(workDir, 'logs'));
const figures: Figure[] = [];
try {
  const setup = await newSetup(join(workDir, 'data-browser'), join(workDir, 'logs'));
  const server = spawnServer(setup);
  try {
    await waitReady(setup, server, 120_000);
    for (const journey of JOURNEYS) {
      const result = await measureBundle(baseUrl(setup), setup.adminPassword, journey);
      printFetches(result);
      figures.push(...bundleFigures(result));
    }
  } finally {
    await stopGroup(server);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
printTable('JavaScript fetched (gzip, 1 KB = 1024 bytes)', figures);
process.exit(figures.some((f) => f.pass === false) ? 1 : 0);
