/**
 * The bench (`npm run bench`): JavaScript weight in a real browser, `npm start`
 * time on an existing data directory, and informational server figures.
 * Exits non-zero when a figure misses its limit or cannot be measured.
 * Everything runs in a temporary directory, removed at the end, and no server
 * is left running, also on failure or Ctrl-C.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latencyFigures, login, measureLatency, memoryFigures, serverMemory } from './api';
import { bundleFigures, figureNames, JOURNEYS, LIMITS, measureBundle, printFetches } from './bundle';
import { killAllNow, spawnGroup, stopAll, stopGroup } from './processes';
import { type Figure, failedFigure, printTable } from './report';
import { baseUrl, newSetup, projectRoot, spawnServer, waitReady } from './server';
import { LIMIT_MS, measureStartup, prepareDataDir, startupFigures } from './startup';

const RUNS = 3;

const workDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
const logDir = join(workDir, 'logs');
mkdirSync(logDir);

let cleaned = false;
function removeWorkDir(): void {
  if (cleaned) return;
  cleaned = true;
  rmSync(workDir, { recursive: true, force: true });
}

process.on('exit', () => {
  killAllNow();
  removeWorkDir();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers…`);
    void stopAll().finally(() => process.exit(130));
  });
}

const problem = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function bundleSection(): Promise<Figure[]> {
  console.log('\n== 1. JavaScript fetched by the browser, from a cold cache ==');
  const figures: Figure[] = [];
  try {
    // A fresh data directory: this first start also migrates and seeds it.
    const setup = await newSetup(join(workDir, 'data-browser'), logDir);
    const server = spawnServer(setup);
    try {
      await waitReady(setup, server, 120_000);
      for (const journey of JOURNEYS) {
        try {
          // Each journey in a new browser: nothing cached.
          const result = await measureBundle(baseUrl(setup), setup.adminPassword, journey);
          printFetches(result);
          figures.push(...bundleFigures(result));
        } catch (error) {
          console.error(`Browser measurement failed: ${problem(error)}`);
          const [login, total] = figureNames(journey);
          figures.push(failedFigure(login, `<= ${LIMITS.loginKb} KB`, error), failedFigure(total, `<= ${journey.limitKb} KB`, error));
        }
      }
    } finally {
      await stopGroup(server);
    }
  } catch (error) {
    console.error(`Browser measurement failed: ${problem(error)}`);
    figures.push(failedFigure('JavaScript from a cold cache', `<= ${Math.max(...JOURNEYS.map((j) => j.limitKb))} KB`, error));
  }
  return figures;
}

async function startupSection(): Promise<{ startup: Figure[]; server: Figure[] }> {
  console.log(`\n== 2. npm start on an existing data directory (${RUNS} runs) ==`);
  const server: Figure[] = [];
  try {
    const setup = await newSetup(join(workDir, 'data-startup'), logDir);
    console.log('Preparing the data directory (first start, then SIGTERM)…');
    await prepareDataDir(setup);
    const result = await measureStartup(setup, RUNS, async (group) => {
      // 3. Informational, against the last start.
      server.push(...memoryFigures('after start', serverMemory(group.pid)));
      try {
        const base = baseUrl(setup);
        const latency = await measureLatency(base, await login(base, 'admin', setup.adminPassword));
        server.push(...latencyFigures(latency));
        server.push(...memoryFigures('after the requests', serverMemory(group.pid)));
      } catch (error) {
        console.error(`API measurement failed: ${problem(error)}`);
        server.push({ name: 'GET /api/lookup/GetMakes latency', measured: `error: ${problem(error).split('\n')[0]}`, limit: '', pass: null });
      }
    });
    for (const warning of result.warnings) console.warn(`Warning: ${warning}`);
    return { startup: startupFigures(result), server };
  } catch (error) {
    console.error(`Startup measurement failed: ${problem(error)}`);
    return { startup: [failedFigure('npm start on an existing data directory, median', `<= ${LIMIT_MS / 1000} s`, error)], server };
  }
}

/** 4. Business/Export against COPY on PostgreSQL (bench/export.ts, in a process of its own that drops its database however it ends). */
async function exportSection(): Promise<Figure[]> {
  console.log('\n== 4. Business/Export at the database\'s pace (PostgreSQL, 100,000 businesses) ==');
  const logFile = join(logDir, 'export.log');
  try {
    const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
    await spawnGroup(tsx, ['bench/export.ts'], { cwd: projectRoot, env: process.env, logFile }).exited;
    const line = readFileSync(logFile, 'utf8').split('\n').find((l) => l.startsWith('FIGURES '));
    if (!line) throw new Error(`bench/export.ts printed no figures: ${readFileSync(logFile, 'utf8').slice(-300)}`);
    return JSON.parse(line.slice('FIGURES '.length)) as Figure[];
  } catch (error) {
    return [failedFigure('Business/Export rate / COPY rate', '>= 0.5', error)];
  }
}

/** 5. A 2 MB image's thumbnail (bench/thumbnail.ts, in a process of its own that drops its scratch database however it ends). */
async function thumbnailSection(): Promise<Figure[]> {
  console.log("\n== 5. A 2 MB image's thumbnail (PostgreSQL) ==");
  const logFile = join(logDir, 'thumbnail.log');
  try {
    const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
    await spawnGroup(tsx, ['bench/thumbnail.ts'], { cwd: projectRoot, env: process.env, logFile }).exited;
    const line = readFileSync(logFile, 'utf8').split('\n').find((l) => l.startsWith('FIGURES '));
    if (!line) throw new Error(`bench/thumbnail.ts printed no figures: ${readFileSync(logFile, 'utf8').slice(-300)}`);
    return JSON.parse(line.slice('FIGURES '.length)) as Figure[];
  } catch (error) {
    return [failedFigure("A 2 MB image's thumbnail", '<= 150 ms', error)];
  }
}

let exitCode = 1;
try {
  const bundle = await bundleSection();
  printTable('JavaScript fetched (gzip, 1 KB = 1024 bytes)', bundle);
  const { startup, server } = await startupSection();
  printTable('Start time', startup);
  if (server.length > 0) printTable('Server (informational, last npm start)', server);

  const exported = await exportSection();
  printTable('Business/Export against COPY (PostgreSQL)', exported);

  const thumbnails = await thumbnailSection();
  printTable("A 2 MB image's thumbnail", thumbnails);

  const all = [...bundle, ...startup, ...exported, ...thumbnails];
  const failed = all.filter((f) => f.pass === false);
  console.log(`\n${failed.length === 0 ? 'All figures within their limits.' : `${failed.length} figure(s) missed their limit: ${failed.map((f) => f.name).join('; ')}`}`);
  exitCode = failed.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`Bench failed: ${problem(error)}`);
} finally {
  await stopAll();
  removeWorkDir();
}
process.exit(exitCode);
