/**
 * A business's scan-pro configuration: the corporate one (business 49) inherited until the business saves its own,
 * saved at its version (409 stale otherwise), bad rows refused naming the row's field, each save in the history.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ScanProConfiguration, scanproContract as c } from '../../../contract/scanpro';
import { withTestApp } from '../../test/harness';
import { caller, elementIdOf, plainBusiness, refusals, scanproSnapshot, type Session, signIn } from './testFixtures';

const t = withTestApp();
let admin: Session;
let business = 0;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  business = await plainBusiness(t.db);
});
const send = caller(t, () => admin);
const read = async (id: number) => (await send(c.scanProConfiguration, { query: { id: String(id) } })).json<ScanProConfiguration>();
const toBody = (cfg: ScanProConfiguration, businessId: number) => ({
  businessId,
  version: cfg.version,
  criteria: cfg.criteria.map(({ serviceElements, ...row }) => ({ ...row, serviceElements: serviceElements.map(({ name: _, ...e }) => e) })),
  checklist: cfg.checklist,
});

describe('scanpro/ScanProConfiguration', () => {
  it('answers the corporate configuration (business 49) to a business without its own, saying so', async () => {
    const corporate = await read(49);
    expect(corporate).toMatchObject({ businessId: 49, sourceBusinessId: 49, inherited: false, version: 1 });
    expect(corporate.criteria.map((r) => `${r.scanProCriteria}:${r.criteriaDetail}`)).toContain('damageArea:front');
    expect(corporate.criteria[0].serviceElements.map((e) => e.name)).toEqual(['Post-repair scan', 'Pre-repair scan']);
    expect(corporate.checklist.filter((i) => i.required)).toHaveLength(2);
    const inherited = await read(business);
    expect(inherited).toMatchObject({ businessId: business, sourceBusinessId: 49, inherited: true, version: 1, criteria: corporate.criteria, checklist: corporate.checklist });
  });

  it('follows the configuration lookup scanProDefaultCorporateId', async () => {
    const other = await plainBusiness(t.db, 3);
    await t.db.updateTable('lookups').set({ value: String(other) }).where('key', '=', 'configuration').where('text', '=', 'scanProDefaultCorporateId').execute();
    try {
      expect(await read(business)).toMatchObject({ sourceBusinessId: other, inherited: true, version: 0, criteria: [], checklist: [] });
    } finally {
      await t.db.updateTable('lookups').set({ value: '49' }).where('key', '=', 'configuration').where('text', '=', 'scanProDefaultCorporateId').execute();
    }
  });

  it('answers 404 for a business that does not exist and 400 for a bad id', async () => {
    expect((await send(c.scanProConfiguration, { query: { id: '999999' } })).statusCode).toBe(404);
    expect((await send(c.scanProConfiguration, { query: { id: 'x' } })).statusCode).toBe(400);
    expect((await send(c.scanProConfiguration, { query: {} })).statusCode).toBe(400);
  });
});

describe('scanpro/SaveScanProConfiguration', () => {
  it('creates the business’s own from the inherited one, then saves it at its version; each save recorded', async () => {
    const before = await read(business);
    const body = toBody(before, business);
    body.criteria = body.criteria.filter((r) => r.scanProCriteria !== 'damageArea' || r.criteriaDetail !== 'roof');
    body.criteria.push({ scanProId: 0, scanProCriteria: 'damageArea', criteriaDetail: 'roof', serviceElements: [{ serviceElementId: await elementIdOf(t.db, 'Rain and light sensor calibration'), kind: 'calibration' }] });
    body.checklist.push({ id: 0, text: 'Roof rails removed', required: false });
    const res = await send(c.saveScanProConfiguration, { body });
    expect(res.statusCode).toBe(200);
    const own = res.json<ScanProConfiguration>();
    expect(own).toMatchObject({ businessId: business, sourceBusinessId: business, inherited: false, version: 1 });
    expect(own.criteria.at(-1)).toMatchObject({ scanProCriteria: 'damageArea', criteriaDetail: 'roof', serviceElements: [{ name: 'Rain and light sensor calibration', kind: 'calibration' }] });
    // Its own rows, not the corporate ones: the corporate configuration is unchanged.
    expect(own.criteria.map((r) => r.scanProId)).not.toContain(before.criteria[0].scanProId);
    expect((await read(49)).criteria).toEqual(before.criteria);

    const again = toBody(own, business);
    again.criteria[0].criteriaDetail = '2018';
    again.checklist = again.checklist.slice(1);
    const saved = (await send(c.saveScanProConfiguration, { body: again })).json<ScanProConfiguration>();
    expect(saved.version).toBe(2);
    expect(saved.criteria[0]).toMatchObject({ scanProId: own.criteria[0].scanProId, criteriaDetail: '2018' });
    expect(saved.checklist.map((i) => i.id)).toEqual(own.checklist.slice(1).map((i) => i.id));

    const history = await t.db.selectFrom('change_history').select(['area', 'entity', 'record_id', 'action', 'user_id', 'after']).where('area', '=', 'scanpro').where('record_id', '=', business).orderBy('id').execute();
    expect(history.map((h) => `${h.area} ${h.entity} ${h.record_id} ${h.action} ${h.user_id}`)).toEqual([
      `scanpro configuration ${business} create ${admin.userId}`,
      `scanpro configuration ${business} update ${admin.userId}`,
    ]);
    expect((history[1].after as { criteria: { detail: string }[] }).criteria[0].detail).toBe('2018');
  });

  it('refuses a stale version with 409 (own or inherited), writing nothing', async () => {
    const own = await read(business);
    const first = await plainBusiness(t.db, 1);
    const inherited = await read(first);
    const before = await scanproSnapshot(t.db);
    const stale = await send(c.saveScanProConfiguration, { body: { ...toBody(own, business), version: own.version - 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale' });
    expect((await send(c.saveScanProConfiguration, { body: { ...toBody(inherited, first), version: 7 } })).statusCode).toBe(409);
    expect(await scanproSnapshot(t.db)).toBe(before);
  });

  it('refuses bad rows with 400 naming the row’s field, writing nothing', async () => {
    const own = await read(business);
    const good = toBody(own, business);
    const before = await scanproSnapshot(t.db);
    const row = good.criteria[0];
    const cases: [unknown, string][] = [
      [{ ...good, criteria: [{ ...row, criteriaDetail: 'soon' }] }, 'criteria.0.criteriaDetail: must be a model year'],
      [{ ...good, criteria: [row, { ...row, scanProId: 0, scanProCriteria: 'damageArea', criteriaDetail: 'bonnet' }] }, 'criteria.1.criteriaDetail: must be one of front, rear, leftSide, rightSide, roof, windshield'],
      [{ ...good, criteria: [row, { ...row, scanProId: 0 }] }, 'criteria.1.criteriaDetail: is already a criterion of this configuration'],
      [{ ...good, criteria: [{ ...row, serviceElements: [] }] }, 'criteria.0.serviceElements: must name at least one service element'],
      [{ ...good, criteria: [{ ...row, serviceElements: [{ serviceElementId: 999999, kind: 'scan' }] }] }, 'criteria.0.serviceElements.0.serviceElementId: must be a service element'],
      [{ ...good, criteria: [{ ...row, scanProCriteria: 'colour' }] }, 'criteria.0.scanProCriteria'],
      [{ ...good, checklist: [{ id: 0, text: ' ', required: true }] }, 'checklist.0.text: must not be empty'],
      [{ ...good, extra: 1 }, ''],
    ];
    for (const [body, refusal] of cases) {
      const res = await send(c.saveScanProConfiguration, { body });
      expect(res.statusCode, refusal).toBe(400);
      if (refusal) expect(refusals(res.json()).join('\n')).toContain(refusal);
    }
    expect(await scanproSnapshot(t.db)).toBe(before);
  });
});
