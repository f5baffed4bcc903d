/**
 * One process per data directory (dataDirLock.ts): a server on a directory in use refuses to start, names the
 * directory and the holder's pid, and leaves the directory alone; a holder killed with SIGKILL mid-write leaves
 * nothing that stops the next start; a server holds the directory while it runs and gives it up on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORDS } from '../test/database';
import { openPglite } from './database';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './dataDirLock';

const root = join(import.meta.dirname, '../..');
const dirs: string[] = [];
const children = new Set<ChildProcess>();

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `npm start`'s server (server/main.ts) on `dataDir`, without a build to serve or a port to share; or `script`. */
function startServer(dataDir: string, script = 'server/main.ts'): Server {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'info', DEMO_BUSINESSES: '0', STATIC_DIR: dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], { cwd: root, env: { ...env, ADMIN_PASSWORD: TEST_PASSWORDS.admin } });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  return { child, output: () => output, exited };
}

/** Resolves once the server says it is ready (`word`); fails when it exits first or takes too long. */
async function ready(server: Server, word = 'Console ready at', withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!server.output().includes(word)) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${withinMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every file of `dir` with its size and modification time. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const s = statSync(join(dir, name));
      return `${name} ${s.isDirectory() ? 'dir' : s.size} ${s.mtimeMs}`;
    })
    .sort();
}

describe('the data directory lock', () => {
  it('is held by one holder at a time, and taken again once released', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    try {
      lockDataDir(dir);
    } catch (err) {
      expect(err).toMatchObject({ dir, holderPid: process.pid });
    }
    first.release();
    lockDataDir(dir).release();
  });

  it('refuses a server on a directory in use, opens it after its holder’s SIGKILL, holds it while serving, gives it up on SIGTERM', async () => {
    const dir = tempDir();
    // A seeded database to start from (the suite's snapshot); on PostgreSQL runs, the server's first start seeds it.
    const snapshot = inject('pgliteSnapshot');
    if (snapshot) {
      const pglite = await openPglite({ dataDir: dir, snapshot: new Blob([readFileSync(snapshot)], { type: 'application/x-tar' }) });
      await pglite.close();
    }
    const holder = startServer(dir, 'server/test/dataDirHolder.ts');
    await ready(holder, 'HELD');

    const refused = startServer(dir);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`Cannot start: the data directory ${dir} is in use by another server process (pid ${holder.child.pid}).`);
    expect(refused.output()).not.toContain('Console ready');

    // Killed mid-write: the kernel drops its lock, and the file still names it.
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(holder.child.pid);
    const server = startServer(dir);
    await ready(server);
    const before = listing(dir);
    expect(() => lockDataDir(dir)).toThrow(new DataDirInUse(dir, server.child.pid));
    const second = startServer(dir);
    expect(await second.exited).toBe(1);
    // The refused start opened nothing: PGlite writes into the directory when it opens it.
    expect(listing(dir)).toEqual(before);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    lockDataDir(dir).release();
  }, 120_000);
});
