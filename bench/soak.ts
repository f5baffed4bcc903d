/**
 * `npm run bench:soak`: a day's load in ten minutes (issue 36). On a scratch PostgreSQL database (`bench_soak_<random>`,
 * dropped at the end) seeded with SOAK_BUSINESSES (10,000) businesses and SOAK_SERVICE_REQUESTS (100,000) service
 * requests, TWO API servers started on it as `npm start` would, driven at SOAK_RATE (50) calls a second for
 * SOAK_SECONDS (600), open loop (each call leaves at its time whether or not the earlier ones have answered, as
 * staff's browsers do), half to each server, in a mix of what staff do all day (soakMix.ts): lists searched and
 * sorted, a record's detail, saves, the business search, the palette's search, chat messages sent and heard by
 * consoles on WebSocket (on either server), a dashboard summary; and an export of every business each minute.
 * Printed: per kind of call its count, p50, p99 and max, and answers by status; each server's memory after a full
 * garbage collection (the JavaScript heap and external buffers) once warmed up (SOAK_WARMUP_SECONDS, 60) and at
 * the end, and its RSS. Limits: no answer 5xx (a pool exhausted answers 503), every chat message heard by every
 * other console, the rate held (≥ 98 % of the calls sent on time), and each server's memory after collection ≤ 10 %
 * above its warmed-up figure. Exits non-zero when one misses.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { login } from './api';
import { type Console, deliveryRun, openConsole } from './chatConsoles';
import { stopGroup } from './processes';
import { failedFigure, type Figure, ms, percentile, reportFigures } from './report';
import { benchDatabase, requestsSeed, retained, type ScaleServer, serveScale, startScaleServer } from './scaleServer';
import { type Call, soakMix } from './soakMix';

const BUSINESSES = Number(process.env.SOAK_BUSINESSES ?? 10_000);
const REQUESTS = Number(process.env.SOAK_SERVICE_REQUESTS ?? 100_000);
const RATE = Number(process.env.SOAK_RATE ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const CONSOLES = 10;
const EXPORT_EVERY_MS = 60_000;
/** The access token is good for 15 minutes: each server's is taken anew this often. */
const SIGN_IN_EVERY_MS = 300_000;
const MEMORY_GROWTH_LIMIT = 0.1;
/** The servers' /metrics, scraped this often: the pool's connections in use and waiting, and the event loop's lag. */
const SCRAPE_EVERY_MS = 1_000;
const METRICS_TOKEN = randomBytes(16).toString('hex');
process.env.METRICS_TOKEN = METRICS_TOKEN;

const database = benchDatabase('soak', requestsSeed(BUSINESSES, REQUESTS), { reusable: true });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Outcome = { kind: string; status: number; ms: number };

async function signIn(s: ScaleServer): Promise<void> {
  s.token = await login(s.base.origin, 'admin', database.setup.password);
}

/** The highest of each gauge a server's /metrics showed while the soak ran. */
type Peaks = { inUse: number; waiting: number; max: number; lagP99: number; scrapes: number };

const gauge = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

/** Scrapes each server's /metrics every SCRAPE_EVERY_MS until `stop` is called; answers the peaks. */
function scrapeMetrics(servers: ScaleServer[]) {
  const peaks: Peaks[] = servers.map(() => ({ inUse: 0, waiting: 0, max: 0, lagP99: 0, scrapes: 0 }));
  const timer = setInterval(() => {
    servers.forEach(async (s, i) => {
      const res = await fetch(new URL('/metrics', s.base), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).catch(() => undefined);
      if (!res?.ok) return;
      const text = await res.text();
      const p = peaks[i];
      p.scrapes += 1;
      p.inUse = Math.max(p.inUse, gauge(text, 'db_connections_in_use'));
      p.waiting = Math.max(p.waiting, gauge(text, 'db_connections_waiting'));
      p.max = gauge(text, 'db_connections_max');
      p.lagP99 = Math.max(p.lagP99, gauge(text, 'nodejs_eventloop_lag_p99_seconds'));
    });
  }, SCRAPE_EVERY_MS);
  return { peaks, stop: () => clearInterval(timer) };
}

/** Runs the soak against `servers`; every answer's kind, status and time. */
async function soak(servers: ScaleServer[], consoles: Console[]) {
  const outcomes: Outcome[] = [];
  const mixes = await Promise.all(servers.map((s) => soakMix(s)));
  const chat = deliveryRun(() => consoles, servers[0].token);
  for (const c of consoles) c.ws.on('message', (data) => chat.heard(JSON.parse(String(data)), c));
  const timed = async (kind: string, call: Call) => {
    const t0 = performance.now();
    const status = await call().catch(() => 0);
    outcomes.push({ kind, status, ms: performance.now() - t0 });
  };
  const metrics = scrapeMetrics(servers);
  const started = performance.now();
  const end = started + SECONDS * 1000;
  let sent = 0;
  let late = 0;
  let nextExport = started + EXPORT_EVERY_MS / 2;
  let nextSignIn = started + SIGN_IN_EVERY_MS;
  const inFlight = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  let warm: { rss: number; heap: number }[] | undefined;
  let chatSent = 0;
  const chatChannels = mixes[0].channelUrls;
  for (let i = 0; ; i++) {
    const due = started + (i * 1000) / RATE;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    else if (wait < -100) late += 1;
    const now = performance.now();
    if (!warm && now - started >= WARMUP_SECONDS * 1000) warm = await Promise.all(servers.map(retained));
    if (now >= nextSignIn) {
      await Promise.all(servers.map(signIn));
      nextSignIn += SIGN_IN_EVERY_MS;
    }
    const server = i % servers.length;
    if (now >= nextExport) {
      nextExport += EXPORT_EVERY_MS;
      track(timed('export of every business (CSV)', mixes[server].export));
    }
    const pick = mixes[server].pick(Math.floor(i / servers.length));
    if (!pick.call) {
      // Sent by a console on this server's side, heard by the others on both (chat.run's bookkeeping).
      track(chat.send(chatChannels[chatSent % chatChannels.length], chatSent, servers[server].token).then((o) => void outcomes.push({ kind: 'chat message sent (heard on WebSocket)', ...o })));
      chatSent += 1;
    } else track(timed(pick.kind, pick.call));
    sent += 1;
  }
  await Promise.all(inFlight);
  metrics.stop();
  await sleep(2_000); // the last messages reach the consoles
  const finalMemory = await Promise.all(servers.map(retained));
  return { outcomes, sent, late, warm: warm ?? finalMemory, finalMemory, delivery: chat.result(), seconds: (performance.now() - started) / 1000, peaks: metrics.peaks };
}

function figuresOf(result: Awaited<ReturnType<typeof soak>>, servers: ScaleServer[]): Figure[] {
  const figures: Figure[] = [];
  const kinds = [...new Set(result.outcomes.map((o) => o.kind))].sort();
  for (const kind of kinds) {
    const of = result.outcomes.filter((o) => o.kind === kind);
    const times = of.map((o) => o.ms);
    const counts = new Map<number, number>();
    for (const o of of) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
    const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    figures.push({ name: `${kind}: ${of.length} call${of.length === 1 ? '' : 's'} (${statuses.join(', ')})`, measured: `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`, limit: '', pass: null });
  }
  const fivexx = result.outcomes.filter((o) => o.status >= 500 || o.status === 0).length;
  const others = result.outcomes.filter((o) => o.status >= 400 && o.status < 500).length;
  figures.push({ name: `answers 5xx (or no answer) of ${result.outcomes.length}`, measured: String(fivexx), limit: '0', pass: fivexx === 0 });
  // The pool exhausted: a request that waited DATABASE_CONNECTION_TIMEOUT for a connection is answered 503.
  const exhausted = result.outcomes.filter((o) => o.status === 503).length;
  figures.push({ name: 'requests refused for want of a database connection (503: the pool exhausted)', measured: String(exhausted), limit: '0', pass: exhausted === 0 });
  figures.push({ name: 'answers 4xx (a save refused as stale, …), for information', measured: String(others), limit: '', pass: null });
  const onTime = 1 - result.late / result.sent;
  figures.push({ name: `calls sent at ${RATE}/s over ${result.seconds.toFixed(0)} s, on time (late by < 100 ms)`, measured: `${result.sent} sent, ${(onTime * 100).toFixed(1)} % on time`, limit: '≥ 98 %', pass: onTime >= 0.98 });
  const { sent, missing, failedSends, latencies } = result.delivery;
  figures.push({
    name: `chat: ${sent} messages, each heard by the ${CONSOLES - 1} other consoles (send to heard)`,
    measured: `${missing} missing, ${failedSends} refused; p99 ${latencies.length ? ms(percentile(latencies, 99)) : '–'}`,
    limit: '0 missing',
    pass: missing === 0 && failedSends === 0,
  });
  servers.forEach((_, i) => {
    const [before, after] = [result.warm[i], result.finalMemory[i]];
    const growth = after.heap / before.heap - 1;
    figures.push({ name: `server ${i + 1}: heap + external after a full collection, warmed up → end`, measured: `${mb(before.heap)} → ${mb(after.heap)} (${(growth * 100).toFixed(1)} %)`, limit: '≤ 10 %', pass: growth <= MEMORY_GROWTH_LIMIT });
    figures.push({ name: `server ${i + 1}: RSS warmed up → end, for information`, measured: `${mb(before.rss)} → ${mb(after.rss)}`, limit: '', pass: null });
    const p = result.peaks[i];
    figures.push({
      name: `server ${i + 1}: pool (/metrics every ${SCRAPE_EVERY_MS / 1000} s, ${p.scrapes} scrapes): most connections in use of ${p.max}, most requests waiting for one (queued, for information)`,
      measured: `${p.inUse} in use, ${p.waiting} waiting`,
      limit: '',
      pass: p.scrapes > 0 ? null : false,
    });
    figures.push({ name: `server ${i + 1}: event loop lag p99 (prom-client), highest seen, for information`, measured: ms(p.lagP99 * 1000), limit: '', pass: null });
  });
  return figures;
}

let code: 0 | 1 = 1;
try {
  await database.create();
  const first = await startScaleServer('soak-1', { DATABASE_URL: database.url }, database.setup);
  const second = await serveScale('soak-2', { DATABASE_URL: database.url }, database.setup);
  const servers = [first, second];
  const consoles = await Promise.all(Array.from({ length: CONSOLES }, (_, i) => openConsole(servers[i % 2].base, servers[i % 2].token, () => undefined)));
  console.log(`soak: ${SECONDS} s at ${RATE} calls/s on two servers, ${CONSOLES} chat consoles; memory taken after ${WARMUP_SECONDS} s…`);
  let figures: Figure[];
  try {
    figures = figuresOf(await soak(servers, consoles), servers);
  } catch (error) {
    figures = [failedFigure('the soak', 'ran to its end', error)];
  }
  for (const c of consoles) c.ws.close();
  code = reportFigures(`A day's load: ${RATE} calls/s for ${SECONDS} s on two API servers (PostgreSQL, ${BUSINESSES.toLocaleString('en')} businesses, ${REQUESTS.toLocaleString('en')} service requests)`, figures);
  await Promise.all(servers.map((s) => stopGroup(s.group)));
} finally {
  await database.cleanUp();
}
process.exit(code);
