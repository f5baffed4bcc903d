/** Device tools and tool makes: GetAllTools, GetToolsForListing (TotalItems), GetToolMakes, AddToolMake, DeleteToolMake (refused while used). */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_STATUSES } from '../../../contract/device';
import { type Tool, type ToolMake, toolsContract as c } from '../../../contract/tools';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let deviceId = 0;
let serial = '';
const make = { id: 0, name: '' };
const other = { id: 0, name: '' };
const TOOLS = [
  { name: 'radar target plate', part_number: 'RT-100', calibration_due_date: '2026-03-01' },
  { name: 'ADAS calibration frame', part_number: 'MA600', calibration_due_date: '2025-12-15' },
  { name: 'Battery support unit', part_number: 'EEBM310', calibration_due_date: null },
  { name: 'Camera pattern board', part_number: 'X431-P', calibration_due_date: '2027-01-20' },
];

const addMake = async (name: string) => (await t.db.insertInto('tool_makes').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow());

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  const tag = randomBytes(3).toString('hex').toUpperCase();
  serial = `TL${tag}`;
  deviceId = (
    await t.db
      .insertInto('devices')
      .values({ serial_number: serial, name: 'Bay 1 TechPRO', manufacturer: 'MAHLE', brand: 'TechPRO', model: 'TechPRO 2', business_id: null, status_id: DEVICE_STATUSES.inStock })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  Object.assign(make, await addMake(`Tester ${tag}`));
  Object.assign(other, await addMake(`Other ${tag}`));
  await t.db
    .insertInto('device_tools')
    .values(TOOLS.map((tool, i) => ({ ...tool, device_id: deviceId, tool_make_id: i === 3 ? other.id : make.id, serial_number: `S${i}` })))
    .execute();
});

const list = (query: Record<string, string> = {}) => call(t.app, c.getToolsForListing, { token, query: { deviceId: String(deviceId), ...query } });
const rows = async (query: Record<string, string> = {}) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tool[]>();
};
const byName = (names: string[]) => [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('device/GetToolsForListing', () => {
  it("answers a device's tools by name, the first row carrying TotalItems", async () => {
    const page = await rows();
    expect(page.map((r) => r.name)).toEqual(byName(TOOLS.map((x) => x.name)));
    expect(page[0].TotalItems).toBe(TOOLS.length);
    expect(page.slice(1).every((r) => r.TotalItems === undefined)).toBe(true);
    expect(page.find((r) => r.partNumber === 'MA600')).toMatchObject({ deviceId, deviceSerialNumber: serial, toolMakeId: make.id, toolMakeName: make.name, calibrationDueDate: '2025-12-15', isActive: true, version: 1 });
  });

  it('pages, searches, sorts and filters by make', async () => {
    const [first, second] = [await rows({ pageSize: '3' }), await rows({ pageSize: '3', offset: '3' })];
    expect([first.length, second.length, second[0].TotalItems]).toEqual([3, 1, 4]);
    expect(await rows({ offset: '4' })).toEqual([]);
    expect((await rows({ search: 'ma6' })).map((r) => r.partNumber)).toEqual(['MA600']);
    expect((await rows({ search: other.name.toLowerCase() })).map((r) => r.partNumber)).toEqual(['X431-P']);
    expect((await rows({ orderBy: 'calibrationDueDate', sortBy: 'desc' })).map((r) => r.calibrationDueDate)).toEqual(['2027-01-20', '2026-03-01', '2025-12-15', null]);
    expect((await rows({ toolMakeId: String(other.id) })).map((r) => r.name)).toEqual(['Camera pattern board']);
  });

  it('refuses bad input with 400 naming the field, and an unknown device with 404', async () => {
    for (const [query, field] of [
      [{ orderBy: 'password' }, 'orderBy'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ deviceId: 'x' }, 'deviceId'],
      [{ colour: 'red' }, ''],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      if (field) expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
    expect((await list({ deviceId: '99999999' })).statusCode).toBe(404);
  });
});

describe('device/GetAllTools', () => {
  it("answers every tool of a device, or of a make, by name; 404 for an unknown one", async () => {
    const mine = await call(t.app, c.getAllTools, { token, query: { deviceId: String(deviceId) } });
    expect(mine.json<Tool[]>().map((r) => r.name)).toEqual(byName(TOOLS.map((x) => x.name)));
    expect(mine.json<Tool[]>().every((r) => r.TotalItems === undefined)).toBe(true);
    const ofMake = await call(t.app, c.getAllTools, { token, query: { toolMakeId: String(other.id) } });
    expect(ofMake.json<Tool[]>().map((r) => r.serialNumber)).toEqual(['S3']);
    expect((await call(t.app, c.getAllTools, { token, query: { toolMakeId: '99999999' } })).statusCode).toBe(404);
    expect((await call(t.app, c.getAllTools, { token, query: { deviceId: '0' } })).statusCode).toBe(400);
  });
});

describe('device/GetToolMakes and AddToolMake', () => {
  it('lists the makes by name with their tool counts, the demo makes included', async () => {
    const makes = (await call(t.app, c.getToolMakes, { token })).json<ToolMake[]>();
    expect(makes.map((m) => m.name)).toEqual(expect.arrayContaining(['Autel', 'Launch', 'Bosch', 'Hunter', 'Snap-on']));
    expect(makes.find((m) => m.id === make.id)?.toolCount).toBe(3);
    expect(makes.map((m) => m.name)).toEqual(byName(makes.map((m) => m.name)));
  });

  it('adds a make, and refuses a name another make has in any case, writing nothing', async () => {
    const res = await call(t.app, c.addToolMake, { token, body: { name: '  Corghi  ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ToolMake>()).toMatchObject({ name: 'Corghi', toolCount: 0 });
    const dup = await call(t.app, c.addToolMake, { token, body: { name: 'CORGHI' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ message: string; code: string }>()).toMatchObject({ code: 'duplicate', message: "A tool make named 'CORGHI' already exists." });
    const named = await t.db.selectFrom('tool_makes').select('id').where(t.db.fn('lower', ['name']), '=', 'corghi').execute();
    expect(named).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const body of [{ name: '' }, { name: 'x'.repeat(61) }, {}, { name: 'Ok', id: 3 }]) {
      const res = await call(t.app, c.addToolMake, { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const empty = await call(t.app, c.addToolMake, { token, body: { name: ' ' } });
    expect(empty.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['name']);
  });
});

describe('device/DeleteToolMake', () => {
  it('deletes an unused make, answered never cached', async () => {
    const unused = await addMake(`Unused ${randomBytes(3).toString('hex')}`);
    const res = await call(t.app, c.deleteToolMake, { token, query: { id: String(unused.id) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await t.db.selectFrom('tool_makes').select('id').where('id', '=', unused.id).executeTakeFirst()).toBeUndefined();
    expect((await call(t.app, c.deleteToolMake, { token, query: { id: String(unused.id) } })).statusCode).toBe(404);
  });

  it('refuses a make tools use, naming how many and which, and writes nothing', async () => {
    const res = await call(t.app, c.deleteToolMake, { token, query: { id: String(make.id) } });
    expect(res.statusCode).toBe(409);
    const body = res.json<{ message: string; code: string }>();
    expect(body.code).toBe('in_use');
    expect(body.message).toContain(`Tool make '${make.name}' is used by 3 tools`);
    expect(body.message).toContain(`ADAS calibration frame (${serial})`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, c.getAllTools, { token, query: { toolMakeId: String(make.id) } })).json<Tool[]>()).toHaveLength(3);
    const one = await call(t.app, c.deleteToolMake, { token, query: { id: String(other.id) }, headers: { 'accept-language': 'es' } });
    expect(one.json<{ message: string }>().message).toBe(
      `La marca de herramienta «${other.name}» la usa 1 herramienta, Camera pattern board (${serial}): no se puede eliminar mientras una herramienta la use.`,
    );
  });

  it('refuses a bad id with 400', async () => {
    expect((await call(t.app, c.deleteToolMake, { token, query: { id: '0' } })).statusCode).toBe(400);
    expect((await call(t.app, c.deleteToolMake, { token })).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('needs a bearer token with a console role for every tool call, and DeleteToolMake only as a GET', async () => {
    const tech = (await login(t.app, 'demo.tech')).access_token;
    const calls = [
      [c.getAllTools, { query: { deviceId: String(deviceId) } }],
      [c.getToolsForListing, { query: { deviceId: String(deviceId) } }],
      [c.getToolMakes, {}],
      [c.addToolMake, { body: { name: 'Nope' } }],
      [c.deleteToolMake, { query: { id: String(make.id) } }],
    ] as const;
    for (const [endpoint, input] of calls) {
      expect((await call(t.app, endpoint, input)).statusCode, endpoint.path).toBe(401);
      expect((await call(t.app, endpoint, { ...input, token: tech })).statusCode, endpoint.path).toBe(403);
    }
    const cookie = await call(t.app, c.deleteToolMake, { query: { id: String(make.id) }, headers: { cookie: `access_token=${token}` } });
    expect(cookie.statusCode).toBe(401);
    const post = await call(t.app, { method: 'POST', url: c.deleteToolMake.url }, { token, query: { id: String(make.id) } });
    expect(post.statusCode).toBe(404);
    expect(await t.db.selectFrom('tool_makes').select('id').where('name', '=', 'Nope').executeTakeFirst()).toBeUndefined();
  });
});
