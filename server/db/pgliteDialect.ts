/**
 * Kysely dialect for PGlite (PostgreSQL in WebAssembly, one connection).
 *
 * Kysely 0.29 ships one, but it requires Node 22; 0.28 (Node 20 and later) does
 * not, so this is ours: PostgreSQL's adapter, compiler and introspector over a
 * driver whose one connection runs each Kysely transaction inside PGlite's own
 * exclusive `transaction()`, so nothing else runs between its statements.
 * The connection is lent to one user at a time (as Kysely's own PGlite and
 * SQLite drivers do): a query made while a transaction is open waits for it to
 * end instead of running inside it, and two transactions take turns.
 *
 * PGlite cannot stop a running statement (statement_timeout is accepted and
 * never fires: the statement holds the event loop its timer needs), so the
 * bounds on it are the wait for a turn and the idle time of a transaction.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { ConnectionWaitTimeout } from './databaseFaults';
import { watchPool } from '../metrics/metrics';

class PGliteAdapter extends PostgresAdapter {
  /** The one connection is the migrator's for the whole migration: nothing to lock. */
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class RollbackRequested extends Error {}

/** PostgreSQL's own words and code (25P03) for a transaction ended by idle_in_transaction_session_timeout. */
const idleTimeout = () => Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03' });

/**
 * The one connection's turns: one holder at a time, the others waiting in order, each at most `waitMs` (then
 * refused with ConnectionWaitTimeout, which answers 503). A wait is only measured between statements: PGlite
 * blocks the event loop while a statement runs.
 */
class Turns {
  #busy = false;
  readonly #waiting: Array<() => void> = [];

  constructor(private readonly waitMs: number | undefined) {}

  take(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = this.waitMs
        ? setTimeout(() => {
            this.#waiting.splice(this.#waiting.indexOf(grant), 1);
            reject(new ConnectionWaitTimeout(this.waitMs as number));
          }, this.waitMs)
        : undefined;
      this.#waiting.push(grant);
    });
  }

  /** Whether the connection is lent out, and how many wait for it (the metrics' pool gauges). */
  get stats() {
    return { inUse: this.#busy ? 1 : 0, waiting: this.#waiting.length, max: 1 };
  }

  /** The next waiter's turn (the connection stays busy), or free. */
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }
}

/**
 * One turn with the connection, from acquireConnection to releaseConnection. In a transaction, idle longer than
 * `idleMs` between statements (its holder waiting on something else), it is rolled back and the turn given to the
 * next waiter, as PostgreSQL's idle_in_transaction_session_timeout ends the session: the holder's next statement,
 * or its commit, fails with 25P03.
 */
class PGliteConnection implements DatabaseConnection {
  #transaction: Transaction | undefined;
  #finish: ((commit: boolean) => void) | undefined;
  #closed: Promise<void> | undefined;
  #idle: NodeJS.Timeout | undefined;
  #ended: Error | undefined;
  #released = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly turns: Turns,
    private readonly idleMs: number | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#ended) throw this.#ended;
    clearTimeout(this.#idle);
    try {
      const { affectedRows, rows } = await (this.#transaction ?? this.pglite).query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
      return { numAffectedRows: affectedRows == null ? undefined : BigInt(affectedRows), rows: rows ?? [] };
    } finally {
      this.#watchIdle();
    }
  }

  // biome-ignore lint/correctness/useYield: PGlite answers whole results; Kysely's stream() is not used with it.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  async begin(): Promise<void> {
    let begun!: () => void;
    const started = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const outcome = new Promise<boolean>((resolve) => {
      this.#finish = resolve;
    });
    this.#closed = this.pglite.transaction(async (tx) => {
      this.#transaction = tx;
      begun();
      // Throwing makes PGlite roll back; returning commits.
      if (!(await outcome)) throw new RollbackRequested();
    });
    await started;
    this.#watchIdle();
  }

  async end(commit: boolean): Promise<void> {
    clearTimeout(this.#idle);
    if (this.#ended) {
      if (commit) throw this.#ended;
      return;
    }
    this.#finish?.(commit);
    try {
      await (commit ? this.#closed : this.#closed?.catch(() => undefined));
    } finally {
      this.#transaction = undefined;
      this.#finish = undefined;
      this.#closed = undefined;
    }
  }

  release(): void {
    clearTimeout(this.#idle);
    if (this.#released) return;
    this.#released = true;
    this.turns.give();
  }

  #watchIdle(): void {
    if (this.#transaction && this.idleMs && !this.#ended) this.#idle = setTimeout(() => this.#endIdle(), this.idleMs);
  }

  /** Rolls the idle transaction back, then gives the turn on: the next holder's statements must not run inside it. */
  #endIdle(): void {
    this.#ended = idleTimeout();
    this.#finish?.(false);
    void (this.#closed ?? Promise.resolve()).catch(() => undefined).finally(() => this.release());
  }
}

class PGliteDriver implements Driver {
  readonly #turns: Turns;
  constructor(
    private readonly pglite: PGlite,
    private readonly bounds: PGliteBounds,
  ) {
    this.#turns = new Turns(bounds.connectionWaitMs);
    this.#stopWatching = watchPool(() => this.#turns.stats);
  }
  readonly #stopWatching: () => void;
  async init(): Promise<void> {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    return new PGliteConnection(this.pglite, this.#turns, this.bounds.idleInTransactionMs);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(true);
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end(false);
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PGliteConnection).release();
  }
  async destroy(): Promise<void> {
    this.#stopWatching();
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/** Bounds in milliseconds (absent or 0: none): the wait for the one connection, and a transaction's idle time. */
export interface PGliteBounds {
  connectionWaitMs?: number;
  idleInTransactionMs?: number;
}

export class PGliteDialect implements Dialect {
  constructor(private readonly config: { pglite: PGlite } & PGliteBounds) {}
  createAdapter() {
    return new PGliteAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.config.pglite, this.config);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
