/**
 * How an import works through its rows (issue 34): chunk by chunk as they are read (never all held), each chunk's rows
 * a few at a time, its progress counted and kept here for the process running it (`running`, where Status reads it
 * while an all-or-nothing apply on PGlite holds the one connection).
 */
import type { FileRow } from './parse';

export interface Progress {
  done: number;
  total: number;
  cancel: boolean;
}

/** Imports running in this process: their progress, and whether a cancel reached this process. */
export const running = new Map<string, Progress>();

/** Rows in a chunk: each chunk's outcomes and progress are written together. */
export const PROGRESS_EVERY = 200;
/** Rows checked or applied at once on PostgreSQL (each its own calls and transaction); one at a time on PGlite's one connection. */
export const AT_ONCE = 6;
/**
 * Runs `work` on the items, `limit` at a time, started in their order, until `stop()` says so: the results of those
 * started, in their order (each started one is finished).
 */
export async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, stop: () => boolean = () => false): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The items in chunks of PROGRESS_EVERY, as they come (never all held). */
export async function* chunked<T>(items: AsyncIterable<T>): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length >= PROGRESS_EVERY) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** A chunk's items worked through `limit` at a time until a cancel, each counted done: their results. */
export const chunkDone = <T, R>(chunk: readonly T[], limit: number, progress: Progress, work: (item: T) => Promise<R>) =>
  inTurns(
    chunk,
    limit,
    async (item) => {
      const result = await work(item);
      progress.done++;
      return result;
    },
    () => progress.cancel,
  );

/** Chunks in flight at once on PostgreSQL: one chunk's statements run beside the next one's reading and planning. */
export const CHUNKS_AT_ONCE = 2;

/**
 * Runs chunks' last steps (their saves, their outcomes written) `depth` at a time, in the order given: `add` starts
 * one and waits while `depth` are running, `drain` waits for the rest. Each says whether to stop (a cancel); both
 * answer whether one did. A chunk's failure is thrown where it is waited for.
 */
export function pipeline(depth: number) {
  const inFlight: Promise<{ stop: boolean } | { error: unknown }>[] = [];
  let stopped = false;
  const next = async () => {
    const done = await inFlight.shift()!;
    if ('error' in done) throw done.error;
    stopped ||= done.stop;
  };
  return {
    async add(work: () => Promise<boolean>): Promise<boolean> {
      // Its failure kept until it is waited for (a rejection nobody waits for yet would stop the process).
      inFlight.push(work().then((stop) => ({ stop }), (error: unknown) => ({ error })));
      while (inFlight.length >= depth) await next();
      return stopped;
    },
    async drain(): Promise<boolean> {
      while (inFlight.length > 0) await next();
      return stopped;
    },
  };
}

/** The sheet's rows under its header. */
export async function* dataRows(rows: AsyncIterable<FileRow>): AsyncGenerator<FileRow> {
  let header = true;
  for await (const row of rows) {
    if (header) header = false;
    else yield row;
  }
}

