/**
 * `DATA_DIR=<new dir> npm run restore -- <file.tar.gz>`: loads a copy made by `npm run backup` into a data
 * directory that does not exist or is empty (never over one in use or holding anything), opens it, and says what it
 * holds; `npm start` with that DATA_DIR then serves it (README "Backups"). On PostgreSQL (DATABASE_URL) the way
 * back is pg_restore.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import { DataDirInUse, lockDataDir } from './db/dataDirLock';
import { BACKUP_TYPE, BackupError, loadInto, notRestorable, type RestoredCounts } from './db/embeddedBackup';

/** The two bytes every gzip file starts with. */
const GZIP_MAGIC = [0x1f, 0x8b];

/** Restores the copy `file` into `dataDir` (absent or empty); answers what it holds. */
export async function restoreInto(dataDir: string, file: string): Promise<RestoredCounts> {
  const source = resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new BackupError(`No backup file at ${source}.`);
  const problem = await notRestorable(dataDir);
  if (problem) throw new BackupError(problem);
  const bytes = await readFile(source);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) throw new BackupError(`${source} is not a backup made by npm run backup (not a gzipped tarball).`);

  const created = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });
  // No server may start on the directory while it is being filled.
  const lock = lockDataDir(dataDir);
  let restored = false;
  try {
    const counts = await loadInto(dataDir, new Blob([new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)], { type: BACKUP_TYPE }));
    restored = true;
    return counts;
  } finally {
    lock.release();
    // A restore that failed leaves the directory as it found it (absent, or empty), so it can be run again.
    if (!restored) {
      if (created) rmSync(dataDir, { recursive: true, force: true });
      else for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0].startsWith('-'))
    throw new BackupError('Usage: DATA_DIR=<new, empty directory> npm run restore -- <file.tar.gz>   (DATA_DIR is ./data by default)');
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore --no-owner into a new database (README "Backups"); this command restores the embedded database (DATA_DIR).');
  const counts = await restoreInto(config.DATA_DIR, args[0]);
  const dir = resolve(config.DATA_DIR);
  process.stdout.write(
    `Restored ${resolve(args[0])} into ${dir}: ${counts.businesses} businesses, ${counts.files} files, ${counts.changeHistory} change history entries, ${counts.users} users.\n` +
      `Start the console on it with DATA_DIR=${dir} npm start\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    const known = err instanceof BackupError || err instanceof DataDirInUse;
    process.stderr.write(`Restore failed: ${known ? (err as Error).message : ((err as Error).stack ?? String(err))}\n`);
    process.exit(1);
  });
}
