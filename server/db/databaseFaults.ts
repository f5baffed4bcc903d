/**
 * The database's own failures, told apart from the request's, for the error plugin (plugins/errors.ts), which
 * answers them 503 with Retry-After instead of 500:
 * - `unavailable`: the database cannot be reached or is not taking work now (PostgreSQL restarting, the network
 *   gone, every connection busy past the wait bound). Service comes back on its own: the pool makes new connections.
 * - `timeout`: a statement or a transaction ran past its bound (statement_timeout, idle_in_transaction_session_timeout;
 *   PGlite's idle bound in pgliteDialect.ts answers the same code).
 */

export type DatabaseFault = 'unavailable' | 'timeout';

/** Waiting for a connection took longer than its bound (PGlite's one connection; pg's pool says it in words). */
export class ConnectionWaitTimeout extends Error {
  readonly code = 'CONNECTION_WAIT_TIMEOUT';
  constructor(waitedMs: number) {
    super(`timeout exceeded when trying to connect: no database connection was free within ${waitedMs} ms`);
    this.name = 'ConnectionWaitTimeout';
  }
}

/**
 * SQLSTATEs: class 08 (connection exception), 53300 too_many_connections, 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up, in recovery, shutting down); and the socket's own errors.
 */
const UNAVAILABLE_CODES = new Set([
  '53300',
  '57P01',
  '57P02',
  '57P03',
  'CONNECTION_WAIT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** 57014 query_canceled (statement_timeout; an export's own cancel too, whose reader has gone), 25P03 idle in transaction. */
const TIMEOUT_CODES = new Set(['57014', '25P03']);
/** What pg says without a code: a connection lost mid-query or when connecting, or a pool wait past connectionTimeoutMillis. */
const UNAVAILABLE_MESSAGES = /^Connection terminated|timeout exceeded when trying to connect|is not queryable|Cannot use a pool after calling end/;

/** The fault `err` (or an error it wraps, or one of an AggregateError's) stands for; undefined for any other error. */
export function databaseFault(err: unknown, depth = 0): DatabaseFault | undefined {
  if (typeof err !== 'object' || err === null || depth > 5) return undefined;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (TIMEOUT_CODES.has(code)) return 'timeout';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return 'unavailable';
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
  // An HTTP call's failure (fetch wraps the socket's error) is another service's, not the database's.
  if (message === 'fetch failed') return undefined;
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const fault = databaseFault(inner, depth + 1);
    if (fault) return fault;
  }
  return undefined;
}
