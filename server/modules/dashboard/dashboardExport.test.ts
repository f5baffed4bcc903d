/**
 * The dashboards' exports on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the CSV and the XLSX
 * (read back with exceljs, written in the writer's thread) hold exactly the rows DashboardData answers, the columns asked for under their labels in
 * the language, typed XLSX cells, formulas defused in the CSV (an XLSX string cell is never one); bad input answers 400 naming the field; no token 401.
 */
import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardContract as c, EXPORT_DASHBOARD } from '../../../contract/dashboard';
import { DASHBOARD_DECLARATIONS, type DashboardName } from '../../../contract/dashboardSchema';
import { DEVICE_STATUSES } from '../../../contract/device';
import { call, login, withTestApp } from '../../test/harness';
import { parseCsv } from '../../../contract/csvRows';
import { dashboardData } from './data';
import { summaryOf } from './summary';
import { type XlsxColumn, xlsxStream } from './xlsxWorkbook';

const t = withTestApp();
let token = '';
const tag = `dx${Date.now().toString(36)}`;
const assignedAt = new Date('2024-03-05T10:20:30.000Z');
const created = new Date('2024-03-01T08:00:00.000Z');
let deviceIds: number[] = [];

type Endpoint = (typeof c)[keyof typeof c];
const exportOf = (endpoint: Endpoint, body: unknown) => call(t.app, endpoint, { token, body });
const csvRows = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(body.slice(1));
};
/** The first sheet's rows, each cell as exceljs reads it (null when empty), and the sheet for formats. */
async function sheetOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? null));
  });
  return { rows, sheet };
}

/** The cells of a sheet that hold a formula (none is expected: the exports write values only). */
function formulaCells(sheet: ExcelJS.Worksheet): string[] {
  const found: string[] = [];
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) found.push(cell.address);
    });
  });
  return found;
}

beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  const business = await t.db.selectFrom('businesses').select('id').orderBy('id').executeTakeFirstOrThrow();
  const device = (serial: string, name: string, model: string, businessId: number | null) => ({
    serial_number: serial,
    name,
    manufacturer: tag,
    brand: 'Brand',
    model,
    business_id: businessId,
    status_id: businessId ? DEVICE_STATUSES.inService : DEVICE_STATUSES.inStock,
    date_created: created,
    date_updated: created,
    assigned_date: businessId ? assignedAt : null,
  });
  const inserted = await t.db
    .insertInto('devices')
    .values([device(`@SUM(${tag})`, '=HYPERLINK("http://evil")', '-2+3', business.id), device(`${tag}-2`, '\tcmd, "quoted" \\N\\t\nnext', '+1 555', null)])
    .returning('id')
    .execute();
  deviceIds = inserted.map((r) => r.id);
});

const mine = { conditions: [{ field: 'manufacturer', operator: 'eq', value: tag, logic: 0 }] };
const deviceColumns = ['id', 'serialNumber', 'name', 'model', 'statusId', 'assigned', 'assignedDate', 'dateCreated'];

describe('a rows export', () => {
  it('writes the CSV: the columns asked for under their Spanish labels, choices and booleans by name, formulas defused', async () => {
    const res = await exportOf(c.exportDeviceStatistics, { ...mine, columns: deviceColumns, language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="device-statistics.csv"');
    expect(res.headers['x-total-rows']).toBe('2');
    expect(csvRows(res.body)).toEqual([
      ['Id', 'Número de serie', 'Nombre', 'Modelo', 'Estado', 'Asignado', 'Asignado el', 'Creado'],
      [String(deviceIds[0]), `'@SUM(${tag})`, `'=HYPERLINK("http://evil")`, "'-2+3", 'En servicio', 'Sí', assignedAt.toISOString(), created.toISOString()],
      [String(deviceIds[1]), `${tag}-2`, `'\tcmd, "quoted" \\N\\t\nnext`, "'+1 555", 'En almacén', 'No', '', created.toISOString()],
    ]);
  });

  it('writes the XLSX: the same rows, numbers and dates typed, text as it is (a string cell is never a formula), the range in the file name', async () => {
    const range = { startDate: '2024-03-01', endDate: '2024-03-31' };
    const res = await exportOf(c.exportDeviceStatistics, { ...mine, ...range, columns: deviceColumns, format: 'xlsx', language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="device-statistics_2024-03-01_2024-03-31.xlsx"');
    expect(res.headers['x-total-rows']).toBe('2');
    const { rows, sheet } = await sheetOf(res.rawPayload);
    expect(rows).toEqual([
      ['Id', 'Número de serie', 'Nombre', 'Modelo', 'Estado', 'Asignado', 'Asignado el', 'Creado'],
      [deviceIds[0], `@SUM(${tag})`, '=HYPERLINK("http://evil")', '-2+3', 'En servicio', 'Sí', assignedAt, created],
      [deviceIds[1], `${tag}-2`, '\tcmd, "quoted" \\N\\t\nnext', '+1 555', 'En almacén', 'No', null, created],
    ]);
    expect(sheet.getCell('G2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Number);
    for (const ref of ['B2', 'C2', 'D2', 'C3', 'D3']) expect([ref, sheet.getCell(ref).type]).toEqual([ref, ExcelJS.ValueType.String]);
    expect(formulaCells(sheet)).toEqual([]);
  });

  it('keeps the order asked for, and an injection attempt in a condition is a value', async () => {
    const res = await exportOf(c.exportDeviceStatistics, { ...mine, columns: ['name', 'id'], orderBy: 'id', sortBy: 'desc' });
    expect(csvRows(res.body).slice(1).map((r) => r[1])).toEqual([...deviceIds].reverse().map(String));
    const evil = { conditions: [{ field: 'name', operator: 'eq', value: "x'); DROP TABLE devices; --", logic: 0 }], columns: ['id'] };
    for (const format of ['csv', 'xlsx']) {
      const injected = await exportOf(c.exportDeviceStatistics, { ...evil, format });
      expect(injected.statusCode, injected.body).toBe(200);
      expect(injected.headers['x-total-rows']).toBe('0');
    }
    expect((await t.db.selectFrom('devices').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n).toBeGreaterThan(1);
  });

  it.each(Object.entries(EXPORT_DASHBOARD))('%s writes the rows DashboardData answers, every column, in both formats', async (key, name) => {
    const endpoint = c[key as keyof typeof EXPORT_DASHBOARD];
    const keys = DASHBOARD_DECLARATIONS[name as DashboardName].columns.map((col) => col.key);
    const data = await dashboardData(t.db, { name: name as DashboardName, conditions: [], pageSize: 1000, offset: 0, orderBy: keys[1], sortBy: 'desc' });
    expect(data.TotalItems, 'the seeded rows').toBeGreaterThan(0);
    const body = { columns: keys, orderBy: keys[1], sortBy: 'desc' };
    const csv = await exportOf(endpoint, body);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['x-total-rows']).toBe(String(data.TotalItems));
    const [header, ...lines] = csvRows(csv.body);
    expect(header).toEqual(DASHBOARD_DECLARATIONS[name as DashboardName].columns.map((col) => col.label.en));
    expect(lines.map((r) => Number(r[0]))).toEqual(data.items.map((r) => r.id));
    const xlsx = await exportOf(endpoint, { ...body, format: 'xlsx' });
    const { rows } = await sheetOf(xlsx.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(data.items.map((r) => r.id));
  });
});

describe('ExportServiceRequests', () => {
  const range = { startDate: '2000-01-01', endDate: '2100-12-31' };
  const idsInRange = async () =>
    (await t.db.selectFrom('service_requests').select('id').where('date_created', '>=', new Date('2000-01-01')).orderBy('id').execute()).map((r) => r.id);

  it('writes every request of the range, every statistics column, as CSV and as XLSX', async () => {
    const ids = await idsInRange();
    expect(ids.length).toBeGreaterThan(0);
    const labels = DASHBOARD_DECLARATIONS.statistics.columns.map((col) => col.label.en);
    const csv = await call(t.app, c.exportServiceRequests, { token, query: range });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="service-requests_2000-01-01_2100-12-31.csv"');
    expect(csv.headers['x-total-rows']).toBe(String(ids.length));
    const [header, ...lines] = csvRows(csv.body);
    expect(header).toEqual(labels);
    expect(lines.map((r) => Number(r[0]))).toEqual(ids);
    const xlsx = await call(t.app, c.exportServiceRequests, { token, query: { ...range, format: 'xlsx', language: 'es' } });
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="service-requests_2000-01-01_2100-12-31.xlsx"');
    const { rows } = await sheetOf(xlsx.rawPayload);
    expect(rows[0]).toEqual(DASHBOARD_DECLARATIONS.statistics.columns.map((col) => col.label.es));
    expect(rows.slice(1).map((r) => r[0])).toEqual(ids);
    const dateCreated = rows.slice(1).map((r) => r[1]);
    expect(dateCreated.every((d) => d instanceof Date)).toBe(true);
    expect((dateCreated[0] as Date).toISOString()).toBe(lines[0][1]);
  });
});

describe('ExportServiceRequestStatistics', () => {
  it("writes the summary's table: every value of each category and the time stats, in Spanish", async () => {
    const q = { startDate: '2000-01-01', endDate: '2100-12-31', category: 0 };
    const summary = await summaryOf(t.db, { ...q, language: 'es', limit: 1_000_000 });
    const values = summary.groups.flatMap((g) => g.items);
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await exportOf(c.exportServiceRequestStatistics, { ...q, format, language: 'es' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="service-request-statistics_2000-01-01_2100-12-31.${format}"`);
      expect(res.headers['x-total-rows']).toBe(String(values.length + 2));
      const rows = format === 'csv' ? csvRows(res.body) : (await sheetOf(res.rawPayload)).rows;
      expect(rows[0]).toEqual(['Categoría', 'Valor', 'Cantidad', 'Mediana (min)', 'Percentil 90 (min)']);
      const counts = rows.slice(1, -2).map((r) => Number(r[2]));
      expect(counts).toEqual(values.map((v) => v.count));
      expect(rows[1][0]).toBe('Tipo de escaneo');
      const response = rows.at(-2)!;
      expect(response.slice(0, 3).map(String)).toEqual(['Tiempos', 'Respuesta (creada → despachada)', String(summary.timeStats!.response.count)]);
      if (format === 'xlsx') expect(typeof response[2]).toBe('number');
    }
  });
});

describe('bad input and access', () => {
  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Endpoint, 'body' | 'query', Record<string, unknown>, string][] = [
      [c.exportDeviceStatistics, 'body', { columns: ['id', 'password'] }, 'columns'],
      [c.exportDeviceStatistics, 'body', { columns: [] }, 'columns'],
      [c.exportDeviceStatistics, 'body', { columns: ['id'], format: 'pdf' }, 'format'],
      [c.exportDeviceStatistics, 'body', { columns: ['id'], startDate: '2024-02-01', endDate: '2024-01-01' }, 'endDate'],
      [c.exportDeviceStatistics, 'body', { columns: ['id'], conditions: [{ field: 'secret', operator: 'eq', value: 1, logic: 0 }] }, 'conditions'],
      [c.exportServiceRequestsAdhoc, 'body', { columns: ['id'], language: 'fr' }, 'language'],
      [c.exportServiceRequests, 'query', { startDate: '2024-01-01', endDate: '2024-01-01', format: 'pdf' }, 'format'],
      [c.exportServiceRequests, 'query', { startDate: '2024-02-01', endDate: '2024-01-01' }, 'endDate'],
      [c.exportServiceRequests, 'query', { startDate: 'yesterday', endDate: '2024-01-01' }, 'startDate'],
      [c.exportServiceRequestStatistics, 'body', { startDate: '2024-01-01', endDate: '2024-01-31', category: 9 }, 'category'],
    ];
    for (const [endpoint, where, input, field] of cases) {
      const res = await call(t.app, endpoint, { token, [where]: where === 'query' ? (input as Record<string, string>) : input });
      expect(res.statusCode, `${endpoint.url} ${JSON.stringify(input)}: ${res.body}`).toBe(400);
      expect(res.body).toContain(field);
      expect(res.headers['x-total-rows']).toBeUndefined();
    }
  });

  it('answers 401 without a token and 403 to a user without a console role', async () => {
    const exports = [c.exportServiceRequests, c.exportServiceRequestStatistics, ...Object.keys(EXPORT_DASHBOARD).map((k) => c[k as keyof typeof EXPORT_DASHBOARD])];
    const tech = (await login(t.app, 'demo.tech')).access_token;
    for (const endpoint of exports) {
      const input = endpoint.method === 'GET' ? { query: { startDate: '2024-01-01', endDate: '2024-01-31' } } : { body: { columns: ['id'], startDate: '2024-01-01', endDate: '2024-01-31', category: 0 } };
      expect((await call(t.app, endpoint, input)).statusCode, endpoint.url).toBe(401);
      expect((await call(t.app, endpoint, { ...input, token: tech })).statusCode, endpoint.url).toBe(403);
    }
  });
});

describe("the XLSX writer's thread", () => {
  const columns: XlsxColumn[] = [{ label: 'a', kind: 'text' }];

  it('ends the file with the error when the rows fail, or when the writer fails', async () => {
    const rows = xlsxStream('s', columns, async function* () {
      yield { rows: [['x']] };
      throw new Error('the rows failed');
    });
    await expect(buffer(rows)).rejects.toThrow('the rows failed');
    // A kind the writer does not know: its thread fails on the first row, and says why.
    const writer = xlsxStream('s', [{ label: 'a', kind: 'nonsense' as never }], async function* () {
      yield { rows: [['x']] };
    });
    await expect(buffer(writer)).rejects.toThrow(/the XLSX writer failed: TypeError/);
  });

  it('writes text as string cells without a leading apostrophe, whatever it starts with, from rows and from COPY bytes', async () => {
    const kinds: XlsxColumn[] = [
      { label: '=label', kind: 'text' },
      { label: 'text', kind: 'text' },
      { label: 'number', kind: 'number' },
    ];
    for (const input of [{ rows: [['=1+1', '-5', '-5']] }, { bytes: new TextEncoder().encode('=1+1\t-5\t-5\n') }]) {
      const { rows, sheet } = await sheetOf(await buffer(xlsxStream('s', kinds, async function* () {
        yield input;
      })));
      expect(rows).toEqual([
        ['=label', 'text', 'number'],
        ['=1+1', '-5', -5],
      ]);
      expect([sheet.getCell('A2').type, sheet.getCell('B2').type, sheet.getCell('C2').type]).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String, ExcelJS.ValueType.Number]);
      expect(formulaCells(sheet)).toEqual([]);
    }
  });

  it('tells the rows to stop as soon as the reader goes away, and reads no more of them', async () => {
    let signal: AbortSignal | undefined;
    let pages = 0;
    const stream = xlsxStream('s', columns, async function* (s) {
      signal = s;
      for (; !s.aborted; pages++) {
        yield { rows: Array.from({ length: 500 }, (_, i) => [`row ${i}`]) };
        await sleep(1);
      }
    });
    await once(stream, 'data');
    stream.destroy();
    expect(signal?.aborted).toBe(true);
    const seen = pages;
    await sleep(100);
    expect(pages - seen).toBeLessThanOrEqual(1);
  });
});
