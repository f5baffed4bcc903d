/**
 * A consistent copy of the embedded database (PGlite's data directory) as a gzipped tarball, and the way back
 * (`npm run backup`, `npm run restore`: server/backup.ts, server/restore.ts; README "Backups").
 *
 * Consistent: the copy is taken while nothing runs on the database. A running server is asked for it over its
 * backup socket (backupSocket.ts), and takes it inside a turn with its one connection (pgliteDialect.ts), so no
 * transaction is open and no statement runs while the files are read: the copy holds every committed write made
 * before it and nothing of one made after. A CHECKPOINT first writes the pages out to the data files, so the copy
 * opens without replaying the write-ahead log. When no server runs, the command takes the data directory's lock
 * itself (dataDirLock.ts) and opens the directory, so no server can start on it meanwhile.
 *
 * The tarball is made in memory (PGlite's `dumpDataDir`): about the data directory's size, then its gzip. PGlite
 * reads the files synchronously, so a running server's event loop pauses meanwhile: some 3 to 5 s for the 250 MB
 * directory of the default demo data on 2 busy cores (requests wait meanwhile).
 */
import { constants, existsSync, statSync } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { type Db, openPglite, pgliteOf } from './database';
import { lockDataDir } from './dataDirLock';

/** What PGlite's loadDataDir needs to read a tarball as gzipped (it goes by the Blob's type). */
export const BACKUP_TYPE = 'application/x-gzip';

/** A refusal the commands print as it is, with exit code 1 (no stack: the message says what to do). */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The tarball of `pglite`'s data directory, written out first; the caller makes sure nothing else runs on it. */
async function tarOf(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite.dumpDataDir('none');
}

/**
 * Gzipped in the thread pool, once the database is free again: PGlite's own gzip ('gzip') would keep its one
 * connection for the whole compression, some seconds of waiting requests on a large directory. Streamed, so the
 * tarball is not copied once more first.
 */
async function gzipped(tar: Blob): Promise<Blob> {
  const chunks: Buffer[] = [];
  await pipeline(Readable.fromWeb(tar.stream() as WebReadableStream), createGzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  return new Blob(chunks as BlobPart[], { type: BACKUP_TYPE });
}

/** The copy of an open embedded database: taken in a turn with its one connection, between two users' work. */
export async function dumpEmbedded(db: Db): Promise<Blob> {
  const pglite = pgliteOf(db);
  if (!pglite) throw new BackupError('Not an embedded database: back a PostgreSQL database up with pg_dump (README "Backups").');
  const tar = await db.connection().execute(() => tarOf(pglite));
  return gzipped(tar);
}

/** Why `dir` cannot be backed up directly, or undefined when it holds a database. */
export function notADataDir(dir: string): string | undefined {
  if (!existsSync(dir)) return `The data directory ${resolve(dir)} does not exist (DATA_DIR).`;
  if (!statSync(dir).isDirectory()) return `${resolve(dir)} is not a directory (DATA_DIR).`;
  if (!existsSync(join(dir, 'PG_VERSION'))) return `${resolve(dir)} does not hold an embedded database (no PG_VERSION): check DATA_DIR.`;
  return undefined;
}

/** The copy of a data directory no server holds: locked for the time of the copy, so none starts on it meanwhile. */
export async function dumpStopped(dir: string): Promise<Blob> {
  const problem = notADataDir(dir);
  if (problem) throw new BackupError(problem);
  const lock = lockDataDir(dir);
  try {
    const pglite = await openPglite({ dataDir: dir });
    try {
      return await gzipped(await tarOf(pglite));
    } finally {
      await pglite.close();
    }
  } finally {
    lock.release();
  }
}

/** What a restore found in the copy it loaded. */
export interface RestoredCounts {
  businesses: number;
  files: number;
  changeHistory: number;
  users: number;
}

/** Why `dir` cannot be restored into (it must be absent or empty), or undefined. */
export async function notRestorable(dir: string): Promise<string | undefined> {
  if (!existsSync(dir)) return undefined;
  if (!statSync(dir).isDirectory()) return `${resolve(dir)} is not a directory: restore into a new, empty data directory (DATA_DIR).`;
  await access(dir, constants.W_OK).catch(() => {
    throw new BackupError(`${resolve(dir)} is not writable.`);
  });
  const entries = await readdir(dir);
  if (entries.length > 0)
    return `The data directory ${resolve(dir)} is not empty (${entries.length} entries): restore into a new, empty DATA_DIR, so nothing is overwritten.`;
  return undefined;
}

/**
 * Loads `backup` (a gzipped tarball from dumpEmbedded or dumpStopped) into `dir`, which exists, is empty and is
 * locked by the caller; opens it and counts what it holds.
 */
export async function loadInto(dir: string, backup: Blob): Promise<RestoredCounts> {
  let pglite: PGlite;
  try {
    pglite = await openPglite({ dataDir: dir, snapshot: backup });
  } catch (err) {
    throw new BackupError(`The file could not be loaded as a backup of the embedded database: ${(err as Error).message}`);
  }
  try {
    await pglite.query('SELECT 1');
    // A table a copy from an older version does not have yet counts 0: the migrations add it at the next start.
    const count = async (table: string) => {
      const { rows: found } = await pglite.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table]);
      if (!found[0]?.t) return 0;
      const { rows } = await pglite.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return rows[0].n;
    };
    return { businesses: await count('businesses'), files: await count('files'), changeHistory: await count('change_history'), users: await count('users') };
  } finally {
    await pglite.close();
  }
}
