/**
 * The running server's side of `npm run backup` (README "Backups"): the server holds its data directory alone
 * (dataDirLock.ts), so the command cannot open it and asks the server instead, over a Unix socket beside the
 * directory, `<DATA_DIR>.backup.sock` (never inside it: the socket would be in the copy). Only the directory's
 * owner may connect (mode 0600), the same person who could copy the directory's files.
 *
 * The exchange: the client sends `backup\n`; the server answers one JSON line, `{"ok":true,"size":N}` then the N
 * bytes of the gzipped tarball, or `{"ok":false,"error":"…"}`, and ends. The size lets the client tell a copy cut
 * short (the server stopped mid-way) from a whole one. server/backup.ts is the client (`requestBackup`).
 */
import type { EventEmitter } from 'node:events';
import { once } from 'node:events';
import { chmodSync, existsSync, lstatSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './embeddedBackup';

/** The backup socket of a data directory: beside it, absolute, whatever the working directory. */
export const backupSocketPath = (dataDir: string): string => `${resolve(dataDir)}.backup.sock`;

/** The longest socket path every system takes (macOS's sun_path holds 104 bytes, Linux's 108, with the NUL). */
const MAX_SOCKET_PATH = 103;

/** Why `path` cannot be a socket (Node would silently cut it short), or undefined. */
export function socketPathProblem(path: string): string | undefined {
  const bytes = Buffer.byteLength(path);
  return bytes > MAX_SOCKET_PATH ? `the socket path ${path} is ${bytes} bytes, over the ${MAX_SOCKET_PATH} a Unix socket takes: use a shorter DATA_DIR path` : undefined;
}

const REQUEST = 'backup\n';

export interface BackupService {
  /** Stops listening and removes the socket, once the copies in progress are made. */
  close(): Promise<void>;
}

/** Removes a socket left by a process that ended without closing it; refuses to remove anything else. */
function removeStaleSocket(path: string): void {
  if (!existsSync(path)) return;
  if (!lstatSync(path).isSocket()) throw new Error(`${path} exists and is not a socket: move it away so the server can listen for backups there.`);
  // The data directory's lock is this process's (main.ts takes it first): no live server listens on it.
  unlinkSync(path);
}

/** Listens on `dataDir`'s backup socket and answers each request with `dump()`'s copy. */
export async function serveBackups(dataDir: string, dump: () => Promise<Blob>): Promise<BackupService> {
  const path = backupSocketPath(dataDir);
  const problem = socketPathProblem(path);
  if (problem) throw new Error(`Cannot listen for backups: ${problem}.`);
  removeStaleSocket(path);
  /** The copies being made (the database must stay open for them), and the answers being sent. */
  const dumping = new Set<Promise<unknown>>();
  const sending = new Set<Promise<unknown>>();
  const sockets = new Set<Socket>();
  const track = <T>(set: Set<Promise<unknown>>, promise: Promise<T>): Promise<T> => {
    set.add(promise);
    void promise.catch(() => undefined).finally(() => set.delete(promise));
    return promise;
  };

  let closing = false;

  const answer = async (socket: Socket) => {
    let copy: Blob;
    try {
      if (closing) throw new Error('the server is stopping: run the backup again once it has stopped (it then copies the directory itself)');
      if (socket.destroyed) return; // the client left while an earlier copy was being made
      copy = await track(dumping, dump());
    } catch (err) {
      socket.end(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`);
      return;
    }
    // A client gone meanwhile: nothing to send (a pipeline into a closed socket would never end).
    if (socket.destroyed || !socket.writable) return;
    socket.write(`${JSON.stringify({ ok: true, size: copy.size })}\n`);
    const closed = once(socket, 'close');
    await Promise.race([pipeline(Readable.fromWeb(copy.stream() as import('node:stream/web').ReadableStream), socket), closed]);
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a client gone mid-copy: nothing to answer
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.length < REQUEST.length) return;
      socket.off('data', onData);
      if (received !== REQUEST) {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      void track(sending, answer(socket)).catch(() => socket.destroy());
    };
    socket.on('data', onData);
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen({ path, exclusive: true }, () => {
      server.off('error', fail);
      done();
    });
  });
  // Not left to the umask: whoever may connect may read the whole database.
  chmodSync(path, 0o600);

  let closed: Promise<void> | undefined;
  return {
    close() {
      closing = true;
      closed ??= (async () => {
        const stopped = new Promise<void>((done) => server.close(() => done()));
        // A copy being made finishes first: the database closes after this.
        await Promise.allSettled([...dumping]);
        // A copy made is sent on, for 2 s at most: a client that reads no more does not hold the stop (main.ts gives
        // the whole stop 10 s).
        const giveUp = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 2_000);
        await Promise.allSettled([...sending]);
        clearTimeout(giveUp);
        for (const socket of sockets) socket.destroy();
        await stopped;
        try {
          unlinkSync(path);
        } catch {
          // Already gone (Node removes it on close on some systems).
        }
      })();
      return closed;
    },
  };
}

/** Why no running server answered: there is none (try the directory itself), or one that cannot be asked. */
export class NoServer extends Error {
  override name = 'NoServer';
}

/** Connects to the backup socket at `path`: NoServer when nothing listens there (no file, or a stale one). */
function connect(path: string): Promise<Socket> {
  return new Promise<Socket>((done, fail) => {
    const socket = createConnection({ path });
    socket.once('connect', () => {
      socket.off('error', onError);
      done(socket);
    });
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') fail(new NoServer(`no server answers on ${path}`));
      else fail(new BackupError(`Cannot reach the server's backup socket ${path}: ${err.message}`));
    };
    socket.once('error', onError);
  });
}

/**
 * Asks the server holding `dataDir` for a copy and writes its bytes to `out`; answers their count. Throws NoServer
 * when nothing listens on the socket (no server runs), BackupError when the server refuses or the copy comes short.
 */
export async function requestBackup(dataDir: string, out: NodeJS.WritableStream): Promise<number> {
  const path = backupSocketPath(dataDir);
  const problem = socketPathProblem(path);
  if (problem) throw new NoServer(problem);
  const socket = await connect(path);
  let expected: number | undefined;
  let received = 0;
  try {
    socket.write(REQUEST);
    let header = Buffer.alloc(0);
    for await (const data of socket as AsyncIterable<Buffer>) {
      let chunk = data;
      if (expected === undefined) {
        header = Buffer.concat([header, chunk]);
        const end = header.indexOf(10);
        if (end < 0) continue;
        let answer: { ok?: unknown; size?: unknown; error?: unknown };
        try {
          answer = JSON.parse(header.subarray(0, end).toString('utf8'));
        } catch {
          throw new BackupError(`Unexpected answer on ${path}: is it this console's backup socket?`);
        }
        if (answer.ok !== true || typeof answer.size !== 'number') throw new BackupError(`The server could not make the copy: ${String(answer.error ?? 'no reason given')}`);
        expected = answer.size;
        chunk = header.subarray(end + 1);
      }
      received += chunk.length;
      if (chunk.length > 0 && !out.write(chunk)) await once(out as EventEmitter, 'drain');
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`The copy was cut short: ${(err as Error).message}`);
  } finally {
    socket.destroy();
  }
  if (expected === undefined) throw new BackupError(`The server ended the exchange without an answer on ${path}.`);
  if (received !== expected) throw new BackupError(`The copy was cut short: ${received} of ${expected} bytes received.`);
  return received;
}
