/**
 * `npm run bench:faults`: the API through its database's crashes (issue 30). On a PostgreSQL of its own
 * (bench/scratchPostgres.ts: initdb in a temporary directory, a spare port), two API processes started as
 * `npm start` would, and four paced writers across them (two each, FAULT_WRITES_PER_SECOND each, every write a
 * business note saved through `Business/UpsertNote` with a unique marker):
 * - PostgreSQL is killed with SIGKILL three times, and started again FAULT_DOWN_SECONDS later;
 * - then one API process is killed with SIGKILL, and started again at once by this script, as a supervisor
 *   (systemd, Kubernetes) would: that restart is the only one, and any process that ends on its own is counted.
 * At the end it reads the database: every write answered 2xx must be there with its id (missing: 0), every write
 * answered otherwise must have written nothing, each process's /readyz must answer 200 within 5 s of PostgreSQL
 * accepting connections again, answers while PostgreSQL is down must come within 5 s (503, not a hang), and no API
 * process may exit on its own. The chat too: a console's socket on process B (reconnecting and resuming as the
 * console's does) must see a message sent through process A after each restart within 5 s. Exits non-zero when a figure misses its limit. Everything it started is stopped and
 * removed at the end, and on Ctrl-C.
 *
 * The four writers sign in as one user and together send 2,400 calls a minute, past the API's per-user limit (600, a
 * person's pace): the API processes run with RATE_LIMIT_PER_USER raised, as this measures faults, not the limits.
 * Their calls without a token come from loopback addresses of their own (127.0.0.0/8), the next one every
 * ADDRESS_BUDGET requests, as from many browsers.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, type ChatServerFrame } from '../contract/chat';
import { freePort, type Group, killAllNow, logTail, spawnGroup, stopAll } from './processes';
import { type Figure, ms, percentile, reportFigures } from './report';
import { scratchPostgres } from './scratchPostgres';
import { projectRoot } from './server';

const WRITES_PER_SECOND = Number(process.env.FAULT_WRITES_PER_SECOND ?? 10);
const DOWN_MS = Number(process.env.FAULT_DOWN_SECONDS ?? 3) * 1000;
const STEADY_MS = 5_000;
const READY_LIMIT_MS = 5_000;
const ANSWER_LIMIT_MS = 5_000;
const WRITE_TIMEOUT_MS = 15_000;
const ADDRESS_BUDGET = 300;
const run = randomBytes(3).toString('hex');
const password = `faults-${randomBytes(12).toString('base64url')}`;

const workDir = mkdtempSync(join(tmpdir(), 'faults-bench-'));
const postgres = await scratchPostgres(workDir);
let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await stopAll();
  await postgres.remove();
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the API processes and PostgreSQL, removing the cluster…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.once('exit', killAllNow);

/** Loopback source addresses for one client (`127.<client>.x.y`), the next one every ADDRESS_BUDGET requests. */
function addresses(client: number): () => string {
  let sent = 0;
  return () => {
    const n = Math.floor(sent++ / ADDRESS_BUDGET) % (254 * 254);
    return `127.${client}.${Math.floor(n / 254) + 1}.${(n % 254) + 1}`;
  };
}

/** One HTTP request from `localAddress`, on a connection of its own; rejects past `timeoutMs` without an answer. */
function request(url: string, options: { method?: string; token?: string; body?: unknown; localAddress: string; timeoutMs: number }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
    const req = http.request(url, { method: options.method ?? 'GET', headers, localAddress: options.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs, () => req.destroy(new Error('no answer in time')));
    req.on('error', reject);
    req.end(body);
  });
}

/** One API process, `node --import tsx server/main.ts`, and whether its end was ours. */
class ApiProcess {
  group: Group | undefined;
  killedByUs = false;
  exitedOnItsOwn = 0;
  starts = 0;
  /** The source addresses of its /readyz poller. */
  readonly pollFrom: () => string;
  constructor(
    readonly name: string,
    readonly port: number,
    client: number,
  ) {
    this.pollFrom = addresses(client);
  }
  get base() {
    return `http://127.0.0.1:${this.port}`;
  }
  /** Starts it and resolves when /readyz answers 200. */
  async start(): Promise<void> {
    const env = { ...process.env, DATABASE_URL: postgres.url, PORT: String(this.port), HOST: '127.0.0.1', ADMIN_PASSWORD: password, DEMO_BUSINESSES: '3', LOG_LEVEL: 'warn', RATE_LIMIT_PER_USER: '100000' };
    const group = spawnGroup(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: projectRoot, env, logFile: join(workDir, `api-${this.name}-${++this.starts}.log`) });
    this.group = group;
    this.killedByUs = false;
    void group.exited.then(() => {
      if (this.group === group && !this.killedByUs && !cleaned) {
        this.exitedOnItsOwn++;
        console.error(`API process ${this.name} exited on its own; its log ends:\n${logTail(group.logFile)}`);
      }
    });
    const started = performance.now();
    if ((await readyWithin(this, 120_000, started)) === null) throw new Error(`API process ${this.name} did not start:\n${logTail(group.logFile)}`);
  }
  kill(): void {
    this.killedByUs = true;
    if (this.group) process.kill(this.group.pid, 'SIGKILL');
  }
}

/** Milliseconds from `from` until the process's /readyz answers 200, polled every 25 ms; null past `withinMs`. */
async function readyWithin(api: ApiProcess, withinMs: number, from = performance.now()): Promise<number | null> {
  while (performance.now() - from < withinMs) {
    try {
      if ((await request(`${api.base}/readyz`, { localAddress: api.pollFrom(), timeoutMs: 1_000 })).status === 200) return performance.now() - from;
    } catch {
      // Not listening (yet) or no answer in time.
    }
    await sleep(25);
  }
  return null;
}

type Outcome =
  | { kind: 'acknowledged'; marker: string; id: number; ms: number; at: number }
  | { kind: 'refused'; marker: string; status: number; ms: number; at: number }
  | { kind: 'unanswered'; marker: string; ms: number; at: number };

/** A paced writer: a note with a unique marker every 1/WRITES_PER_SECOND s through `api`, until `stop`. */
async function writer(index: number, api: ApiProcess, token: string, businessId: number, stop: AbortSignal): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const from = addresses(10 + index);
  for (let seq = 0; !stop.aborted; seq++) {
    const at = performance.now();
    const marker = `faults-${run}-${index}-${seq}`;
    try {
      const body = { id: 0, businessId, text: marker };
      const res = await request(`${api.base}/api/Business/UpsertNote`, { method: 'POST', token, body, localAddress: from(), timeoutMs: WRITE_TIMEOUT_MS });
      const took = performance.now() - at;
      if (res.status >= 200 && res.status < 300) outcomes.push({ kind: 'acknowledged', marker, id: (JSON.parse(res.text) as { id: number }).id, ms: took, at });
      else outcomes.push({ kind: 'refused', marker, status: res.status, ms: took, at });
    } catch {
      // The process was killed under it (or no answer within WRITE_TIMEOUT_MS): written or not, nobody was told.
      outcomes.push({ kind: 'unanswered', marker, ms: performance.now() - at, at });
    }
    await sleep(Math.max(0, at + 1000 / WRITES_PER_SECOND - performance.now()));
  }
  return outcomes;
}

/**
 * A console's chat socket on `api`, as resources/chat/realtime/chatSocket.ts keeps it: authenticated by its first
 * frame, reconnecting when closed (half a second later), and asking for what it missed (`resume`) once ready again.
 * `seen` resolves when a message with a given clientId arrives; `ready` once the socket is first authenticated.
 */
function chatConsole(api: ApiProcess, token: string) {
  const waiting = new Map<string, () => void>();
  const seenIds = new Set<string>();
  let lastId = 0;
  let closed = false;
  let socket: WebSocket | undefined;
  let readyOnce = false;
  let firstReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    firstReady = resolve;
  });
  const from = addresses(5);
  const connect = () => {
    const ws = new WebSocket(`ws://127.0.0.1:${api.port}${CHAT_SOCKET_PATH}`, { localAddress: from() });
    socket = ws;
    ws.on('error', () => undefined);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatServerFrame;
      if (frame.type === 'ready') {
        if (readyOnce) ws.send(JSON.stringify({ type: 'resume', afterId: lastId }));
        readyOnce = true;
        firstReady();
      } else if (frame.type === 'message') {
        lastId = Math.max(lastId, Number(frame.message.messageId));
        const clientId = frame.message.clientId;
        if (clientId) {
          seenIds.add(clientId);
          waiting.get(clientId)?.();
        }
      }
    });
    let opened = false;
    ws.on('open', () => {
      opened = true;
    });
    ws.on('close', (code) => {
      if (closed) return;
      // Said once per socket that was open: not again for each attempt while its process is down.
      if (opened) console.log(`  chat socket on ${api.name} closed (${code}): reconnecting`);
      setTimeout(connect, 500);
    });
  };
  connect();
  return {
    ready,
    /** Milliseconds until the message `clientId` is seen; null past `withinMs`. */
    seen(clientId: string, withinMs: number): Promise<number | null> {
      const started = performance.now();
      if (seenIds.has(clientId)) return Promise.resolve(0);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), withinMs);
        waiting.set(clientId, () => {
          clearTimeout(timer);
          resolve(performance.now() - started);
        });
      });
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}

async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

let exitCode = 1;
try {
  await postgres.start();
  console.log(`PostgreSQL of its own at ${postgres.url}`);
  const apis = [new ApiProcess('A', await freePort(), 3), new ApiProcess('B', await freePort(), 4)];
  // One after the other: the first migrates and seeds.
  for (const api of apis) await api.start();
  console.log(`API processes A (:${apis[0].port}) and B (:${apis[1].port}) ready`);
  const login = await fetch(`${apis[0].base}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const [{ id: businessId }] = await query<{ id: number }>('SELECT min(id) AS id FROM businesses');

  const [{ url: channelUrl }] = await query<{ url: string }>('SELECT url FROM chat_channels ORDER BY id LIMIT 1');
  const chat = chatConsole(apis[1], token);
  const chatSeen: { restart: number; ms: number | null }[] = [];
  /** A chat message sent through A (tried again until A takes it, as the console's Retry would), timed until B's console has it. */
  const chatRoundTrip = async (restart: number) => {
    const clientId = randomUUID();
    const started = performance.now();
    for (let tries = 0; tries < 50; tries++) {
      const body = { channelUrl, text: `faults ${run} after restart ${restart}`, clientId };
      const res = await request(`${apis[0].base}/api/message/InsertUserMessage`, { method: 'POST', token, body, localAddress: apis[0].pollFrom(), timeoutMs: 5_000 }).catch(() => ({ status: 0 }));
      if (res.status === 200) break;
      await sleep(100);
    }
    const seenAfter = await chat.seen(clientId, 10_000);
    chatSeen.push({ restart, ms: seenAfter === null ? null : performance.now() - started });
  };
  await Promise.race([chat.ready, sleep(10_000)]);
  await chatRoundTrip(0);

  const stop = new AbortController();
  const writers = [0, 1, 2, 3].map((i) => writer(i, apis[i % 2], token, businessId, stop.signal));
  const outages: { from: number; to: number }[] = [];
  const readyAfter: { restart: number; process: string; ms: number | null }[] = [];
  await sleep(STEADY_MS);
  for (let restart = 1; restart <= 3; restart++) {
    const from = performance.now();
    await postgres.kill();
    console.log(`PostgreSQL killed (${restart} of 3); starting it again in ${DOWN_MS / 1000} s`);
    await sleep(DOWN_MS);
    const back = await postgres.start();
    outages.push({ from, to: back });
    const ready = await Promise.all(apis.map((api) => readyWithin(api, 30_000, back)));
    for (const [i, api] of apis.entries()) readyAfter.push({ restart, process: api.name, ms: ready[i] });
    console.log(`  accepting connections after ${ms(back - from)}; ready again: ${apis.map((a, i) => `${a.name} ${ready[i] === null ? 'never' : ms(ready[i] as number)}`).join(', ')}`);
    await chatRoundTrip(restart);
    await sleep(STEADY_MS);
  }
  apis[1].kill();
  const killedAt = performance.now();
  console.log('API process B killed; started again by this script, as a supervisor would');
  await apis[1].start();
  const apiRestartMs = performance.now() - killedAt;
  await sleep(STEADY_MS);
  stop.abort();
  const outcomes = (await Promise.all(writers)).flat();
  chat.close();

  const stored = new Map((await query<{ id: number; text: string }>('SELECT id, text FROM business_notes WHERE text LIKE $1', [`faults-${run}-%`])).map((r) => [r.text, r.id]));
  const acknowledged = outcomes.filter((o) => o.kind === 'acknowledged');
  const missing = acknowledged.filter((o) => stored.get(o.marker) !== o.id);
  const refused = outcomes.filter((o) => o.kind === 'refused');
  const refusedButWritten = refused.filter((o) => stored.has(o.marker));
  const unanswered = outcomes.filter((o) => o.kind === 'unanswered');
  const duringOutage = outcomes.filter((o) => outages.some((w) => o.at >= w.from && o.at <= w.to));
  const slowestInOutage = duringOutage.length ? Math.max(...duringOutage.map((o) => o.ms)) : 0;
  const statuses = [...new Set(refused.map((o) => o.status))].map((s) => `${refused.filter((o) => o.status === s).length} × ${s}`).join(', ');
  const figures: Figure[] = [
    { name: 'writes answered 2xx (acknowledged)', measured: String(acknowledged.length), limit: '', pass: null },
    { name: 'acknowledged writes missing from the database', measured: String(missing.length), limit: '0', pass: missing.length === 0 },
    { name: 'writes answered non-2xx (failed)', measured: `${refused.length}${statuses ? ` (${statuses})` : ''}`, limit: '', pass: null },
    { name: 'failed writes found in the database', measured: String(refusedButWritten.length), limit: '0', pass: refusedButWritten.length === 0 },
    {
      name: 'writes not answered (API process B killed under them, or down)',
      measured: `${unanswered.length} (${unanswered.filter((o) => stored.has(o.marker)).length} of them written)`,
      limit: '',
      pass: null,
    },
    {
      name: 'slowest answer to a write sent while PostgreSQL was down',
      measured: ms(slowestInOutage),
      limit: `<= ${ms(ANSWER_LIMIT_MS)}`,
      pass: duringOutage.every((o) => o.kind !== 'unanswered') && slowestInOutage <= ANSWER_LIMIT_MS,
    },
    { name: 'writes p99 overall', measured: ms(percentile(outcomes.map((o) => o.ms), 99)), limit: '', pass: null },
    ...readyAfter.map(({ restart, process, ms: took }) => ({
      name: `ready after PostgreSQL restart ${restart}, process ${process}`,
      measured: took === null ? 'never (30 s)' : ms(took),
      limit: `<= ${ms(READY_LIMIT_MS)}`,
      pass: took !== null && took <= READY_LIMIT_MS,
    })),
    ...chatSeen.map(({ restart, ms: took }) => ({
      name: restart === 0 ? 'chat: a message sent through A, seen on B (before any fault)' : `chat: a message sent through A after PostgreSQL restart ${restart}, seen on B`,
      measured: took === null ? 'never (10 s)' : ms(took),
      limit: `<= ${ms(READY_LIMIT_MS)}`,
      pass: took !== null && took <= READY_LIMIT_MS,
    })),
    { name: 'API process B killed: ready again after its restart', measured: ms(apiRestartMs), limit: '', pass: null },
    {
      name: 'API processes that exited on their own',
      measured: String(apis.reduce((n, a) => n + a.exitedOnItsOwn, 0)),
      limit: '0',
      pass: apis.every((a) => a.exitedOnItsOwn === 0),
    },
  ];
  exitCode = reportFigures(
    `bench:faults: 2 API processes, 4 writers at ${WRITES_PER_SECOND}/s, PostgreSQL killed 3 times (down ${DOWN_MS / 1000} s), API process B killed once`,
    figures,
  );
} catch (err) {
  console.error(err);
} finally {
  await cleanUp();
}
process.exit(exitCode);
