/**
 * The shared CSV export on the test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): any values come out exactly as csvCell writes them, on
 * the database's path and on keyset pages alike; a reader that goes away
 * stops the export and leaves the connections usable.
 */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { csvLine } from '../../contract/csv';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { type CsvExport, csvExport } from './csvExport';
import { pageChunks } from './csvExportPages';

type Row = { id: number; a: string | null; b: string | null; n: number | null };
let t: TestDatabase;
let db: Kysely<{ csv_fuzz: Row }>;

beforeAll(async () => {
  t = await openTestDatabase(inject('pgliteSnapshot'));
  db = t.db as unknown as Kysely<{ csv_fuzz: Row }>;
  await sql`CREATE TABLE csv_fuzz (id int PRIMARY KEY, a text, b text, n int)`.execute(db);
});
afterAll(() => t?.close());

/** The bytes as UTF-8, byte-order mark kept (TextDecoder, behind stream/consumers' text(), drops it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

const LABELS = ['id', 'Name, "quoted"', '=label', 'n'];
const exportOf = (extra: Partial<CsvExport> = {}): CsvExport =>
  ({
    rows: db.selectFrom('csv_fuzz as f'),
    // id and n are numbers (never defused, as csvCell leaves a number); a and b are texts.
    columns: [sql`f.id`, sql`f.a`, sql`f.b`, sql`f.n`].map((value, i) => ({ label: LABELS[i], value, number: i === 0 || i === 3 })),
    orderBy: [sql`f.id`],
    ...extra,
  }) as unknown as CsvExport;
const expected = (rows: Row[], header = true) => `${header ? `\uFEFF${csvLine(LABELS)}` : ''}${rows.map((r) => csvLine([r.id, r.a, r.b, r.n])).join('')}`;

/** Parses RFC 4180 text (quoted cells, doubled quotes, CRLF). */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  const cell = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/gy;
  const row: string[] = [];
  for (let m = cell.exec(csv); m; m = cell.exec(csv)) {
    row.push(m[1].startsWith('"') ? m[1].slice(1, -1).replaceAll('""', '"') : m[1]);
    if (m[2] === '\r\n') rows.push(row.splice(0));
  }
  expect(cell.lastIndex === 0 && row.length === 0, 'the text ends with a whole line').toBe(true);
  return rows;
}

const noNul = (s: string) => s.replaceAll('\0', '');
const tricky = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }).map(noNul),
  fc.constantFrom('', '=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx', '"', ',', '\r\n', '\n', '\\.', '""', ' "a, b" ', 'ñandú 😀 ß', "it's"),
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '"', ',', '\n', '\r', ' '), fc.string({ unit: 'grapheme', maxLength: 8 })).map(([a, b]) => a + b),
);
const rowsArb = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: -1000, max: 1000 }), a: fc.option(tricky, { nil: null }), b: fc.option(tricky, { nil: null }), n: fc.option(fc.integer(), { nil: null }) }),
  { selector: (r) => r.id, maxLength: 12 },
);

async function store(rows: Row[]): Promise<Row[]> {
  await db.deleteFrom('csv_fuzz').execute();
  if (rows.length > 0) await db.insertInto('csv_fuzz').values(rows).execute();
  return [...rows].sort((x, y) => x.id - y.id);
}

describe(`the CSV export (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes any values exactly as csvCell does, and they parse back to the same cells', async () => {
    await fc.assert(
      fc.asyncProperty(rowsArb, async (input) => {
        const rows = await store(input);
        const csv = await text(csvExport(t.db, exportOf()));
        expect(csv).toBe(expected(rows));
        const cells = (r: Row) => [r.id, r.a, r.b, r.n].map((v) => parseCsv(csvLine([v]))[0][0]);
        expect(parseCsv(csv.slice(1))).toEqual([LABELS.map((l) => parseCsv(csvLine([l]))[0][0]), ...rows.map(cells)]);
      }),
      { numRuns: 60 },
    );
  });

  it('writes the same bytes on keyset pages, in either direction, and a single column as csvCell does', async () => {
    await fc.assert(
      fc.asyncProperty(rowsArb, fc.integer({ min: 1, max: 5 }), fc.boolean(), async (input, pageSize, desc) => {
        const rows = await store(input);
        if (desc) rows.reverse();
        let paged = '';
        for await (const page of pageChunks(t.db, exportOf({ pageSize, desc, header: false }))) paged += page;
        expect(paged).toBe(expected(rows, false));
        expect(await text(csvExport(t.db, exportOf({ desc, header: false })))).toBe(paged);
      }),
      { numRuns: 40 },
    );
    await store([{ id: 1, a: '\\.', b: null, n: null }]);
    const single = exportOf({ header: false });
    expect(await text(csvExport(t.db, { ...single, columns: single.columns.slice(1, 2) }))).toBe('\\.\r\n');
  });

  it('stops when the reader goes away, and every connection answers afterwards', async () => {
    const big = exportOf({ rows: db.selectFrom(sql`generate_series(1, 300000)`.as('f')) as never, header: false, columns: [{ label: 'n', value: sql`f` }], orderBy: [sql`f`] });
    const stream = csvExport(t.db, big);
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    expect(String(first).startsWith('1\r\n2\r\n')).toBe(true);
    stream.destroy();
    await new Promise((resolve) => stream.once('close', resolve));
    let copying = 1;
    for (let i = 0; i < 100 && copying > 0; i++) {
      await sleep(50);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'COPY%generate_series(1, 300000)%' AND state = 'active'`.execute(db);
      copying = rows[0].n;
    }
    expect(copying).toBe(0);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => sql<{ v: number }>`SELECT ${i}::int AS v, pg_sleep(0.05)`.execute(db)));
    expect(answers.map((r) => r.rows[0].v)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
