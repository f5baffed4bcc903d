/**
 * `npm run backup -- <file.tar.gz>`: a consistent copy of the embedded database (DATA_DIR), whether the console
 * runs or not (README "Backups"). A running server holds the directory, so it is asked for the copy over its backup
 * socket (db/backupSocket.ts); when none answers, the command locks the directory and copies it itself
 * (db/embeddedBackup.ts). The bytes go to `<file>.partial`, renamed to `<file>` once whole: the file under its final
 * name is always a whole copy. On PostgreSQL (DATABASE_URL) the copy is pg_dump's.
 */
import { createWriteStream, existsSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import { DataDirInUse } from './db/dataDirLock';
import { backupSocketPath, NoServer, requestBackup, socketPathProblem } from './db/backupSocket';
import { BackupError, dumpStopped } from './db/embeddedBackup';

export interface BackupResult {
  /** The copy's absolute path. */
  path: string;
  bytes: number;
  /** Who made it: the running server, or this process from the directory of a stopped one. */
  from: 'server' | 'directory';
}

/** Copies the embedded database in `dataDir` to `file` (see above). */
export async function backupTo(dataDir: string, file: string): Promise<BackupResult> {
  const path = resolve(file);
  const folder = dirname(path);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new BackupError(`The folder ${folder} does not exist: create it, or choose another destination.`);
  if (existsSync(path) && statSync(path).isDirectory()) throw new BackupError(`${path} is a directory: name the file to write, e.g. ${path}/backup.tar.gz.`);
  const partial = `${path}.partial`;
  // The copy holds password hashes and the signing key: readable by its owner only. Flushed to the disk before it
  // is closed, and renamed only then.
  const out = createWriteStream(partial, { mode: 0o600, flush: true });
  const closed = new Promise<void>((done, fail) => {
    out.once('close', done);
    out.once('error', fail);
  });
  void closed.catch(() => undefined); // awaited below; a write's error also ends the copy where it happens
  let whole = false;
  try {
    let from: BackupResult['from'] = 'server';
    let bytes: number;
    try {
      bytes = await requestBackup(dataDir, out);
    } catch (err) {
      if (!(err instanceof NoServer)) throw err;
      from = 'directory';
      const copy = await dumpStopped(dataDir).catch((e: unknown) => {
        if (!(e instanceof DataDirInUse)) throw e;
        const socket = backupSocketPath(dataDir);
        const why = socketPathProblem(socket) ?? 'is it an older version of the console?';
        throw new BackupError(
          `The data directory ${e.dir} is held by a server (pid ${e.holderPid ?? 'unknown'}) that does not answer on its backup socket ${socket} (${why}). Stop it and run the backup again: it then copies the directory itself.`,
        );
      });
      bytes = copy.size;
      out.write(new Uint8Array(await copy.arrayBuffer()));
    }
    out.end();
    await closed;
    await rename(partial, path);
    whole = true;
    return { path, bytes, from };
  } finally {
    if (!whole) {
      out.destroy();
      await closed.catch(() => undefined);
      await rm(partial, { force: true });
    }
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0].startsWith('-')) throw new BackupError('Usage: npm run backup -- <file.tar.gz>   (the data directory is DATA_DIR, ./data by default)');
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new BackupError('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (README "Backups"); this command copies the embedded database (DATA_DIR).');
  const started = performance.now();
  const result = await backupTo(config.DATA_DIR, args[0]);
  const how = result.from === 'server' ? 'made by the running server' : 'no server running: copied from the directory';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`Backed up ${resolve(config.DATA_DIR)} to ${result.path} (${megabytes(result.bytes)}, ${how}, ${seconds} s)\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    const known = err instanceof BackupError || err instanceof DataDirInUse;
    process.stderr.write(`Backup failed: ${known ? (err as Error).message : ((err as Error).stack ?? String(err))}\n`);
    process.exit(1);
  });
}
