/** Device files: GetAllDeviceFiles (the demo files, by model), GetDeviceFileById, UpdateDeviceFile (id 0 adds; stale refused). */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_FILE_TYPES, type DeviceFile, deviceFilesContract as c } from '../../../contract/deviceFiles';
import { REFERENCE_KEYS } from '../../../contract/references';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let models: { id: number; model: string }[] = [];
let tracks: { id: number; text: string }[] = [];
/** A lookup item of another type than release tracks. */
let serverProfileId = 0;
const fileName = () => `test-${randomBytes(4).toString('hex')}.bin`;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  models = await t.db.selectFrom('device_models').select(['id', 'model']).orderBy('id').execute();
  serverProfileId = (await t.db.selectFrom('lookups').select('id').where('key', '=', REFERENCE_KEYS.serverProfile).executeTakeFirstOrThrow()).id;
  tracks = await t.db.selectFrom('lookups').select(['id', 'text']).where('key', '=', REFERENCE_KEYS.releaseTrack).orderBy('id').execute();
});

const track = (text: string) => tracks.find((x) => x.text === text)?.id ?? 0;
const newFile = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  name: fileName(),
  fileTypeId: DEVICE_FILE_TYPES.firmware,
  fileVersion: '1.0.0',
  targetModelIds: [models[0].id, models[1].id],
  releaseTrackId: track('Production'),
  releaseNotes: 'First release.',
  isActive: true,
  ...overrides,
});
const save = (body: unknown, headers?: Record<string, string>) => call(t.app, c.updateDeviceFile, { token, body, headers });
const add = async (overrides: Record<string, unknown> = {}) => {
  const res = await save(newFile(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeviceFile>();
};
const byId = async (id: number) => (await call(t.app, c.getDeviceFileById, { token, query: { id: String(id) } })).json<DeviceFile>();

describe('device/GetAllDeviceFiles and GetDeviceFileById', () => {
  it('answers the demo files with their target models and release track, by name', async () => {
    const res = await call(t.app, c.getAllDeviceFiles, { token });
    expect(res.statusCode, res.body).toBe(200);
    const files = res.json<DeviceFile[]>();
    const techpro = models.find((m) => m.model === 'TechPRO 2')?.id;
    expect(files.find((f) => f.name === 'techpro2-firmware.bin' && f.fileVersion === '4.18.2')).toMatchObject({
      fileTypeId: DEVICE_FILE_TYPES.firmware,
      targetModelIds: [techpro],
      releaseTrackId: track('Production'),
      isActive: true,
      version: 1,
    });
    expect(new Set(files.map((f) => f.fileTypeId))).toEqual(new Set(Object.values(DEVICE_FILE_TYPES)));
    expect(files.map((f) => f.name.toLowerCase())).toEqual([...files.map((f) => f.name.toLowerCase())].sort());
    expect(await byId(files[0].id)).toEqual(files[0]);
  });

  it('answers only the files that target a model with deviceModelId', async () => {
    const model = models.find((m) => m.model === 'PAD VII');
    const res = await call(t.app, c.getAllDeviceFiles, { token, query: { deviceModelId: String(model?.id) } });
    const files = res.json<DeviceFile[]>();
    expect(files.length).toBeGreaterThan(1);
    expect(files.every((f) => f.targetModelIds.includes(model?.id ?? -1))).toBe(true);
    expect((await call(t.app, c.getAllDeviceFiles, { token, query: { deviceModelId: '0' } })).statusCode).toBe(400);
  });

  it('answers 404 naming a file that does not exist, in Spanish when asked', async () => {
    const res = await call(t.app, c.getDeviceFileById, { token, query: { id: '99999999' }, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('No se encontró el archivo de dispositivo 99999999.');
  });
});

describe('device/UpdateDeviceFile', () => {
  it('adds a file with id 0, with its target models', async () => {
    const made = await add({ fileTypeId: DEVICE_FILE_TYPES.calibrationData, releaseNotes: '  ' });
    expect(made).toMatchObject({ fileTypeId: DEVICE_FILE_TYPES.calibrationData, fileVersion: '1.0.0', targetModelIds: [models[0].id, models[1].id], releaseNotes: null, version: 1 });
    expect(await byId(made.id)).toEqual(made);
  });

  it('updates at the version, replacing the target models, and refuses a stale edit without writing', async () => {
    const made = await add();
    const body = { ...newFile({ name: made.name, fileVersion: '1.0.1', releaseTrackId: track('Beta'), targetModelIds: [models[2].id] }), id: made.id, version: made.version };
    const saved = await save(body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<DeviceFile>()).toMatchObject({ fileVersion: '1.0.1', releaseTrackId: track('Beta'), targetModelIds: [models[2].id], version: 2 });
    const stale = await save({ ...body, fileVersion: '9.9.9', targetModelIds: [models[3].id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('stale');
    expect(await byId(made.id)).toMatchObject({ fileVersion: '1.0.1', targetModelIds: [models[2].id], version: 2 });
  });

  it('refuses a name and file version another file has (any case), and an unknown id', async () => {
    const made = await add();
    const dup = await save(newFile({ name: made.name.toUpperCase(), fileVersion: made.fileVersion }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ code: string }>().code).toBe('duplicate');
    expect((await call(t.app, c.getAllDeviceFiles, { token })).json<DeviceFile[]>().filter((f) => f.name.toLowerCase() === made.name)).toHaveLength(1);
    expect((await save({ ...newFile(), id: 99999999, version: 1 })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('device_files').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const [body, field] of [
      [newFile({ name: '' }), 'name'],
      [newFile({ name: '../etc/passwd' }), 'name'],
      [newFile({ fileVersion: 'one point two' }), 'fileVersion'],
      [newFile({ fileTypeId: 9 }), 'fileTypeId'],
      [newFile({ targetModelIds: [] }), 'targetModelIds'],
      [newFile({ targetModelIds: [models[0].id, models[0].id] }), 'targetModelIds'],
      [newFile({ targetModelIds: [99999999] }), 'targetModelIds'],
      [newFile({ releaseTrackId: 99999999 }), 'releaseTrackId'],
      [newFile({ releaseTrackId: serverProfileId }), 'releaseTrackId'],
      [newFile({ id: 5 }), 'version'],
      [{ ...newFile(), checksum: 'abc' }, ''],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field), JSON.stringify(body)).toContain(field);
    }
    expect(await count()).toBe(before);
    const es = await save(newFile({ targetModelIds: [] }), { 'accept-language': 'es' });
    expect(es.json<{ message: string }>().message).toContain('debe indicar al menos un modelo de dispositivo');
  });
});

describe('access', () => {
  it('needs a console role for every device file call', async () => {
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.getAllDeviceFiles)).statusCode).toBe(401);
    expect((await call(t.app, c.getAllDeviceFiles, { token: tech })).statusCode).toBe(403);
    expect((await call(t.app, c.getDeviceFileById, { token: tech, query: { id: '1' } })).statusCode).toBe(403);
    expect((await call(t.app, c.updateDeviceFile, { body: newFile() })).statusCode).toBe(401);
    expect((await call(t.app, c.updateDeviceFile, { token: tech, body: newFile() })).statusCode).toBe(403);
  });
});
