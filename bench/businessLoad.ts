/**
 * The business bench's client side: GET requests at a fixed concurrency with
 * latency percentiles, a streamed download, and a sampler of a process's RSS.
 *
 * The API limits requests per client address (600 a minute). Like the many
 * staff browsers it serves, the load comes from many addresses: each
 * connection binds to a loopback address of its own (127.0.0.0/8 is all
 * loopback on Linux) and moves to the next after ADDRESS_BUDGET requests.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { rssBytes } from './processes';
import { percentile } from './report';

const ADDRESS_BUDGET = 500;
let nextAddress = 2;
function takeAddress(): string {
  const address = `127.0.0.${nextAddress}`;
  nextAddress = nextAddress >= 254 ? 2 : nextAddress + 1;
  return address;
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

export type LoadResult = { requests: number; errors: number; p50: number; p99: number; max: number; rps: number };

/** `connections` loops sending GET `url` for `warmupMs`, then measuring for `durationMs`. */
export async function runLoad(url: URL, token: string, opts: { connections: number; warmupMs: number; durationMs: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let stopped = false;
  const worker = async () => {
    let agent = agentFrom();
    let used = 0;
    while (!stopped) {
      if (used >= ADDRESS_BUDGET) {
        agent.destroy();
        agent = agentFrom();
        used = 0;
      }
      const t0 = performance.now();
      const res = await get(url, token, agent);
      const elapsed = performance.now() - t0;
      used += 1;
      if (!measuring) continue;
      latencies.push(elapsed);
      if (res.status !== 200) errors += 1;
    }
    agent.destroy();
  };
  const workers = Array.from({ length: opts.connections }, worker);
  await sleep(opts.warmupMs);
  measuring = true;
  const t0 = performance.now();
  await sleep(opts.durationMs);
  measuring = false;
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
