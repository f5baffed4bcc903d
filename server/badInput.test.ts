/**
 * Bad input is answered 4xx, never 5xx, on every endpoint of the contract (a property): each endpoint gets inputs
 * generated from its own schema (test/schemaArbitrary.ts), most of them changed: one parameter, at any depth,
 * replaced by junk (NUL and lone surrogates, huge and odd text, numbers beyond PostgreSQL's integer or a double,
 * dates at the edges of the calendar, wrong types), or every field of one kind given junk of its kind (every text a
 * NUL, every number 2^31, every date year 0) while the others stay valid; some are left valid so the handler runs,
 * some are wholly random (unknown keys, raw bytes in the query, broken JSON). Called as SuperAdmins of the sweep's
 * own; a 5xx fails with fast-check's seed and counterexample. Below it, the cases issue 30 found, each refused
 * naming its field.
 *
 * JUNK_RUNS sets the inputs per endpoint (20 by default); JUNK_SEED replays a run. The rate limits are not what is
 * tested, and a 429 would hide what the handler does: every request comes from an address of its own, and each
 * sweeper makes fewer calls than a user's minute allows (plugins/rateLimits.ts), the next one taking over; a 429
 * on a signed-in call fails the test.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatContract } from '../contract/chat';
import { countrystateContract } from '../contract/countrystate';
import { dashboardContract, EXPORT_DASHBOARD } from '../contract/dashboard';
import { DASHBOARD_DECLARATIONS, DASHBOARDS, type DashboardName } from '../contract/dashboardSchema';
import type { Endpoint } from '../contract/define';
import { deviceContract } from '../contract/device';
import { allEndpoints } from '../contract/index';
import { lookupContract } from '../contract/lookup';
import { lookupTypes } from '../contract/lookupTypes';
import { loadSigningKey } from './auth/keys';
import { signAccessToken } from './auth/tokens';
import { createIdentity } from './modules/identity/identities.repository';
import { RATE_LIMITS } from './plugins/rateLimits';
import { call, nextAddress, withTestApp } from './test/harness';
import { kindAt, type LeafKind, validInput } from './test/schemaArbitrary';

const t = withTestApp();
const RUNS = Number(process.env.JUNK_RUNS ?? 20);
const SEED = process.env.JUNK_SEED === undefined ? undefined : Number(process.env.JUNK_SEED);

/** Text written into the JSON as it is: numbers JSON.stringify cannot write (1e400 parses as Infinity), keys it would not keep. */
class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return `raw(${this.text})`;
  }
}

// ---- Junk

const junkStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\uffff\ufffe',
  '\u202etxt.exe',
  '🙂🙂🙂',
  'e\u0301',
  'ﬃ',
  '%00',
  '%',
  "' OR 1=1 --",
  '../../etc/passwd',
  ' ',
  '',
  '0',
  '-1',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e308',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '1899-12-31',
  '2200-01-01',
  '+012024-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  'true',
  'null',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '\\',
  '\n',
];
/** The characters PostgreSQL refuses or Unicode does not have, put into ordinary text. */
const withBadCharacter = fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udfff')).map(([s, bad]) => `${s}${bad}${s}`);
const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...junkStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: withBadCharacter },
  { weight: 1, arbitrary: fc.constantFrom(201, 1_001, 5_000, 70_000).map((n) => 'x'.repeat(n)) },
);
/**
 * Junk aimed at one kind of field (test/schemaArbitrary.ts kindAt), put into every field of that kind of an input at
 * once, or into some: whichever a handler reads first gets it, while the fields of other kinds stay valid.
 */
const taints: Record<Exclude<LeafKind, 'other'>, ((v: string | number) => unknown)[]> = {
  text: [(v) => `${v}\u0000`, () => '\u0000', (v) => `${v}\ud800`, (v) => `\udfff${v}`, () => '\ud83d', () => 'x'.repeat(70_000)],
  number: [() => 2 ** 31, () => -(2 ** 31) - 1, () => -1, () => 0.5, () => 1e308, () => new RawJson('1e400'), () => 2 ** 53 + 2],
  date: [() => '0000-01-01', () => '9999-12-31', () => '1899-12-31', () => '2200-01-01', () => '2024-02-30', () => '0001-01-01T00:00:00Z', () => '9999-12-31T23:59:59Z'],
};
const junkNumber = fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31), -(2 ** 31) - 1, -1, 0, 0.5, 1.5, -1.5, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 5e-324, 4_294_967_296);
const rawJunk = fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0', '1E+2', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}').map((s) => new RawJson(s));
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: junkString },
  { weight: 4, arbitrary: junkNumber },
  { weight: 1, arbitrary: rawJunk },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], ['\u0000'], { '\u0000': 1 }, { a: { b: { c: [] } } }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
/** A query parameter's junk: text, or the parameter twice. */
const junkQueryValue: fc.Arbitrary<string | string[]> = fc.oneof({ weight: 5, arbitrary: junkString }, { weight: 1, arbitrary: fc.array(junkString, { minLength: 2, maxLength: 2 }) });
/** Query strings no client library writes: bad escapes, raw NUL, brackets, a key alone. */
const rawQuery = fc.oneof(
  fc.constantFrom('%00', 'search=%00', 'search=%', 'search=%zz', 'search=%ED%A0%80', 'id=%00', 'a[b]=1', 'id[]=1', 'pageSize=1e400', '=', '&&', 'id', `id=${'9'.repeat(400)}`),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[#\s]/g, '')),
);
const rawBody = fc.constantFrom('{', '[1,', 'null', '"text"', '0', '\u0000', '{"a":1}{"b":2}', '[]', '{}', '{"id":1e400}');

// ---- Inputs

/** The contract's own words, which fields checked by a function take: dashboards' columns and charts, lookup keys. */
const words = [
  ...new Set([
    ...Object.values(DASHBOARD_DECLARATIONS).flatMap((d) => [...d.columns.map((c) => c.key), ...d.charts.map((c) => c.key)]),
    ...lookupTypes().map((l) => l.key),
  ]),
];

/**
 * Fields a function checks against another field, where a random word seldom passes: a dashboard's columns and
 * charts, by endpoint (merged into its valid body), so that these handlers run too.
 */
function hints(e: Endpoint): fc.Arbitrary<Record<string, unknown>> | undefined {
  const columns = (name: DashboardName) => DASHBOARD_DECLARATIONS[name].columns.map((c) => c.key);
  const exported = Object.entries(EXPORT_DASHBOARD).find(([key]) => dashboardContract[key as keyof typeof EXPORT_DASHBOARD] === e)?.[1];
  if (exported) {
    return fc.record({ columns: fc.subarray(columns(exported), { minLength: 1, maxLength: 6 }), orderBy: fc.constantFrom(...columns(exported)) }, { requiredKeys: ['columns'] });
  }
  if (e === dashboardContract.chart) {
    return fc.constantFrom(...DASHBOARDS).chain((name) => fc.record({ name: fc.constant(name), chart: fc.constantFrom(...DASHBOARD_DECLARATIONS[name].charts.map((c) => c.key)) }));
  }
  return undefined;
}

type Path = (string | number)[];
type Change =
  | { kind: 'replace'; path: Path; junk: unknown }
  | { kind: 'taint'; target: keyof typeof taints; paths: Path[]; junk: number }
  | { kind: 'unknownKey'; path: Path; key: string; junk: unknown }
  | { kind: 'drop'; path: Path };

/** The paths of a value: itself (the root, []), each key and each list item, at any depth. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((v, i) => pathsOf(v, [...path, i]))];
  if (value !== null && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return [path];
}

const at = (value: unknown, path: Path) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);

function applyChange(value: unknown, change: Change): unknown {
  const copy = structuredClone(value);
  if (change.kind === 'taint') {
    const taint = taints[change.target][change.junk % taints[change.target].length];
    return change.paths.reduce((v, path) => applyChange(v, { kind: 'replace', path, junk: taint(at(copy, path) as string | number) }), copy);
  }
  const { path } = change;
  if (change.kind === 'unknownKey') {
    const target = at(copy, path);
    if (target === null || typeof target !== 'object' || Array.isArray(target)) return copy;
    (target as Record<string, unknown>)[change.key] = change.junk;
    return copy;
  }
  if (path.length === 0) return change.kind === 'replace' ? change.junk : undefined;
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (change.kind === 'drop') delete parent[last];
  else parent[last] = change.junk;
  return copy;
}

/** A valid input with one change, or none. */
function changed(schema: Endpoint['body'], valid: fc.Arbitrary<unknown>, junk: fc.Arbitrary<unknown>): fc.Arbitrary<{ valid: unknown; change?: Change }> {
  return valid.chain((v) => {
    const paths = pathsOf(v);
    const path = fc.constantFrom(...paths);
    const byKind = (kind: LeafKind) => (schema ? paths.filter((p) => p.length > 0 && kindAt(schema, p, v) === kind) : []);
    const targets = (['text', 'number', 'date'] as const).map((target) => ({ target, leaves: byKind(target) })).filter((t) => t.leaves.length > 0);
    const taint = fc.constantFrom(...(targets.length ? targets : [{ target: 'text' as const, leaves: [] }])).chain(({ target, leaves }) =>
      fc.record({
        kind: fc.constant('taint' as const),
        target: fc.constant(target),
        // Every field of the kind, or some of them.
        paths: fc.oneof(fc.constant(leaves), fc.subarray(leaves, { minLength: Math.min(1, leaves.length) })),
        junk: fc.nat(taints[target].length - 1),
      }),
    );
    const change: fc.Arbitrary<Change> = fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), path, junk }) },
      { weight: targets.length ? 5 : 0, arbitrary: taint },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknownKey' as const), path, key: fc.oneof(fc.constantFrom('__proto__', 'constructor', '\u0000', 'x'), fc.string({ maxLength: 8 })), junk }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), path }) },
    );
    return fc.record({ valid: fc.constant(v), change: fc.option(change, { nil: undefined, freq: 4 }) }, { requiredKeys: ['valid'] });
  });
}

interface Request {
  /** The query as parameters, or as raw text. */
  query: Record<string, unknown> | string | undefined;
  /** The body as a value, or as raw text. */
  body: unknown;
  rawBody?: string;
}

function requests(e: Endpoint): fc.Arbitrary<Request> {
  const validQuery = e.query ? validInput(e.query, 'query', words) : fc.constant(undefined);
  const hint = hints(e);
  const generated = e.body ? validInput(e.body, 'body', words) : fc.constant(undefined);
  const validBody = hint ? fc.tuple(generated, hint).map(([b, h]) => ({ ...(b as object), ...h })) : generated;
  const input = (q: unknown, b: unknown) => ({ query: q as Record<string, unknown> | undefined, body: b });
  const withChange = (c: { valid: unknown; change?: Change }) => (c.change ? applyChange(c.valid, c.change) : c.valid);
  return fc.oneof(
    // One parameter of the query changed (its junk is text: a query carries nothing else).
    { weight: e.query ? 4 : 1, arbitrary: fc.tuple(changed(e.query, validQuery, junkQueryValue), validBody).map(([q, b]) => input(withChange(q), b)) },
    // One part of the body changed, at any depth.
    { weight: e.body ? 6 : 0, arbitrary: fc.tuple(validQuery, changed(e.body, validBody, junkValue)).map(([q, b]) => input(q, withChange(b))) },
    // Wholly random: raw query text, any parameters, broken or stray JSON.
    { weight: 1, arbitrary: fc.record({ query: fc.oneof(rawQuery, fc.dictionary(junkString, junkQueryValue, { maxKeys: 3 })), body: fc.constant(undefined), rawBody: rawBody }) },
    { weight: 1, arbitrary: fc.tuple(validQuery, fc.oneof(junkValue, fc.dictionary(junkString, junkValue, { maxKeys: 3 }))).map(([q, b]) => input(q, b)) },
  );
}

// ---- Sending

/** A query value as a careless client writes it: a lone surrogate, which encodeURIComponent refuses, as its WTF-8 bytes. */
function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff) out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

function queryString(query: Request['query']): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return `?${query}`;
  const pairs = Object.entries(query).flatMap(([k, v]) => {
    if (v === undefined || v === null) return [];
    // A number (a taint's) as its digits; RawJson as its text.
    const text = (one: unknown) => (typeof one === 'string' ? one : one instanceof RawJson ? one.text : JSON.stringify(one));
    return (Array.isArray(v) ? v : [v]).map((one) => `${encode(k)}=${encode(text(one))}`);
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** JSON.stringify, with each RawJson written as its text. */
function json(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]);
}

/** Calls one sweeper makes: fewer than a user's minute allows. */
const CALLS_PER_SWEEPER = RATE_LIMITS.perUser - 100;
let token = '';
let sweepers = 0;
let calls = 0;
/**
 * A SuperAdmin of the sweep's own (never a seeded user), with a token signed by the auth service's key (a login
 * per sweeper would cost a password hash): a new one when the last has made its calls, or when a junk input took
 * its access away (deactivated, its role or password changed).
 */
async function nextSweeper() {
  sweepers += 1;
  calls = 0;
  const username = `junk.sweeper.${sweepers}`;
  const identity = { username, email: `${username}@example.test`, given_name: 'Junk', family_name: `Sweeper ${sweepers}`, password_hash: 'never signs in', created_by: 'badInput.test' };
  const id = await createIdentity(t.db, identity, ['SuperAdmin']);
  token = await signAccessToken(await loadSigningKey(t.db), { id, username, roles: ['SuperAdmin'] }, 3600);
}
async function bearer(): Promise<string> {
  calls += 1;
  if (calls > CALLS_PER_SWEEPER) await nextSweeper();
  return token;
}
const sessionWorks = async () => (await call(t.app, lookupContract.getMakes, { token: await bearer(), address: nextAddress() })).statusCode === 200;

async function send(e: Endpoint, r: Request): Promise<LightMyRequestResponse> {
  const body = r.rawBody ?? (e.method === 'POST' && r.body !== undefined ? json(r.body) : undefined);
  return t.app.inject({
    method: e.method,
    url: `${e.url}${queryString(r.query)}`,
    remoteAddress: nextAddress(),
    headers: { ...(e.access === 'public' ? {} : { authorization: `Bearer ${await bearer()}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

// ---- The property

/** Per endpoint: how many inputs the contract let through to the handler, and how many were answered 2xx, 4xx and 5xx. */
const tally = new Map<string, { reached: number; ok: number; refused: number; failed: number }>();
/** Whether the contract takes the input, so the handler runs on it. */
const passesContract = (e: Endpoint, r: Request) =>
  r.rawBody === undefined &&
  typeof r.query !== 'string' &&
  (e.query ? e.query.safeParse(r.query ?? {}).success : Object.keys(r.query ?? {}).length === 0) &&
  (!e.body || e.body.safeParse(r.body).success);
const nameOf = (e: Endpoint) => `${e.method} ${e.url}`;

beforeAll(nextSweeper);

afterAll(() => {
  const sum = (key: 'reached' | 'ok' | 'refused' | 'failed') => [...tally.values()].reduce((s, c) => s + c[key], 0);
  console.info(
    `junk sweep: ${tally.size} endpoints, ${RUNS} inputs each (and shrinking): ${sum('reached')} taken by the contract to the handler; answered 2xx ${sum('ok')}, 4xx ${sum('refused')}, 5xx ${sum('failed')}; sweepers: ${sweepers}`,
  );
  const unreached = [...tally].filter(([, c]) => c.reached === 0).map(([name]) => name);
  if (unreached.length) console.info(`handlers no input of this run reached (every one refused by the contract; more JUNK_RUNS reach them):\n  ${unreached.join('\n  ')}`);
});

describe('bad input on every endpoint', () => {
  // Every endpoint, none left out: the auth service's (called without a token), the exports, the file upload (its
  // folder, name and content are parameters like any).
  it('covers the whole contract', () => {
    expect(allEndpoints.length).toBeGreaterThan(150);
  });

  it.each(allEndpoints.map((e) => [nameOf(e), e] as const))('%s answers 4xx, never 5xx', async (name, e) => {
    const counts = { reached: 0, ok: 0, refused: 0, failed: 0 };
    tally.set(name, counts);
    await fc.assert(
      fc.asyncProperty(requests(e), async (r) => {
        if (passesContract(e, r)) counts.reached += 1;
        let res = await send(e, r);
        if (e.access !== 'public' && (res.statusCode === 401 || res.statusCode === 403) && !(await sessionWorks())) {
          await nextSweeper();
          res = await send(e, r);
        }
        // The token endpoint's own limits (per username) may answer a repeated junk username 429: a refusal like another.
        if (res.statusCode === 429 && e.access !== 'public') throw new Error(`${name} answered 429: the sweep outran a rate limit, which hides what the handler does`);
        if (res.statusCode >= 500) counts.failed += 1;
        if (res.statusCode >= 500) throw new Error(`${name} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        if (res.statusCode < 300) counts.ok += 1;
        else counts.refused += 1;
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });
});

// ---- The cases the issue found, each refused at the contract naming its field

describe('the refusals the contract makes for every endpoint', () => {
  const badText = 'must not contain a NUL character or a lone surrogate (malformed Unicode)';
  /** Sends as the sweep's SuperAdmin; a raw body is JSON text as it is (lone surrogates written as escapes). */
  const ask = async (e: Endpoint, opts: { query?: string; body?: unknown; language?: string }) =>
    t.app.inject({
      method: e.method,
      url: `${e.url}${opts.query ?? ''}`,
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${await bearer()}`, ...(opts.language ? { 'accept-language': opts.language } : {}), ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(opts.body === undefined ? {} : { payload: typeof opts.body === 'string' ? opts.body : json(opts.body) }),
    });
  const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, errors: res.json<{ errors?: { field: string; message: string }[] }>().errors });

  const searched = allEndpoints.filter((e) => e.method === 'GET' && e.query?.safeParse({ search: 'a' }).success && e.queryKeys?.includes('search'));
  it.each(searched.map((e) => [nameOf(e), e] as const))('%s refuses a NUL in its search', async (_name, e) => {
    expect(refusal(await ask(e, { query: '?search=a%00b' }))).toEqual({ status: 400, errors: [{ field: 'search', message: badText }] });
  });

  it('finds the lists with a search (a check of the sweep above)', () => {
    expect(searched.map((e) => e.path)).toEqual(expect.arrayContaining(['device/GetDevicesForListing', 'user/GetUsers', 'serviceRequest/GetServiceRequests']));
    expect(searched.length).toBeGreaterThanOrEqual(7);
  });

  const dashboardData = dashboardContract.data;
  const cases: [string, Endpoint, { query?: string; body?: unknown }, { field: string; message: string }][] = [
    [
      'a NUL in a dashboard condition value',
      dashboardData,
      { body: { name: 'devicestatistics', conditions: [{ field: 'serialNumber', operator: 'contains', value: 'A\u0000' }] } },
      { field: 'conditions.0.value', message: badText },
    ],
    ['a NUL in a chat message', chatContract.insertUserMessage, { body: { channelUrl: 'sr_1', text: 'hello\u0000' } }, { field: 'text', message: badText }],
    ['a lone surrogate in a chat message', chatContract.insertUserMessage, { body: '{"channelUrl":"sr_1","text":"hello \\ud800"}' }, { field: 'text', message: badText }],
    [
      'a NUL in a template name',
      dashboardContract.templateSave,
      { body: { id: 0, name: 'Mine\u0000', dashboard: 'devicestatistics', definition: { conditions: [] } } },
      { field: 'name', message: badText },
    ],
    ['a NUL in a country name', countrystateContract.upsertCountry, { body: { id: 0, name: 'Narnia\u0000', abbreviation: 'NA' } }, { field: 'name', message: badText }],
    ['a date before the years shown', dashboardData, { body: { name: 'devicestatistics', startDate: '0000-01-01' } }, { field: 'startDate', message: 'must be in the years 1900 to 2199' }],
    ['a date after them', dashboardContract.summaryChoices, { query: '?startDate=2026-01-01&endDate=9999-12-31' }, { field: 'endDate', message: 'must be in the years 1900 to 2199' }],
    ['a date that does not exist', dashboardContract.summaryChoices, { query: '?startDate=2024-02-30&endDate=2024-03-01' }, { field: 'startDate', message: 'must be a date (YYYY-MM-DD)' }],
    ['an id beyond PostgreSQL’s integer', deviceContract.getDeviceById, { query: '?id=2147483648' }, { field: 'id', message: 'Too big: expected number to be <=2147483647' }],
    ['an id in a body beyond it', deviceContract.assignDevice, { body: { deviceId: 2 ** 31, businessId: null, version: 1 } }, { field: 'deviceId', message: 'Too big: expected number to be <=2147483647' }],
    ['a page size over its limit', deviceContract.getDevicesForListing, { query: '?pageSize=1001' }, { field: 'pageSize', message: 'Too big: expected number to be <=1000' }],
    ['a negative offset', deviceContract.getDevicesForListing, { query: '?offset=-1' }, { field: 'offset', message: 'Too small: expected number to be >=0' }],
    ['an offset beyond PostgreSQL’s integer', deviceContract.getDevicesForListing, { query: '?offset=99999999999' }, { field: 'offset', message: 'Too big: expected number to be <=2147483647' }],
  ];
  it.each(cases)('refuses %s, naming the field', async (_name, e, input, error) => {
    expect(refusal(await ask(e, input))).toEqual({ status: 400, errors: [error] });
  });

  it('says it in Spanish, and saves nothing', async () => {
    const before = await t.db.selectFrom('countries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await ask(countrystateContract.upsertCountry, { body: { id: 0, name: 'Narnia\u0000', abbreviation: 'NA' }, language: 'es' });
    expect(refusal(res)).toEqual({ status: 400, errors: [{ field: 'name', message: 'no debe contener un carácter NUL ni un sustituto suelto (Unicode mal formado)' }] });
    const dated = await ask(dashboardData, { body: { name: 'devicestatistics', endDate: '2200-01-01' }, language: 'es' });
    expect(refusal(dated)).toEqual({ status: 400, errors: [{ field: 'endDate', message: 'debe estar entre los años 1900 y 2199' }] });
    const after = await t.db.selectFrom('countries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
