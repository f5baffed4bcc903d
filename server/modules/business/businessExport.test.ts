/** Business/Export: the CSV file, its quoting, the list's rows and order on both paths (COPY, keyset pages), and values that stay values. */
import { sql } from 'kysely';
import { text } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, type BusinessRow, businessContract as c, EXPORT_COLUMNS, SORTABLE } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { parseCsv } from '../../../contract/csvRows';
import { pageChunks } from '../../db/csvExportPages';
import { businessExport, exportCsv } from './businessExport';
import { listBusinesses } from './businessList.repository';
import { csvCell, csvLine } from '../../../contract/csv';
import { locationInput, referenceIds, uniqueTag } from './testFixtures';

const t = withTestApp();
let token = '';
const tag = `xq${uniqueTag()}`;
let tricky: BusinessLocation;

beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  const ids = await referenceIds(t.db);
  const body = locationInput(ids.status.Active, { name: `=HYPERLINK("evil") ${tag}, "Quoted" Body`, phone: '+1 512 555 0199' });
  const res = await call(t.app, c.upsert, { token, body });
  if (res.statusCode !== 200) throw new Error(res.body);
  tricky = res.json<BusinessLocation>();
});

describe('csv cells', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\0']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(null)).toBe('');
    expect(csvLine([1, 'x', undefined])).toBe('1,x,\r\n');
  });
});

describe('the export', () => {
  it('answers an attachment named businesses.csv: a header and every matching row, in the list order', async () => {
    const res = await call(t.app, c.export, { token, query: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="businesses.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const listed = await listBusinesses(t.db, {}, { pageSize: 10_000, offset: 0 });
    expect(rows.map((r) => Number(r[0]))).toEqual(listed.map((r) => r.id));
  });

  it('writes the search result with its quoting, and formulas defused', async () => {
    const res = await call(t.app, c.export, { token, query: { search: tag } });
    const [, row, ...more] = parseCsv(res.body.slice(1));
    expect(more).toEqual([]);
    const cells = Object.fromEntries(EXPORT_COLUMNS.map((col, i) => [col, row[i]]));
    expect(cells).toMatchObject({ id: String(tricky.id), shopId: tricky.shopId, name: `'${tricky.name}`, phone: "'+1 512 555 0199", status: 'Active', city: 'Austin' });
    expect(res.body).toContain(`"'=HYPERLINK(""evil"") ${tag}, ""Quoted"" Body"`);
  });

  it('writes only the columns asked for, in their order, and leaves the header to the console when told', async () => {
    const res = await call(t.app, c.export, { token, query: { search: tag, columns: 'name,status,shopId', header: 'false' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(false);
    expect(parseCsv(res.body)).toEqual([[`'${tricky.name}`, 'Active', tricky.shopId]]);
  });

  it('applies the advanced search filters as Business/Search does', async () => {
    const query = { status: '0', country: 'us', createdFrom: '2000-01-01', isMobileClient: 'false', orderBy: 'id' };
    const res = await call(t.app, c.export, { token, query: { ...query, columns: 'id', header: 'false' } });
    const searched = await call(t.app, c.search, { token, query: { ...query, pageSize: '10000' } });
    const expected = searched.json<BusinessRow[]>().map((r) => [String(r.id)]);
    expect(expected.length).toBeGreaterThan(0);
    expect(parseCsv(res.body)).toEqual(expected);
  });

  it('refuses bad input with 400 naming the field, and a page size, which it has no use for', async () => {
    for (const [query, field] of [
      [{ orderBy: 'password' }, 'orderBy'],
      [{ pageSize: '10' }, 'pageSize'],
      [{ columns: 'name,passwordHash' }, 'columns'],
      [{ columns: '' }, 'columns'],
      [{ createdFrom: 'yesterday' }, 'createdFrom'],
    ] as [Record<string, string>, string][]) {
      const res = await call(t.app, c.export, { token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await call(t.app, c.export, { query: {} })).statusCode).toBe(401);
  });

  it('writes every row as the list does, cell for cell, in every order, both ways, on both paths with no row missed or repeated', async () => {
    const rendered = (rows: BusinessRow[]) => rows.map((r) => csvLine(EXPORT_COLUMNS.map((col) => r[col]))).join('');
    for (const orderBy of SORTABLE) {
      for (const sortBy of ['asc', 'desc'] as const) {
        const label = `${orderBy} ${sortBy}`;
        const expected = await listBusinesses(t.db, { search: 'a' }, { orderBy, sortBy, pageSize: 10_000, offset: 0 });
        const whole = await text(exportCsv(t.db, { search: 'a' }, { orderBy, sortBy }, { header: false }));
        let paged = '';
        for await (const page of pageChunks(t.db, businessExport(t.db, { search: 'a' }, { orderBy, sortBy }, { header: false, pageSize: 4 }))) {
          expect(page.split('\r\n').length - 1, label).toBeLessThanOrEqual(4);
          paged += page;
        }
        // The keyset pages and the database's path (COPY on PostgreSQL) write the same bytes.
        expect(paged, label).toBe(whole);
        const ids = parseCsv(whole).map((r) => Number(r[0]));
        expect(new Set(ids).size, label).toBe(ids.length);
        expect([...ids].sort((a, b) => a - b), label).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
        // Where the list's order is total, the export is the list's rows, as csvLine writes them.
        if (['name', 'shopId', 'dateCreated', 'id'].includes(orderBy)) expect(whole, label).toBe(rendered(expected));
      }
    }
  });

  it('keeps quotes, backslashes and SQL in a search term or filter as values (COPY has them inline)', async () => {
    const evil = `O'Brien \\'); DROP TABLE businesses; -- ${tag}q`;
    const body = locationInput((await referenceIds(t.db)).status.Active, { name: evil });
    const res = await call(t.app, c.upsert, { token, body });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<BusinessLocation>().id;
    for (const search of [evil, `${tag}q\\' OR '1'='1`, `${tag}q'); DROP TABLE businesses; --`, `${tag}q $1 \\x27 E'\\''`]) {
      const exported = await call(t.app, c.export, { token, query: { search, columns: 'id,name', header: 'false' } });
      expect(exported.statusCode, search).toBe(200);
      const searched = await call(t.app, c.search, { token, query: { search, pageSize: '100' } });
      expect(parseCsv(exported.body), search).toEqual(searched.json<BusinessRow[]>().map((r) => [String(r.id), r.name]));
    }
    expect(parseCsv((await call(t.app, c.export, { token, query: { search: evil, columns: 'id,name', header: 'false' } })).body)).toEqual([[String(id), evil]]);
    const country = "us'); DROP TABLE businesses; --";
    expect((await call(t.app, c.export, { token, query: { country, state: "\\'", header: 'false' } })).body).toBe('');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM businesses`.execute(t.db);
    expect(rows[0].n).toBeGreaterThan(0);
  });
});
