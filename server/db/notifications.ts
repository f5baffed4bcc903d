/**
 * LISTEN on either database, for what other transactions announce with pg_notify (delivered once they commit,
 * never for one rolled back). PGlite: its own `listen`, on the same in-process instance. PostgreSQL: one
 * dedicated connection per listener, outside the pool (a pooled one would be handed to queries and its LISTEN
 * lost), reconnecting with backoff when dropped. Notifications sent while it was away are lost: `onReconnect`
 * tells the listener so it can make its own subscribers catch up.
 *
 * openDatabase registers how each Db it opens is reached (`registerNotificationSource`): a Kysely instance does
 * not say.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './schema';

export type NotificationSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string };

const sources = new WeakMap<Db, NotificationSource>();

export function registerNotificationSource(db: Db, source: NotificationSource): void {
  sources.set(db, source);
}

export interface ListenOptions {
  channel: string;
  onNotification: (payload: string) => void;
  /** The connection came back after a drop: notifications sent meanwhile were missed. */
  onReconnect: () => void;
  log: FastifyBaseLogger;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** Listens on `db`'s database once the LISTEN is in place; throws when the first attempt fails. */
export async function listen(db: Db, options: ListenOptions): Promise<NotificationListener> {
  const source = sources.get(db);
  if (!source) throw new Error('LISTEN needs a database opened by openDatabase');
  if (source.kind === 'pglite') {
    const { pglite } = source;
    const unlisten = await pglite.listen(options.channel, options.onNotification);
    return { close: async () => (pglite.closed ? undefined : unlisten()) };
  }
  return listenOnPostgres(source.connectionString, options);
}

/**
 * Tries again soon, and at most every 2 s: a connection attempt costs the database little, and consoles wait for
 * this one to come back (every process must serve again within 5 s of PostgreSQL's return, the chat included).
 */
const RETRY_MS = { first: 250, max: 2_000 };

async function listenOnPostgres(connectionString: string, options: ListenOptions): Promise<NotificationListener> {
  const { channel, log } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let retries = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = current;
    current.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) options.onNotification(n.payload);
    });
    current.on('error', (err) => drop(current, err));
    current.on('end', () => drop(current, new Error('the LISTEN connection ended')));
    await current.connect();
    await current.query(`LISTEN ${current.escapeIdentifier(channel)}`);
  };

  const reconnect = () => {
    retry = undefined;
    connect().then(
      () => {
        log.info({ event: 'notifications.reconnected', channel, retries }, 'LISTEN connection back');
        retries = 0;
        options.onReconnect();
      },
      (err) => client && drop(client, err),
    );
  };

  /** Forgets a failed connection and schedules the next attempt (once per connection). */
  const drop = (failed: pg.Client, err: Error) => {
    if (client !== failed || closed) return;
    client = null;
    failed.end().catch(() => undefined);
    const wait = Math.min(RETRY_MS.max, RETRY_MS.first * 2 ** retries++);
    log.warn({ event: 'notifications.dropped', channel, err: err.message, retryInMs: wait }, 'LISTEN connection dropped');
    retry = setTimeout(reconnect, wait);
  };

  try {
    await connect();
  } catch (err) {
    closed = true;
    await (client as pg.Client | null)?.end().catch(() => undefined);
    throw err;
  }
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
