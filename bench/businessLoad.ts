/**
 * The business bench's client side: GET requests at a fixed concurrency with
 * latency percentiles (on lean connections, httpConnection.ts), a streamed
 * download, and a sampler of a process's RSS.
 *
 * The API limits signed-in calls per user (the bench server raises that
 * limit: its load is one user's) and calls without a token per client address
 * (120 a minute). Like the many staff browsers it serves, the load comes from
 * many addresses: each connection binds to a loopback address of its own
 * (127.0.0.0/8 is all loopback on Linux) and moves to the next after
 * ADDRESS_BUDGET requests, so a load of calls without a token (a download by
 * link) is not refused either. The addresses (127.1.x.y) outnumber what a
 * minute of load uses.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type CpuSplit, cpuSplit } from './cpuSplit';
import { getRequest, HttpConnection } from './httpConnection';
import { rssBytes } from './processes';
import { percentile } from './report';

const ADDRESS_BUDGET = 100;
let nextAddress = 0;
function takeAddress(): string {
  nextAddress = (nextAddress + 1) % (256 * 254);
  return `127.1.${Math.floor(nextAddress / 254)}.${(nextAddress % 254) + 1}`;
}

export function get(url: URL, token: string, agent: http.Agent, onData?: (chunk: Buffer) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => (onData ? onData(chunk) : chunks.push(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** A keep-alive agent whose connections come from one loopback address. */
export const agentFrom = (address = takeAddress()) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });

export type LoadResult = { requests: number; errors: number; p50: number; p99: number; max: number; rps: number; cpu: CpuSplit };

/**
 * `connections` loops sending GET `url` for `warmupMs`, then measuring for `durationMs`. Given several URLs, each
 * loop sends them together (a screen's calls, each on a connection of its own) and times until all have answered.
 * `serverPid` splits the cores' time while measuring between this client, that server and the rest (cpuSplit.ts).
 */
export async function runLoad(url: URL | URL[], token: string, opts: { connections: number; warmupMs: number; durationMs: number; serverPid?: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let stopped = false;
  const urls = Array.isArray(url) ? url : [url];
  const requests = urls.map((u) => getRequest(u, { authorization: `Bearer ${token}` }));
  const worker = async () => {
    const connections: (HttpConnection | null)[] = urls.map(() => null);
    let used = 0;
    while (!stopped) {
      if (used >= ADDRESS_BUDGET || connections.some((c) => !c || c.closed)) {
        for (const c of connections) c?.close();
        for (const [i, u] of urls.entries()) connections[i] = await HttpConnection.open(u, requests[i], takeAddress());
        used = 0;
      }
      const t0 = performance.now();
      const statuses = await Promise.all(connections.map((c) => (c as HttpConnection).send().catch(() => 0)));
      const elapsed = performance.now() - t0;
      used += 1;
      if (!measuring) continue;
      latencies.push(elapsed);
      if (statuses.some((status) => status !== 200)) errors += 1;
    }
    for (const c of connections) c?.close();
  };
  const workers = Array.from({ length: opts.connections }, worker);
  await sleep(opts.warmupMs);
  measuring = true;
  const t0 = performance.now();
  const split = cpuSplit('self', opts.serverPid);
  await sleep(opts.durationMs);
  measuring = false;
  const cpu = split.stop(latencies.length);
  const seconds = (performance.now() - t0) / 1000;
  stopped = true;
  await Promise.all(workers);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    rps: latencies.length / seconds,
    cpu,
  };
}

/** Samples a process's RSS every `intervalMs` until stopped: the value at start, the peak, and the last. */
export function sampleRss(pid: number, intervalMs = 20) {
  const start = rssBytes(pid) ?? 0;
  let peak = start;
  let last = start;
  const timer = setInterval(() => {
    last = rssBytes(pid) ?? last;
    peak = Math.max(peak, last);
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      last = rssBytes(pid) ?? last;
      return { start, peak: Math.max(peak, last), end: last };
    },
  };
}
