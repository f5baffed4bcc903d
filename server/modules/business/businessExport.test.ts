/** Business/Export: the CSV file, its quoting, and keyset pages that cover the list in its order. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, type BusinessRow, businessContract as c, EXPORT_COLUMNS, SORTABLE } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { exportPages } from './businessExport';
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

/** Parses RFC 4180 text (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

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

  it('pages by key in every order, both ways, with no row missed or repeated', async () => {
    for (const orderBy of SORTABLE) {
      for (const sortBy of ['asc', 'desc'] as const) {
        const expected = await listBusinesses(t.db, { search: 'a' }, { orderBy, sortBy, pageSize: 10_000, offset: 0 });
        const pages: BusinessRow[][] = [];
        for await (const page of exportPages(t.db, { search: 'a' }, { orderBy, sortBy }, 4)) pages.push(page);
        expect(pages.every((p) => p.length <= 4)).toBe(true);
        const ids = pages.flat().map((r) => r.id);
        expect(new Set(ids).size, `${orderBy} ${sortBy}`).toBe(ids.length);
        expect([...ids].sort((a, b) => a - b), `${orderBy} ${sortBy}`).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
        if (['name', 'shopId', 'dateCreated', 'id'].includes(orderBy)) expect(ids, `${orderBy} ${sortBy}`).toEqual(expected.map((r) => r.id));
      }
    }
  });
});
