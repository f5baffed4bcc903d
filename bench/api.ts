/** Informational: the server's memory, and the latency of one authenticated API call. */
import { commandLine, processTree, rssBytes } from './processes';
import { type Figure, median, ms, percentile } from './report';

export type Memory = { serverPid: number; serverRss: number; treeRss: number; processes: number };

/**
 * RSS of the Node process running server/main.ts (the deepest one: tsx starts
 * the server in a child of its own), and of the whole tree under the leader
 * (npm, sh, tsx and the server when started with `npm start`).
 */
export function serverMemory(leaderPid: number): Memory | null {
  const tree = processTree(leaderPid);
  const servers = tree.filter((pid) => commandLine(pid).includes('server/main.ts'));
  const serverPid = servers.at(-1);
  if (serverPid === undefined) return null;
  const serverRss = rssBytes(serverPid);
  if (serverRss === null) return null;
  const treeRss = tree.reduce((total, pid) => total + (rssBytes(pid) ?? 0), 0);
  return { serverPid, serverRss, treeRss, processes: tree.length };
}

export type Latency = { count: number; p50: number; p95: number; mean: number; max: number; makes: number };

export async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username, password }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`POST /auth/token answered ${res.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** `count` sequential authenticated GETs; every one must answer 200. */
export async function measureLatency(base: string, token: string, count = 200): Promise<Latency> {
  const url = `${base}/api/lookup/GetMakes?showAll=true`;
  const times: number[] = [];
  let makes = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
    if (i === 0) makes = (JSON.parse(body) as unknown[]).length;
  }
  return {
    count,
    p50: median(times),
    p95: percentile(times, 95),
    mean: times.reduce((a, b) => a + b, 0) / count,
    max: Math.max(...times),
    makes,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function memoryFigures(label: string, memory: Memory | null): Figure[] {
  if (!memory) return [{ name: `Server RSS ${label}`, measured: 'unknown (no /proc?)', limit: '', pass: null }];
  return [
    { name: `Server RSS ${label}`, measured: mb(memory.serverRss), limit: '', pass: null },
    { name: `  whole npm start tree (${memory.processes} processes)`, measured: mb(memory.treeRss), limit: '', pass: null },
  ];
}

export function latencyFigures(latency: Latency): Figure[] {
  const name = `GET /api/lookup/GetMakes?showAll=true (${latency.count} sequential, ${latency.makes} makes)`;
  return [
    { name: `${name} p50`, measured: ms(latency.p50), limit: '', pass: null },
    { name: `${name} p95`, measured: ms(latency.p95), limit: '', pass: null },
    { name: `${name} mean / max`, measured: `${ms(latency.mean)} / ${ms(latency.max)}`, limit: '', pass: null },
  ];
}
