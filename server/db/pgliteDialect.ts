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

class PGliteAdapter extends PostgresAdapter {
  /** The one connection is the migrator's for the whole migration: nothing to lock. */
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class RollbackRequested extends Error {}

class PGliteConnection implements DatabaseConnection {
  #transaction: Transaction | undefined;
  #finish: ((commit: boolean) => void) | undefined;
  #closed: Promise<void> | undefined;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { affectedRows, rows } = await (this.#transaction ?? this.pglite).query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
    return { numAffectedRows: affectedRows == null ? undefined : BigInt(affectedRows), rows: rows ?? [] };
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
  }

  async end(commit: boolean): Promise<void> {
    this.#finish?.(commit);
    try {
      await (commit ? this.#closed : this.#closed?.catch(() => undefined));
    } finally {
      this.#transaction = undefined;
      this.#finish = undefined;
      this.#closed = undefined;
    }
  }
}

/** One holder at a time, the others waiting in turn. */
class ConnectionMutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;
  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }
  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  readonly #mutex = new ConnectionMutex();
  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }
  async init(): Promise<void> {
    await this.pglite.waitReady;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
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
  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }
  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly config: { pglite: PGlite }) {}
  createAdapter() {
    return new PGliteAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.config.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
