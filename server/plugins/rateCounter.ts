/**
 * Calls counted per key (a user, a client address) in windows of a minute, shared by every API process through the
 * database without a statement per call. Each process counts in memory; once a second it adds what it counted to
 * `rate_counts` (migration 0026) in one statement, which answers those keys' totals: its own counts and every other
 * process's. A call is refused when the last total known here, plus what was counted here since, reaches the limit.
 *
 * So a key's count here lags the other processes' by a second at most: with N processes a key can pass its limit by
 * what the others let through in that second, not N times over. A key first seen here in a window is known here
 * only from its first flush. While the database does not answer, counts wait here and are added when it does: the
 * limit then holds per process. Windows are minutes of the process's clock (servers kept by NTP agree to well
 * under a second), the count a fixed window's: up to twice the limit can pass across a minute's turn.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A window this old is of use to no process, whatever its clock says: pruning (auth/prune.ts) deletes it. */
export const RATE_COUNT_RETENTION_MS = 5 * 60_000;

export class RateCounter {
  /** The current window's start (ms since the epoch). */
  #window = 0;
  /** Totals of every process, as the last flush of each key answered them. */
  #known = new Map<string, number>();
  /** Counted here and being added by the flush in progress. */
  #flushing = new Map<string, number>();
  /** Counted here since. */
  #counted = new Map<string, number>();
  #flush: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a call of `key`, and answers null; or refuses it, uncounted, and answers the seconds until its window ends. */
  take(key: string, limit: number): number | null {
    const now = this.now();
    const window = now - (now % this.windowMs);
    if (window !== this.#window) {
      this.#window = window;
      this.#known = new Map();
      this.#flushing = new Map();
      this.#counted = new Map();
    }
    const here = this.#counted.get(key) ?? 0;
    if ((this.#known.get(key) ?? 0) + (this.#flushing.get(key) ?? 0) + here >= limit) return Math.max(1, Math.ceil((window + this.windowMs - now) / 1000));
    this.#counted.set(key, here + 1);
    return null;
  }

  /** Adds what was counted here to the database's totals and reads those keys' totals back; after one in progress. */
  async flush(): Promise<void> {
    while (this.#flush) await this.#flush;
    if (this.#counted.size === 0) return;
    this.#flush = this.#write().finally(() => {
      this.#flush = null;
    });
    await this.#flush;
  }

  /** Whether a flush is in progress (a timer skips its turn rather than queue behind it). */
  get flushing(): boolean {
    return this.#flush !== null;
  }

  async #write(): Promise<void> {
    const window = this.#window;
    const batch = this.#counted;
    this.#counted = new Map();
    this.#flushing = batch;
    // In key order: processes adding the same keys lock their rows in one order, so they wait, never deadlock.
    const keys = [...batch.keys()].sort();
    try {
      const { rows } = await sql<{ key: string; hits: number }>`
        INSERT INTO rate_counts AS r (window_start, key, hits)
        SELECT ${new Date(window)}, t.key, t.hits FROM unnest(${sql.val(keys)}::text[], ${sql.val(keys.map((k) => batch.get(k)))}::int[]) AS t(key, hits)
        ON CONFLICT (window_start, key) DO UPDATE SET hits = r.hits + excluded.hits
        RETURNING key, hits`.execute(this.db);
      if (window === this.#window) for (const row of rows) this.#known.set(row.key, Number(row.hits));
    } catch (err) {
      if (window === this.#window) for (const [key, n] of batch) this.#counted.set(key, (this.#counted.get(key) ?? 0) + n);
      throw err;
    } finally {
      if (window === this.#window) this.#flushing = new Map();
    }
  }
}
