/**
 * A PostgreSQL server of the bench's own (bench:faults): a cluster made with initdb in a temporary directory,
 * served on a spare port of the loopback, killed and started again at will, removed at the end. PostgreSQL refuses to
 * run as root: when the bench is root, the cluster belongs to the `postgres` user and its programs run as that user.
 * POSTGRES_BIN names the directory of initdb and postgres (default: PostgreSQL 15's on Debian).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, type Group, groupAlive, spawnGroup, stopGroup } from './processes';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** The uid and gid to run PostgreSQL as: the `postgres` user when we are root, else ourselves. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function scratchPostgres(workDir: string) {
  for (const program of ['initdb', 'postgres']) {
    if (!existsSync(join(BIN, program))) throw new Error(`${join(BIN, program)} not found: set POSTGRES_BIN to the directory of PostgreSQL's programs`);
  }
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'faults-postgres-'));
  const data = join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  execFileSync(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-instructions'], { stdio: 'ignore', ...user });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: Group | undefined;
  let starts = 0;

  /** The postmaster's pid, as it wrote it in its data directory. */
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);

  /** Whether a connection is accepted and answers. */
  const answers = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  return {
    url,
    /** Starts the server and resolves when it accepts connections (after crash recovery, when it was killed), at that moment. */
    async start(): Promise<number> {
      const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=60', '-c', 'fsync=on'];
      server = spawnGroup(join(BIN, 'postgres'), args, { cwd: dir, env: process.env, logFile: join(workDir, `postgres-${++starts}.log`), ...user });
      for (const deadline = performance.now() + 60_000; performance.now() < deadline; ) {
        if (await answers()) return performance.now();
        if (server.hasExited()) break;
        await sleep(25);
      }
      throw new Error(`PostgreSQL did not start; see ${join(workDir, `postgres-${starts}.log`)}`);
    },
    /** SIGKILL of the postmaster, as a crash would; resolves once its every process is gone (a restart needs that). */
    async kill(): Promise<void> {
      if (!server) return;
      process.kill(postmasterPid(), 'SIGKILL');
      while (groupAlive(server.pid)) await sleep(25);
      server = undefined;
    },
    async stop(): Promise<void> {
      if (server) await stopGroup(server, 10_000);
      server = undefined;
    },
    /** Stops the server and removes its cluster. */
    async remove(): Promise<void> {
      await this.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ScratchPostgres = Awaited<ReturnType<typeof scratchPostgres>>;
