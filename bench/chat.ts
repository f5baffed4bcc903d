/**
 * `npm run bench:chat`: the built-in chat at scale (issue 14's figures). On a scratch PostgreSQL database
 * (`bench_chat_<random>`, dropped at the end) seeded with BENCH_CHAT_CHANNELS (10,000) UK/Europe channels
 * (bench/chatSeed.ts), TWO API servers started on it as `npm start` would, and BENCH_CHAT_CONSOLES (200) consoles
 * connected by WebSocket, half to each:
 * - a message sent by one console (POST message/InsertUserMessage to its own server) is seen by every other, on
 *   either server (LISTEN/NOTIFY between them): p99 from send to seen at most 100 ms, none missing;
 * - the channel list (chat/SendBirdGroupChannels, 20 a page) at 10 concurrent connections: its first page and one
 *   5,000 channels deep, p99 at most 20 ms each; a search, for information;
 * - the servers' memory per idle connection: the heap (JavaScript's and external buffers) after garbage collection,
 *   with the consoles connected against before, over the sockets each holds, and the RSS rise (for information).
 * Exits non-zero when a figure misses its limit.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { agentFrom, get, runLoad } from './businessLoad';
import { type Console, deliveryRun, openConsole } from './chatConsoles';
import { seedChannels } from './chatSeed';
import { failedFigure, type Figure, ms, percentile, reportFigures } from './report';
import { benchDatabase, retained, type ScaleServer, serveScale, startScaleServer } from './scaleServer';

const CHANNELS = Number(process.env.BENCH_CHAT_CHANNELS ?? 10_000);
const CONSOLES = Number(process.env.BENCH_CHAT_CONSOLES ?? 200);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 400);
const MESSAGES_PER_SECOND = 20;
const DELIVERY_LIMIT_MS = 100;
const LIST_LIMIT_MS = 20;
const LOAD = { connections: 10, warmupMs: 1_000, durationMs: Number(process.env.BENCH_SECONDS ?? 5) * 1000 };
// Enough requests for the channels, over few shops: the chat tables are what is measured.
const database = benchDatabase('chat', { seedEnv: { BENCH_BUSINESSES: '1000', BENCH_SERVICE_REQUESTS: String(CHANNELS + 1000) }, what: `1,000 businesses and ${(CHANNELS + 1000).toLocaleString('en')} service requests` }, { reusable: false });
const { url } = database;
const listUrl = (s: ScaleServer, query: Record<string, string>) =>
  new URL(`/api/chat/SendBirdGroupChannels?${new URLSearchParams({ chatChannelType: 'ServiceRequest', ...query })}`, s.base);

/** The `next` token after `skip` channels, walked 100 at a time. */
async function tokenAfter(s: ScaleServer, skip: number): Promise<string> {
  let token = '';
  for (let seen = 0; seen < skip; seen += 100) {
    const res = await get(listUrl(s, { pagesize: '100', ...(token ? { token } : {}) }), s.token, agentFrom());
    const next = (JSON.parse(res.body) as { next: string | null }).next;
    if (res.status !== 200 || !next) throw new Error(`the channel list answered ${res.status} after ${seen} channels: ${res.body.slice(0, 200)}`);
    token = next;
  }
  return token;
}

async function measureList(s: ScaleServer, channels: number): Promise<Figure[]> {
  const deep = await tokenAfter(s, Math.min(5_000, channels - 100));
  const loads: [string, URL, number | null][] = [
    [`channel list, first page of ${channels.toLocaleString('en')}`, listUrl(s, {}), LIST_LIMIT_MS],
    ['channel list, the page after 5,000 channels', listUrl(s, { token: deep }), LIST_LIMIT_MS],
    ['channel list, a search (part of a VIN)', listUrl(s, { search: '1HG' }), null],
  ];
  const figures: Figure[] = [];
  for (const [label, target, limit] of loads) {
    const r = await runLoad(target, s.token, LOAD);
    console.log(`  ${label}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, ${r.rps.toFixed(0)} requests/s, ${r.errors} errors`);
    figures.push({
      name: `${label}, ${LOAD.connections} connections, p99 (p50, requests/s)`,
      measured: `${ms(r.p99)} (${ms(r.p50)}, ${r.rps.toFixed(0)}/s${r.errors ? `, ${r.errors} errors` : ''})`,
      limit: limit ? `<= ${limit} ms` : '',
      pass: limit ? r.p99 <= limit && r.errors === 0 : r.errors === 0 ? null : false,
    });
  }
  return figures;
}

async function measureConsoles(servers: ScaleServer[], channelUrls: string[]): Promise<Figure[]> {
  const before = await Promise.all(servers.map(retained));
  const consoles: Console[] = [];
  const delivery = deliveryRun(() => consoles, servers[0].token);
  for (let i = 0; i < CONSOLES; i++) consoles.push(await openConsole(servers[i % servers.length].base, servers[0].token, delivery.heard));
  await sleep(2_000);
  const after = await Promise.all(servers.map(retained));
  // Consoles go to the servers in turn: the first gets the odd one.
  const memory = servers.map((_, i) => ({
    sockets: Math.ceil((CONSOLES - i) / servers.length),
    heap: after[i].heap - before[i].heap,
    rss: after[i].rss - before[i].rss,
  }));
  console.log(`  ${CONSOLES} consoles connected; sending ${MESSAGES} messages, ${MESSAGES_PER_SECOND} a second…`);
  const d = await delivery.run({ messages: MESSAGES, perSecond: MESSAGES_PER_SECOND, channelUrls, settleMs: 2_000 });
  for (const c of consoles) c.ws.close();
  const [p50, p99] = [percentile(d.latencies, 50), percentile(d.latencies, 99)];
  console.log(`  delivery: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(Math.max(...d.latencies))}, ${d.missing} missing, ${d.failedSends} failed sends`);
  const expected = d.sent * (CONSOLES - 1);
  return [
    {
      name: `message seen by the other ${CONSOLES - 1} consoles on ${servers.length} servers, p99 (p50)`,
      measured: `${ms(p99)} (${ms(p50)}; ${d.latencies.length} of ${expected} deliveries)`,
      limit: `<= ${DELIVERY_LIMIT_MS} ms, all delivered`,
      pass: p99 <= DELIVERY_LIMIT_MS && d.missing === 0 && d.failedSends === 0,
    },
    // The heap (JavaScript's and the buffers outside it) after a full collection: what the sockets keep. RSS, beside
    // it, also moves with what the allocator hands back to the system, and can fall.
    ...memory.map(({ sockets, heap, rss }, i) => ({
      name: `server ${String.fromCharCode(65 + i)} memory per idle connection (heap after GC; RSS)`,
      measured: `${(heap / sockets / 1024).toFixed(1)} KB (${(heap / 1024 / 1024).toFixed(2)} MB over ${sockets} sockets; RSS ${(rss / 1024 / 1024).toFixed(1)} MB)`,
      limit: '',
      pass: null,
    })),
  ];
}

let exitCode = 1;
try {
  await database.create();
  const a = await startScaleServer('server-A', { DATABASE_URL: url }, database.setup);
  const channels = await seedChannels(url, CHANNELS);
  console.log(`SEEDED ${channels.toLocaleString('en')} UK/Europe channels`);
  const b = await serveScale('server-B', { DATABASE_URL: url }, database.setup);
  const first = JSON.parse((await get(listUrl(a, { pagesize: '100' }), a.token, agentFrom())).body) as { items: { url: string }[] };
  const figures: Figure[] = [];
  for (const [name, limit, measure] of [
    ['consoles', `<= ${DELIVERY_LIMIT_MS} ms`, () => measureConsoles([a, b], first.items.map((c) => c.url))],
    ['channel list', `<= ${LIST_LIMIT_MS} ms`, () => measureList(a, channels)],
  ] as const) {
    figures.push(...(await measure().catch((error: unknown) => [failedFigure(name, limit, error)])));
  }
  exitCode = reportFigures(`Built-in chat on PostgreSQL: ${CONSOLES} consoles on 2 servers, ${channels.toLocaleString('en')} channels`, figures);
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await database.cleanUp();
}
process.exit(exitCode);
