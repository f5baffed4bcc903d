/** lookup/GetReportTemplates, SaveReportTemplate, RemoveReportTemplate: by area and app, placeholders checked, saved with version. */
import { beforeAll, describe, expect, it } from 'vitest';
import { templateProblem } from '../../../contract/reportPlaceholders';
import { reportsContract as c, type ReportTemplate } from '../../../contract/reports';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let techToken = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  techToken = (await login(t.app, 'demo.tech')).access_token;
});

const list = async (query: Record<string, string> = {}) => (await call(t.app, c.getReportTemplates, { token, query })).json<ReportTemplate[]>();
const save = (body: unknown) => call(t.app, c.saveReportTemplate, { token, body });
const table = () => t.db.selectFrom('report_templates').selectAll().orderBy('id').execute();
const lookupId = async (key: string, text: string) => (await t.db.selectFrom('lookups').select('id').where('key', '=', key).where('text', '=', text).executeTakeFirstOrThrow()).id;
const makeId = async (make: string) => (await t.db.selectFrom('makes').select('id').where('make', '=', make).executeTakeFirstOrThrow()).id;
const valid = async () => ({ id: 0, area: 1, productId: await lookupId('product', 'Pre/post scan'), order: 3, appId: 4, template: '<p>{{recommendation.text}}</p>' });

describe('lookup/GetReportTemplates', () => {
  it('lists the seeded templates of every area, each holding only placeholders its area knows', async () => {
    const all = await list();
    expect(new Set(all.map((r) => r.area))).toEqual(new Set([0, 1, 2, 3]));
    for (const r of all) expect(templateProblem(r.template, r.area), r.template).toBeNull();
    expect(all.find((r) => r.isAdd)).toBeDefined();
  });

  it('filters by area and by app (0: all apps)', async () => {
    const readings = await list({ area: '2' });
    expect(readings.length).toBeGreaterThan(0);
    expect(readings.every((r) => r.area === 2)).toBe(true);
    const uk = await list({ area: '2', appId: '1' });
    expect(uk.length).toBeGreaterThan(0);
    expect(uk.every((r) => r.area === 2 && r.appId === 1)).toBe(true);
    expect(await list({ area: '2', appId: '0' })).toEqual(readings);
  });

  it.each([['area', { area: '4' }], ['appId', { appId: '6' }], ['area', { area: 'x' }]])('refuses a bad %s with 400 naming it', async (field, query) => {
    const res = await call(t.app, c.getReportTemplates, { token, query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('lookup/SaveReportTemplate', () => {
  let created: ReportTemplate;

  it('creates a template from id 0 and updates it with its version', async () => {
    const res = await save(await valid());
    expect(res.statusCode).toBe(200);
    created = res.json<ReportTemplate>();
    expect(created).toMatchObject({ area: 1, order: 3, appId: 4, isSWS: false, swsMakeId: null, isAdd: false, isInactive: false, version: 1 });
    const addId = await lookupId('product.add', 'DTC clearing');
    const jeep = await makeId('Jeep');
    const res2 = await save({ ...created, isAdd: true, productId: addId, isSWS: true, swsMakeId: jeep, template: '{{ recommendation.priority }}: {{calibration.required}}' });
    expect(res2.statusCode).toBe(200);
    created = res2.json<ReportTemplate>();
    expect(created).toMatchObject({ isAdd: true, productId: addId, swsMakeId: jeep, version: 2 });
    expect((await list({ area: '1', appId: '4' })).map((r) => r.id)).toContain(created.id);
  });

  it('keeps HTML as written (the console sanitises it when it shows it)', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>{{recommendation.text}}';
    const res = await save({ ...created, template: payload });
    expect(res.statusCode).toBe(200);
    created = res.json<ReportTemplate>();
    expect(created.template).toBe(payload);
  });

  it('refuses a stale version with 409 and keeps the stored template', async () => {
    const res = await save({ ...created, order: 9, version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale');
    expect((await table()).find((r) => r.id === created.id)).toMatchObject({ sort_order: 3, version: created.version });
  });

  it.each([
    ['an unknown placeholder', { template: 'VIN {{vehicle.vin}} read by {{scan.module}}' }, 'template', /unknown placeholder \{\{scan\.module\}\} for the area Recommendations/],
    ['a malformed placeholder', { template: 'VIN {{vehicle vin}}' }, 'template', /malformed placeholder "\{\{vehicle vin\}\}"/],
    ['an unclosed placeholder', { template: 'VIN {{vehicle.vin' }, 'template', /malformed/],
    ['a stray closing brace pair', { template: 'VIN vehicle.vin}}' }, 'template', /malformed/],
    ['an empty template', { template: '   ' }, 'template', /empty/],
    ['a template too long', { template: 'x'.repeat(4001) }, 'template', /4000/],
    ['an area out of range', { area: 4 }, 'area', /0, 1, 2 or 3/],
    ['a product that is a product add', { productId: 0 }, 'productId', /product/],
    ['a negative order', { order: -1 }, 'order', /0 or more/],
    ['an app that is not a solution', { appId: 0 }, 'appId', /1, 2, 4, 5/],
    ['SWS without an SWS make', { isSWS: true }, 'swsMakeId', /isSWS/],
    ['an SWS make that does not exist', { isSWS: true, swsMakeId: 999_999 }, 'swsMakeId', /not a make/],
    ['an unknown field', { body: 'x' }, 'body', /not a known field/],
    ['an update without its version', { id: 1 }, 'version', /required/],
  ])('refuses %s with 400 naming %s, writing nothing', async (_name, change, field, message) => {
    const before = await table();
    const res = await save({ ...(await valid()), ...change });
    expect(res.statusCode).toBe(400);
    const err = res.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(err.errors.map((e) => e.field)).toContain(field);
    expect(err.message).toMatch(message);
    expect(await table()).toEqual(before);
  });

  it('refuses a product of the wrong kind: a product add without isAdd, a product with isAdd', async () => {
    const before = await table();
    const addId = await lookupId('product.add', 'DTC clearing');
    const productId = await lookupId('product', 'Pre/post scan');
    for (const body of [{ ...(await valid()), productId: addId }, { ...(await valid()), productId, isAdd: true }]) {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('productId');
    }
    expect(await table()).toEqual(before);
  });
});

describe('lookup/RemoveReportTemplate', () => {
  it('removes a template with its version, refusing a stale one', async () => {
    const [first] = await list({ area: '3', appId: '5' });
    expect((await call(t.app, c.removeReportTemplate, { token, query: { id: String(first.id), version: String(first.version + 1) } })).statusCode).toBe(409);
    const res = await call(t.app, c.removeReportTemplate, { token, query: { id: String(first.id), version: String(first.version) } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await list({ showAll: 'true' })).map((r) => r.id)).not.toContain(first.id);
    expect((await call(t.app, c.removeReportTemplate, { token, query: { id: String(first.id) } })).statusCode).toBe(404);
    expect((await call(t.app, c.removeReportTemplate, { token, query: { id: '0' } })).json().errors[0].field).toBe('id');
  });
});

describe('access', () => {
  it.each([
    ['GetReportTemplates', c.getReportTemplates, {}],
    ['SaveReportTemplate', c.saveReportTemplate, { body: { id: 0, area: 0, productId: 1, appId: 1, template: 'x' } }],
    ['RemoveReportTemplate', c.removeReportTemplate, { query: { id: '1' } }],
  ])('%s answers 401 without a token and 403 to a Technician, writing nothing', async (_name, endpoint, input) => {
    const before = await table();
    expect((await call(t.app, endpoint, input)).statusCode).toBe(401);
    expect((await call(t.app, endpoint, { ...input, token: techToken })).statusCode).toBe(403);
    expect(await table()).toEqual(before);
  });
});
