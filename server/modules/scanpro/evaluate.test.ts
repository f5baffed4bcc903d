/**
 * scanpro/EvaluateVehicle and SaveScanProResults: the corporate criteria applied to a real Honda Civic 2020 (rated
 * in the RAG demo data) and the answers; the result kept with the business and the user; bad input and callers
 * without a console role refused, writing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { type Evaluation, type SavedResult, type ScanProConfiguration, scanproContract as c } from '../../../contract/scanpro';
import { call, login, withTestApp } from '../../test/harness';
import { caller, plainBusiness, refusals, scanproSnapshot, type Session, signIn } from './testFixtures';

const t = withTestApp();
let admin: Session;
let superAdmin: Session;
let business = 0;
let required: number[] = [];
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  superAdmin = await signIn(t, 'admin');
  business = await plainBusiness(t.db);
  const cfg = (await send(c.scanProConfiguration, { query: { id: String(business) } })).json<ScanProConfiguration>();
  required = cfg.checklist.filter((i) => i.required).map((i) => i.id);
});
const send = caller(t, () => admin);
const CIVIC = '2HGFC2F50LH500001';
const answers = (over: Record<string, unknown> = {}) => ({ adasEquipped: true, airbagDeployed: false, damageAreas: ['front'], checked: required, ...over });
const evaluate = (body: Record<string, unknown>) => send(c.evaluateVehicle, { body: { businessId: business, vin: CIVIC, submodel: 'LX', answers: answers(), ...body } });

describe('scanpro/EvaluateVehicle', () => {
  it('recommends what the matching criteria name, each with its reasons and its RAG rating for the vehicle', async () => {
    const res = await evaluate({});
    expect(res.statusCode).toBe(200);
    const { vehicle, sourceBusinessId, recommendations } = res.json<Evaluation>();
    expect(vehicle).toEqual({ vin: CIVIC, year: 2020, make: 'Honda', model: 'Civic', submodel: 'LX' });
    expect(sourceBusinessId).toBe(49);
    const byName = Object.fromEntries(recommendations.map((r) => [r.name, r]));
    // Model year 2020 ≥ 2016, ADAS yes, front damage; not the airbag (no) nor the rear.
    expect(Object.keys(byName).sort()).toEqual(
      ['Adaptive cruise control calibration', 'Automatic emergency braking test', 'Front camera calibration (static)', 'Front radar calibration', 'Headlamp aim', 'Post-repair scan', 'Pre-repair scan', 'Steering angle sensor reset'].sort(),
    );
    expect(byName['Pre-repair scan']).toMatchObject({ kind: 'scan', reasons: [{ scanProCriteria: 'modelYearFrom', criteriaDetail: '2016' }] });
    expect(byName['Front radar calibration']).toMatchObject({ kind: 'calibration', reasons: [{ scanProCriteria: 'damageArea', criteriaDetail: 'front' }] });
    expect(recommendations.map((r) => r.kind)).toEqual([...recommendations.map((r) => r.kind)].sort((a, b) => (a === b ? 0 : a === 'scan' ? -1 : 1)));
    // The RAG ratings of the Civic 2020, as the ratings tables hold them.
    const rated = await t.db
      .selectFrom('rag_ratings as r')
      .innerJoin('rag_vehicles as v', 'v.id', 'r.vehicle_id')
      .innerJoin('service_elements as e', 'e.id', 'r.service_element_id')
      .innerJoin('lookups as l', 'l.id', 'r.rag_rating_id')
      .select(['e.name', 'l.text'])
      .where('v.make', '=', 'Honda')
      .where('v.model', '=', 'Civic')
      .where('v.year', '=', 2020)
      .execute();
    const expected = Object.fromEntries(rated.map((r) => [r.name, r.text]));
    for (const r of recommendations) expect(r.ragRatingText, r.name).toBe(expected[r.name] ?? null);
    expect(recommendations.filter((r) => r.ragRatingText !== null).length).toBe(recommendations.length);
  });

  it('answers no rating where the vehicle is not rated, and follows the answers', async () => {
    const res = await send(c.evaluateVehicle, {
      body: { businessId: business, vin: 'KM8K2CAB4PU001140', submodel: 'Limited', answers: answers({ adasEquipped: false, airbagDeployed: true, damageAreas: ['rear', 'leftSide'] }) },
    });
    const { recommendations } = res.json<Evaluation>();
    const names = recommendations.map((r) => r.name);
    expect(names).toContain('Airbag control module reset');
    expect(names).toContain('Blind spot monitor calibration');
    expect(names).not.toContain('Front radar calibration');
    expect(names).not.toContain('Automatic emergency braking test');
    expect(recommendations.every((r) => r.ragRatingId === null && r.ragRatingText === null)).toBe(true);
  });

  it('refuses a VIN that does not decode, a submodel not among its submodels and unticked required items with 400', async () => {
    const before = await scanproSnapshot(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ vin: '1HGCM82633A123456', submodel: 'EX-V6' }, 'vin: does not decode: The check digit (position 9) does not match the VIN.'],
      [{ vin: 'ABC' }, 'vin: does not decode: A VIN has 17 characters.'],
      [{ submodel: 'Type R Ultra' }, "submodel: must be one of the VIN's submodels"],
      [{ answers: answers({ checked: [] }) }, 'answers.checked: must include every required item'],
      [{ answers: answers({ checked: [...required, 999999] }) }, 'answers.checked: must name items of the checklist'],
      [{ answers: answers({ damageAreas: ['bonnet'] }) }, 'answers.damageAreas.0'],
      [{ businessId: 0 }, 'businessId'],
    ];
    for (const [body, refusal] of cases) {
      const res = await evaluate(body);
      expect(res.statusCode, refusal).toBe(400);
      expect(refusals(res.json()).join('\n')).toContain(refusal);
    }
    expect((await evaluate({ businessId: 999999 })).statusCode).toBe(404);
    expect(await scanproSnapshot(t.db)).toBe(before);
  });
});

describe('scanpro/SaveScanProResults', () => {
  it('keeps the result with the business and the user, and lists it newest first', async () => {
    const { recommendations } = (await evaluate({})).json<Evaluation>();
    const res = await call(t.app, c.saveScanProResults, { token: superAdmin.token, body: { businessId: business, vin: CIVIC, submodel: 'LX', answers: answers(), recommendations } });
    expect(res.statusCode).toBe(200);
    const { id, savedAt } = res.json<{ id: number; savedAt: string }>();
    expect(Number.isNaN(Date.parse(savedAt))).toBe(false);
    const row = await t.db.selectFrom('scanpro_results').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ business_id: business, user_id: superAdmin.userId, vin: CIVIC, make: 'Honda', model: 'Civic', year: 2020, submodel: 'LX' });
    const list = (await send(c.scanProResults, { query: { businessId: String(business) } })).json<SavedResult[]>();
    expect(list[0]).toMatchObject({ id, vin: CIVIC, userName: 'Ada Admin (admin)', recommendations });
  });

  it('refuses a result whose vehicle does not decode or whose elements do not exist, writing nothing', async () => {
    const before = await scanproSnapshot(t.db);
    const body = { businessId: business, vin: CIVIC, submodel: 'LX', answers: answers(), recommendations: [] };
    expect((await send(c.saveScanProResults, { body: { ...body, vin: 'ABC' } })).statusCode).toBe(400);
    const bad = { serviceElementId: 999999, name: 'Nothing', kind: 'scan', reasons: [], ragRatingId: null, ragRatingText: null };
    const res = await send(c.saveScanProResults, { body: { ...body, recommendations: [bad] } });
    expect(refusals(res.json())).toEqual(['recommendations.0.serviceElementId: must be a service element']);
    expect(await scanproSnapshot(t.db)).toBe(before);
  });
});

describe('access to scan-pro', () => {
  it('answers 401 without a token and 403 to a user without a console role, writing nothing', async () => {
    const tech = (await login(t.app, 'demo.tech')).access_token;
    const before = await scanproSnapshot(t.db);
    const requests: Record<keyof typeof c, { query?: Record<string, string>; body?: unknown }> = {
      scanProConfiguration: { query: { id: String(business) } },
      saveScanProConfiguration: { body: { businessId: business, criteria: [], checklist: [], version: 1 } },
      decodeVin: { query: { vin: CIVIC } },
      evaluateVehicle: { body: { businessId: business, vin: CIVIC, submodel: 'LX', answers: answers() } },
      saveScanProResults: { body: { businessId: business, vin: CIVIC, submodel: 'LX', answers: answers(), recommendations: [] } },
      scanProResults: { query: { businessId: String(business) } },
    };
    const lines: string[] = [];
    for (const [name, opts] of Object.entries(requests)) {
      const endpoint = c[name as keyof typeof c] as Endpoint;
      lines.push(`${name} ${(await call(t.app, endpoint, opts)).statusCode} ${(await call(t.app, endpoint, { ...opts, token: tech })).statusCode}`);
    }
    expect(lines).toEqual(Object.keys(requests).map((name) => `${name} 401 403`));
    expect(await scanproSnapshot(t.db)).toBe(before);
  });
});
