/**
 * The PostgreSQL path of csvExport.ts: one `COPY (…) TO STDOUT` on a pool
 * connection held for the export, its bytes passed on as they arrive. The
 * COPY stream reads the socket only when its reader asks, so a slow client
 * slows PostgreSQL down instead of filling the server's memory.
 */
import { CompiledQuery, sql } from 'kysely';
import { to as copyTo } from 'pg-copy-streams';
import { copyStatement, type CsvExport } from './csvExportQuery';
import { databaseBounds, type Db } from './database';

/**
 * A pool connection of its own until `release`. Kysely does not hand out pg's
 * client, but runs what `client.query` is given: a pg-copy-streams query is a
 * submittable, which pg runs on the client and answers as is.
 */
export function lease(db: Db): Promise<{ conn: Db; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    let free!: () => void;
    const held = new Promise<void>((r) => {
      free = r;
    });
    const done = db.connection().execute(async (conn) => {
      resolve({
        conn,
        release: async () => {
          free();
          await done;
        },
      });
      await held;
    });
    done.catch(reject);
  });
}

/**
 * Turns COPY's line ends, "," (the extra null column) then "\n", into "\r\n"
 * in place: a "\n" outside quotes ends a line (quotes inside cells are
 * doubled, so counting them tells inside from outside). Holds one chunk back,
 * whose last byte may be the comma of the next chunk's first line end.
 */
export function crlfLines() {
  let quoted = false;
  let held: Buffer | undefined;
  return {
    next(chunk: Buffer): Buffer | undefined {
      let q = chunk.indexOf(34);
      let n = chunk.indexOf(10);
      while (n >= 0) {
        if (q >= 0 && q < n) {
          quoted = !quoted;
          q = chunk.indexOf(34, q + 1);
          continue;
        }
        if (!quoted) {
          if (n > 0) chunk[n - 1] = 13;
          else if (held) held[held.length - 1] = 13;
        }
        n = chunk.indexOf(10, n + 1);
      }
      // Quotes after the last line break still count for the next chunk.
      for (; q >= 0; q = chunk.indexOf(34, q + 1)) quoted = !quoted;
      const out = held;
      held = chunk;
      return out;
    },
    last: () => held,
  };
}

/**
 * A COPY's bytes, on a connection held for it, read only as fast as they are asked for. When `signal` aborts (the
 * reader went away), the COPY is cancelled at once, even while a read is pending (before its first row, a COPY may
 * sort for a second); stopped early either way, what was already sent is read to its end before the connection goes
 * back to the pool. It runs under the export's own statement_timeout (EXPORT_STATEMENT_TIMEOUT): a COPY lasts as
 * long as its reader takes to read it, far longer than a request's statement may.
 */
export async function* copyBytes(db: Db, statement: string, signal: AbortSignal): AsyncGenerator<Buffer> {
  const { conn, release } = await lease(db);
  const timeout = databaseBounds(db)?.exportStatementTimeoutMs;
  const copy = copyTo(statement);
  let pid: number | undefined;
  let started = false;
  let cancelled: Promise<unknown> | undefined;
  const cancel = () => {
    if (started && pid !== undefined && !cancelled && !copy.readableEnded && !copy.errored) cancelled = sql`SELECT pg_cancel_backend(${pid})`.execute(db).catch(() => {});
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    pid = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(conn)).rows[0].pid;
    // SET, not SET LOCAL: the COPY runs outside a transaction; the connection's own bound is back before release.
    if (timeout !== undefined) await sql`SELECT set_config('statement_timeout', ${String(timeout)}, false)`.execute(conn);
    if (signal.aborted) return;
    started = true;
    await conn.executeQuery({ ...CompiledQuery.raw('COPY'), sql: copy as unknown as string });
    for await (const chunk of copy.iterator({ destroyOnReturn: false })) {
      if (signal.aborted) return;
      yield chunk as Buffer;
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    cancel();
    await cancelled;
    // A COPY that failed (its connection lost: pg reports it on the stream, which then is destroyed) has nothing more to read.
    if (started && !copy.readableEnded && !copy.errored && !copy.destroyed) {
      await new Promise<void>((resolve) => {
        copy.once('end', resolve).once('error', () => resolve());
        copy.resume();
      });
    }
    if (timeout !== undefined) await sql`RESET statement_timeout`.execute(conn).catch(() => undefined);
    await release();
  }
}

/** The export's lines from COPY, its line ends fixed in place; `signal` cancels the COPY (copyBytes). */
export async function* copyChunks(db: Db, e: CsvExport, signal: AbortSignal): AsyncGenerator<Buffer> {
  const lines = crlfLines();
  for await (const chunk of copyBytes(db, copyStatement(db, e), signal)) {
    const out = lines.next(chunk);
    if (out) yield out;
  }
  const out = lines.last();
  if (out) yield out;
}
