/** lookup/GetScanTools, SaveScanTool, RemoveScanTool: listing by app, saving with version, the in-use refusal. */
import { beforeAll, describe, expect, it } from 'vitest';
import { reportsContract as c, type ScanTool } from '../../../contract/reports';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let techToken = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  techToken = (await login(t.app, 'demo.tech')).access_token;
});

const list = async (query: Record<string, string> = {}) => (await call(t.app, c.getScanTools, { token, query })).json<ScanTool[]>();
const save = (body: unknown) => call(t.app, c.saveScanTool, { token, body });
const remove = (query: Record<string, string>) => call(t.app, c.removeScanTool, { token, query });
const table = () => t.db.selectFrom('scan_tools').selectAll().orderBy('id').execute();
const tool = (name: string) => t.db.selectFrom('scan_tools').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const makeId = async (make: string) => (await t.db.selectFrom('makes').select('id').where('make', '=', make).executeTakeFirstOrThrow()).id;

describe('lookup/GetScanTools', () => {
  it('lists the active seeded tools by app and name; showAll adds the inactive ones', async () => {
    const active = await list();
    expect(active.length).toBeGreaterThanOrEqual(10);
    expect(active.find((s) => s.name === 'Launch X-431 PAD VII')).toMatchObject({ appId: 1, isSWS: true, isInactive: false, version: 1 });
    expect(active.map((s) => s.appId)).toEqual([...active.map((s) => s.appId)].sort((a, b) => a - b));
    expect(active.some((s) => s.isInactive)).toBe(false);
    expect((await list({ showAll: 'true' })).find((s) => s.name === 'Texa Navigator TXTs')).toMatchObject({ isInactive: true });
  });

  it('filters by app; 0 is all apps', async () => {
    const glass = await list({ appId: '2' });
    expect(glass.length).toBeGreaterThan(0);
    expect(glass.every((s) => s.appId === 2)).toBe(true);
    expect(await list({ appId: '0' })).toEqual(await list());
  });

  it.each([['appId', { appId: '3' }], ['showAll', { showAll: 'yes' }], ['area', { area: '1' }]])('refuses a bad %s with 400 naming it', async (field, query) => {
    const res = await call(t.app, c.getScanTools, { token, query });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});

describe('lookup/SaveScanTool', () => {
  let created: ScanTool;

  it('creates a tool from id 0 and updates it with its version', async () => {
    const res = await save({ id: 0, name: 'Autel MaxiSys MS909', makeId: await makeId('Kia'), appId: 5 });
    expect(res.statusCode).toBe(200);
    created = res.json<ScanTool>();
    expect(created).toMatchObject({ name: 'Autel MaxiSys MS909', isSWS: false, swsMakeId: null, appId: 5, isInactive: false, version: 1 });
    const sws = await makeId('Kia');
    const updated = await save({ ...created, isSWS: true, swsMakeId: sws });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, isSWS: true, swsMakeId: sws, version: 2 });
    created = updated.json<ScanTool>();
    expect(await tool('Autel MaxiSys MS909')).toMatchObject({ is_sws: true, version: 2 });
  });

  it('refuses a stale version with 409 and keeps the stored tool', async () => {
    const res = await save({ ...created, name: 'Overwritten', version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale');
    expect(await tool('Autel MaxiSys MS909')).toMatchObject({ version: 2 });
  });

  it('refuses a second tool of the same name in the same app (in any case), but not in another app', async () => {
    const kia = await makeId('Kia');
    expect((await save({ id: 0, name: 'autel maxisys ms909', makeId: kia, appId: 5 })).statusCode).toBe(409);
    expect((await save({ id: 0, name: 'Autel MaxiSys MS909', makeId: kia, appId: 1 })).statusCode).toBe(200);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a make that does not exist', { makeId: 999_999 }, 'makeId'],
    ['an SWS make that does not exist', { isSWS: true, swsMakeId: 999_999 }, 'swsMakeId'],
    ['SWS without an SWS make', { isSWS: true }, 'swsMakeId'],
    ['an SWS make on a tool that is not SWS', { swsMakeId: 3 }, 'swsMakeId'],
    ['an app that is not a solution', { appId: 3 }, 'appId'],
    ['the All filter as an app', { appId: 0 }, 'appId'],
    ['an unknown field', { color: 'red' }, 'color'],
    ['an update without its version', { id: 1 }, 'version'],
  ])('refuses %s with 400 naming %s, writing nothing', async (_name, change, field) => {
    const before = await table();
    const res = await save({ id: 0, name: 'Valid Tool', makeId: await makeId('Audi'), appId: 1, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await table()).toEqual(before);
  });
});

describe('the in-use rule', () => {
  it('refuses to remove the only SWS tool active SWS report templates of its app use, naming them', async () => {
    const launch = await tool('Launch X-431 PAD VII');
    const before = await table();
    const res = await remove({ id: String(launch.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'in_use' });
    expect(res.json().message).toMatch(/Launch X-431 PAD VII.*only active SWS scan tool for BMW in UK\/Europe.*#\d+ \(Scan Readings\)/);
    expect(await table()).toEqual(before);
  });

  it('refuses to deactivate it or move it to another app the same way, and allows other edits', async () => {
    const launch = await tool('Launch X-431 PAD VII');
    const body = { id: launch.id, name: launch.name, makeId: launch.make_id, isSWS: true, swsMakeId: launch.sws_make_id, appId: 1, version: launch.version };
    expect((await save({ ...body, isInactive: true })).json()).toMatchObject({ code: 'in_use' });
    expect((await save({ ...body, appId: 2 })).statusCode).toBe(409);
    expect((await save({ ...body, isSWS: false, swsMakeId: null })).statusCode).toBe(409);
    expect(await tool('Launch X-431 PAD VII')).toMatchObject({ version: launch.version, is_inactive: false });
    expect((await save({ ...body, name: 'Launch X-431 PAD VII S' })).statusCode).toBe(200);
  });

  it('removes it once another active SWS tool of the app serves the same make', async () => {
    const bmw = await makeId('BMW');
    expect((await save({ id: 0, name: 'BMW ISTA+', makeId: bmw, isSWS: true, swsMakeId: bmw, appId: 1 })).statusCode).toBe(200);
    const launch = await tool('Launch X-431 PAD VII S');
    const res = await remove({ id: String(launch.id), version: String(launch.version) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await list({ showAll: 'true' })).map((s) => s.id)).not.toContain(launch.id);
  });

  it('removes a tool no template uses; refuses a stale version, an unknown id and a bad id', async () => {
    const bosch = await tool('Bosch KTS 590');
    expect((await remove({ id: String(bosch.id), version: String(bosch.version + 1) })).statusCode).toBe(409);
    expect((await remove({ id: String(bosch.id) })).statusCode).toBe(200);
    expect((await remove({ id: String(bosch.id) })).statusCode).toBe(404);
    const bad = await remove({ id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('access', () => {
  it.each([
    ['GetScanTools', c.getScanTools, {}],
    ['SaveScanTool', c.saveScanTool, { body: { id: 0, name: 'Nope', makeId: 1, appId: 1 } }],
    ['RemoveScanTool', c.removeScanTool, { query: { id: '1' } }],
  ])('%s answers 401 without a token and 403 to a Technician, writing nothing', async (_name, endpoint, input) => {
    const before = await table();
    expect((await call(t.app, endpoint, input)).statusCode).toBe(401);
    expect((await call(t.app, endpoint, { ...input, token: techToken })).statusCode).toBe(403);
    expect(await table()).toEqual(before);
  });
});
