/**
 * What an operator watches (README "Production"), in Prometheus's format (prom-client): one registry per process,
 * as Prometheus scrapes one target per process. The counters and gauges are module-level so any module counts its
 * own events with one import; the database pools are read when scraped (`watchPool`), summed over the process's
 * databases (one in production; tests open several).
 *
 * Served by plugins/metrics.ts: `/metrics` with METRICS_TOKEN, or on METRICS_PORT; never otherwise.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/** Node's own: CPU, memory, heap, GC, handles, and the event loop's lag (nodejs_eventloop_lag_* seconds). */
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/**
 * Every answered HTTP request, by route pattern (`/api/Business/GetBusinesses`, never its query, ids or tokens),
 * method and status. Buckets from 5 ms (a list page's p50) to 10 s (an export's first byte on a busy day).
 */
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests answered, by route pattern, method and status code: count and time to answer',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Password logins refused: wrong credentials (`invalid`), or too many attempts (`rate_limited`); accounts locked. */
export const loginRefusals = new Counter({
  name: 'login_refusals_total',
  help: 'Password logins refused, by reason (invalid, rate_limited, locked: the failure that locked the account)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** API calls answered 429 by the rate limits (plugins/rateLimits.ts), by whose count was spent. */
export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'API calls refused by the rate limits, by scope (user, address)',
  labelNames: ['scope'] as const,
  registers: [registry],
});

/** The built-in chat's sockets open on this process (authenticated or waiting for their token). */
export const chatSockets = new Gauge({ name: 'chat_sockets_open', help: 'Chat WebSockets open on this process', registers: [registry] });

/** Exports streaming now (CSV and XLSX), by format. */
export const exportsRunning = new Gauge({
  name: 'exports_running',
  help: 'Exports (CSV, XLSX) streaming now on this process',
  labelNames: ['format'] as const,
  registers: [registry],
});

/** Import jobs' checks and applies running now on this process, and those ended, by outcome. */
export const importJobsRunning = new Gauge({
  name: 'import_jobs_running',
  help: 'Import checks and applies running now on this process, by phase',
  labelNames: ['phase'] as const,
  registers: [registry],
});
export const importJobsEnded = new Counter({
  name: 'import_jobs_total',
  help: 'Import checks and applies ended on this process, by phase and outcome (ok, error)',
  labelNames: ['phase', 'outcome'] as const,
  registers: [registry],
});

/** What a database pool says of itself when scraped. */
export interface PoolStats {
  inUse: number;
  waiting: number;
  max: number;
}

const pools = new Set<() => PoolStats>();

/** Reads `stats` at each scrape until the answered function is called (the database closed). */
export function watchPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => pools.delete(stats);
}

function poolGauge(name: string, help: string, pick: (s: PoolStats) => number) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let total = 0;
      for (const stats of pools) total += pick(stats());
      this.set(total);
    },
  });
}
poolGauge('db_connections_in_use', 'Database connections lent out to a request or job now', (s) => s.inUse);
poolGauge('db_connections_waiting', 'Requests waiting for a free database connection now (a full pool)', (s) => s.waiting);
poolGauge('db_connections_max', 'Database connections the pools may open (DATABASE_POOL_SIZE, twice on PostgreSQL: the search has its own; PGlite: 1)', (s) => s.max);

/** Counts `stream` among the exports running until it closes (ended, failed or cancelled by its client). */
export function countExport<S extends NodeJS.EventEmitter>(stream: S, format: 'csv' | 'xlsx'): S {
  exportsRunning.inc({ format });
  stream.once('close', () => exportsRunning.dec({ format }));
  return stream;
}
