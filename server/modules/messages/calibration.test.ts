/** Calibration recommendations (spec §7 Calibration): list with the make filter, one, batch save, delete. */
import { beforeAll, describe, expect, it } from 'vitest';
import { messagesContract as c } from '../../../contract/messages';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let tech = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  tech = (await login(t.app, 'demo.tech')).access_token;
});

type Rec = { id: number; nickname: string; vehicleMake: number; vehicleMakeName: string; recommendation: string; isInactive: boolean; version: number };
type Result = { index: number; id: number; success: boolean; message?: string; version?: number };
const list = (query?: Record<string, string>) => call(t.app, c.getCalibrationRecommendations, { token, query });
const one = (id: string) => call(t.app, c.getCalibrationRecommendation, { token, query: { id } });
const save = (body: unknown) => call(t.app, c.saveCalibrationRecommendations, { token, body });
const remove = (query: Record<string, string>) => call(t.app, c.deleteCalibrationRecommendation, { token, query });
const table = () => t.db.selectFrom('calibration_recommendations').selectAll().orderBy('id').execute();
const makeId = async (make: string) => (await t.db.selectFrom('makes').select('id').where('make', '=', make).executeTakeFirstOrThrow()).id;
const byNickname = (nickname: string) => t.db.selectFrom('calibration_recommendations').selectAll().where('nickname', '=', nickname).executeTakeFirst();

describe('calibrate/getCalibrationRecommendations', () => {
  it('lists every recommendation, inactive ones included, by make then nickname, with the make name', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const rows = res.json<Rec[]>();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.find((r) => r.nickname === 'EyeSight stereo camera')).toMatchObject({ vehicleMakeName: 'Subaru', vehicleMake: await makeId('Subaru'), isInactive: false, version: 1 });
    expect(rows.some((r) => r.isInactive)).toBe(true);
    const keys = rows.map((r) => `${r.vehicleMakeName.toLowerCase()}|${r.nickname.toLowerCase()}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters by vehicleMake', async () => {
    const toyota = await makeId('Toyota');
    const rows = (await list({ vehicleMake: String(toyota) })).json<Rec[]>();
    expect(rows.map((r) => r.nickname).sort()).toEqual(['Front radar', 'Windshield camera']);
    expect((await list({ vehicleMake: String(await makeId('Saturn')) })).json()).toEqual([]);
  });

  it.each([['abc'], ['0'], ['1.5']])('refuses vehicleMake=%s, naming it', async (value) => {
    const res = await list({ vehicleMake: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('vehicleMake');
  });
});

describe('calibrate/getCalibrationRecommendation', () => {
  it('answers one recommendation, 404 for an unknown id and 400 for a bad one', async () => {
    const [first] = await table();
    expect((await one(String(first.id))).json()).toMatchObject({ id: first.id, nickname: first.nickname, recommendation: first.recommendation });
    expect((await one('999999')).statusCode).toBe(404);
    const bad = await one('x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('calibrate/saveCalibrationRecommendations', () => {
  it('inserts id-0 rows and updates changed rows, one result per row', async () => {
    const honda = await makeId('Honda');
    const existing = (await byNickname('Forward camera'))!;
    const res = await save([
      { id: 0, nickname: 'Rear camera', vehicleMake: honda, recommendation: 'Aim the rear camera after a tailgate repair.' },
      { id: existing.id, nickname: 'Forward camera', vehicleMake: existing.vehicle_make, recommendation: 'Static calibration, then a test drive.', isInactive: true, version: existing.version },
    ]);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: Result[] }>();
    expect(results.map((r) => r.success)).toEqual([true, true]);
    expect((await one(String(results[0].id))).json()).toMatchObject({ nickname: 'Rear camera', vehicleMakeName: 'Honda', isInactive: false, version: 1 });
    expect(await byNickname('Forward camera')).toMatchObject({ recommendation: 'Static calibration, then a test drive.', is_inactive: true, version: existing.version + 1 });
  });

  it('refuses a stale row and a duplicate nickname for the same make, saving the other rows', async () => {
    const radar = (await byNickname('Front radar'))!;
    const res = await save([
      { id: radar.id, nickname: 'Front radar', vehicleMake: radar.vehicle_make, recommendation: 'Overwritten', version: radar.version + 1 },
      { id: 0, nickname: 'windshield CAMERA', vehicleMake: radar.vehicle_make, recommendation: 'Duplicate' },
      { id: 0, nickname: 'Side camera', vehicleMake: radar.vehicle_make, recommendation: 'Aim after a mirror replacement.' },
    ]);
    const { results } = res.json<{ results: Result[] }>();
    expect(results[0].message).toMatch(/changed by someone else/);
    expect(results[1].message).toContain('"windshield CAMERA"');
    expect(results[2].success).toBe(true);
    expect(await byNickname('Front radar')).toMatchObject({ recommendation: radar.recommendation, version: radar.version });
    expect(await byNickname('windshield CAMERA')).toBeUndefined();
  });
});

describe('calibrate/saveCalibrationRecommendations with bad input', () => {
  const ok = { id: 0, nickname: 'Valid', vehicleMake: 1, recommendation: 'Valid text' };
  const cases: [string, unknown, string][] = [
    ['an empty nickname', [ok, { ...ok, nickname: ' ' }], '1.nickname'],
    ['a nickname too long', [{ ...ok, nickname: 'n'.repeat(101) }], '0.nickname'],
    ['an empty recommendation', [{ ...ok, recommendation: '' }], '0.recommendation'],
    ['a recommendation too long', [{ ...ok, recommendation: 'r'.repeat(2001) }], '0.recommendation'],
    ['a make that does not exist', [ok, { ...ok, nickname: 'Other', vehicleMake: 999_999 }], '1.vehicleMake'],
    ['a make given by name', [{ ...ok, vehicleMake: 'Toyota' }], '0.vehicleMake'],
    ['a derived field sent back', [{ ...ok, vehicleMakeName: 'Toyota' }], '0.vehicleMakeName'],
    ['an update without its version', [{ ...ok, id: 1 }], '0.version'],
    ['an empty array', [], 'body'],
  ];
  it.each(cases)('answers 400 to %s, naming the field, and writes nothing', async (_name, body, field) => {
    const before = await table();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await table()).toEqual(before);
  });
});

describe('calibrate/deleteCalibrationRecommendation', () => {
  it('deletes (a GET that writes, answered no-store), refusing a stale version and an unknown id', async () => {
    const target = (await byNickname('Side camera'))!;
    const stale = await remove({ id: String(target.id), version: String(target.version + 1) });
    expect(stale.statusCode).toBe(409);
    expect(await byNickname('Side camera')).toBeDefined();
    const res = await remove({ id: String(target.id), version: String(target.version) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ id: target.id });
    expect(await byNickname('Side camera')).toBeUndefined();
    expect((await remove({ id: String(target.id) })).statusCode).toBe(404);
  });

  it('refuses a bad id, naming it, and deletes nothing', async () => {
    const before = await table();
    const res = await remove({ id: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('id');
    expect(await table()).toEqual(before);
  });
});

describe('calibration authorization', () => {
  const calls: [string, Parameters<typeof call>[1], Record<string, unknown>][] = [
    ['getCalibrationRecommendations', c.getCalibrationRecommendations, {}],
    ['getCalibrationRecommendation', c.getCalibrationRecommendation, { query: { id: '1' } }],
    ['saveCalibrationRecommendations', c.saveCalibrationRecommendations, { body: [{ id: 0, nickname: 'X', vehicleMake: 1, recommendation: 'Y' }] }],
    ['deleteCalibrationRecommendation', c.deleteCalibrationRecommendation, { query: { id: '1' } }],
  ];
  it.each(calls)('%s answers 401 without a token and 403 to a Technician, writing nothing', async (_name, endpoint, input) => {
    const before = await table();
    expect((await call(t.app, endpoint, input)).statusCode).toBe(401);
    expect((await call(t.app, endpoint, { ...input, token: tech })).statusCode).toBe(403);
    expect(await table()).toEqual(before);
  });
});
