/**
 * One process per embedded data directory (DATA_DIR). PGlite takes no lock of its own: two processes on one
 * directory both start, both write, and each loses the other's acknowledged writes, or the directory is left
 * unopenable (issue 30). main.ts takes this lock before PGlite opens the directory and holds it for the life of
 * the process.
 *
 * The lock is the kernel's, on `<dir>/server.lock` (fs-native-extensions: an open file description lock, fcntl
 * F_OFD_SETLK, on Linux; flock on macOS; LockFileEx on Windows). The kernel drops it when the process ends, however
 * it ends (kill -9 and out-of-memory included), so a crashed holder never blocks the next start, and there is no
 * pid to mistake for a live holder after the system reuses it. The file holds the holder's pid, for the refusal's
 * message only. It is never deleted: a process could then lock the deleted file while another locks a new one.
 */
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tryLock } from 'fs-native-extensions';

export const LOCK_FILE = 'server.lock';

/** Another process holds the directory: the message names the directory and, when it can be read, the holder's pid. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `Cannot start: the data directory ${dir} is in use by another server process (pid ${holderPid ?? 'unknown'}). ` +
        'A data directory serves one process at a time: stop that process, or give this one its own DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirInUse';
  }
}

export interface DataDirLock {
  /** Gives the directory up (after the database in it is closed); the process's end does the same. */
  release(): void;
}

/** Locks `dir` (which exists) for this process; throws DataDirInUse when another process holds it. */
export function lockDataDir(dir: string): DataDirLock {
  const path = join(dir, LOCK_FILE);
  // Appending, never truncating: until this process holds the lock, the file names the one that does.
  const fd = openSync(path, 'a+');
  let locked = false;
  try {
    locked = tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) throw new DataDirInUse(resolve(dir), holderPid(path));
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      closeSync(fd);
    },
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The pid the lock file names, once it names a live process: a holder that has just taken the lock writes its
 * pid a moment later, so an empty file, or one naming a process gone, is read again for a little while.
 */
function holderPid(path: string): number | undefined {
  for (let attempt = 0; attempt < 10; attempt++) {
    let pid: number | undefined;
    try {
      const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown };
      if (Number.isInteger(parsed.pid)) pid = parsed.pid as number;
    } catch {
      // Empty (being written) or unreadable (Windows keeps a locked range from other processes).
    }
    if (pid !== undefined && alive(pid)) return pid;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  return undefined;
}
