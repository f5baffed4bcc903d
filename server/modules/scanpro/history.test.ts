/**
 * Scan-pro writes and the change history: a configuration's save records the whole configuration before and after
 * (recordChange: it is keyed by its business), a saved result goes through the one write path (server/db/write.ts,
 * scanproResultKind); each successful write leaves exactly one entry (area scanpro, scoped to the business), a
 * refused one (stale, invalid) none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Evaluation, type ScanProConfiguration, scanproContract as c } from '../../../contract/scanpro';
import { withTestApp } from '../../test/harness';
import { changeHistory } from '../../test/history';
import { scanproResultKind } from './results.repository';
import { caller, plainBusiness, type Session, signIn } from './testFixtures';

const t = withTestApp();
let admin: Session;
let business = 0;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  business = await plainBusiness(t.db, 1);
});
const send = caller(t, () => admin);
const read = async (id: number) => (await send(c.scanProConfiguration, { query: { id: String(id) } })).json<ScanProConfiguration>();
const toBody = (cfg: ScanProConfiguration) => ({
  businessId: business,
  version: cfg.version,
  criteria: cfg.criteria.map(({ serviceElements, ...row }) => ({ ...row, serviceElements: serviceElements.map(({ name: _, ...e }) => e) })),
  checklist: cfg.checklist,
});

const changeLog = changeHistory(t);

describe('the history of scan-pro writes', () => {
  it('records one entry per configuration save, scoped to the business; none for a stale one', async () => {
    const inherited = await read(business);
    const mark = await changeLog.mark();
    const first = await send(c.saveScanProConfiguration, { body: toBody(inherited) });
    expect(first.json()).toMatchObject({ inherited: false, version: 1 });
    const body = toBody(first.json<ScanProConfiguration>());
    body.checklist = body.checklist.slice(1);
    expect((await send(c.saveScanProConfiguration, { body })).json()).toMatchObject({ version: 2 });
    const entries = await changeLog.since(mark);
    expect(entries.map((e) => [e.area, e.entity, e.record_id, e.scope_id, e.action, e.user_id])).toEqual([
      ['scanpro', 'configuration', business, business, 'create', admin.userId],
      ['scanpro', 'configuration', business, business, 'update', admin.userId],
    ]);
    expect(entries[0].before).toBeNull();
    expect(entries[1].before).toEqual(entries[0].after);
    expect((entries[1].after as { checklist: unknown[] }).checklist).toEqual((entries[0].after as { checklist: unknown[] }).checklist.slice(1));

    const next = await changeLog.mark();
    const stale = await send(c.saveScanProConfiguration, { body: { ...body, version: 1 } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    expect(await changeLog.since(next)).toEqual([]);
  });

  it('records a saved result once, scoped to the business; none for a refused one', async () => {
    expect([scanproResultKind.area, scanproResultKind.entity, scanproResultKind.table]).toEqual(['scanpro', 'result', 'scanpro_results']);
    const required = (await read(business)).checklist.filter((i) => i.required).map((i) => i.id);
    const answers = { adasEquipped: true, airbagDeployed: false, damageAreas: ['front'], checked: required };
    const vehicle = { businessId: business, vin: '2HGFC2F50LH500001', submodel: 'LX', answers };
    const { recommendations } = (await send(c.evaluateVehicle, { body: vehicle })).json<Evaluation>();
    const mark = await changeLog.mark();
    const saved = await send(c.saveScanProResults, { body: { ...vehicle, recommendations } });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json<{ id: number }>();
    expect(await changeLog.since(mark)).toEqual([
      {
        area: 'scanpro',
        entity: 'result',
        record_id: id,
        scope_id: business,
        action: 'create',
        user_id: admin.userId,
        before: null,
        after: { businessId: business, vin: '2HGFC2F50LH500001', year: 2020, make: 'Honda', model: 'Civic', submodel: 'LX', answers, recommendations },
      },
    ]);
    const next = await changeLog.mark();
    const bad = { serviceElementId: 999999, name: 'Nothing', kind: 'scan', reasons: [], ragRatingId: null, ragRatingText: null };
    expect((await send(c.saveScanProResults, { body: { ...vehicle, recommendations: [bad] } })).statusCode).toBe(400);
    expect(await changeLog.since(next)).toEqual([]);
  });
});
