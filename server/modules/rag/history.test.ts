/**
 * The RAG writes and the change history: a service element's and a vehicle's writes go through the one write path
 * (server/db/write.ts), the ratings and reviews record their own entries; each successful write leaves exactly one
 * entry for the record it changed (area ragRatings, entity, action, scope, before and after), a refused one none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ragContract as c, type ServiceElement, type ServiceElementGroup } from '../../../contract/rag';
import { withTestApp } from '../../test/harness';
import { changeHistory } from '../../test/history';
import { serviceElementKind } from './elements.repository';
import { caller, elementIdOf, ratingIdOf, type Session, signIn, vehicleIdOf } from './testFixtures';
import { ragVehicleKind } from './vehicles.repository';

const t = withTestApp();
let admin: Session;
let groups: ServiceElementGroup[] = [];
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  groups = (await send(c.getServiceElementGroups)).json();
});
const send = caller(t, () => admin);
const groupId = (name: string) => (groups.find((g) => g.name === name) as ServiceElementGroup).id;

const changeLog = changeHistory(t);

describe('the RAG record kinds', () => {
  it('are declared in the area ragRatings', () => {
    expect([serviceElementKind, ragVehicleKind].map((k) => [k.area, k.entity, k.table])).toEqual([
      ['ragRatings', 'serviceElement', 'service_elements'],
      ['ragRatings', 'ragVehicle', 'rag_vehicles'],
    ]);
  });
});

describe('the history of RAG writes', () => {
  it('records one entry per service element created or changed, without a scope; none for a stale, duplicate or invalid one', async () => {
    const mark = await changeLog.mark();
    const created = (await send(c.upsertServiceElement, { body: { id: 0, name: 'Blind spot monitor aim', serviceElementGroupId: groupId('ADAS calibration') } })).json<ServiceElement>();
    const changed = await send(c.upsertServiceElement, { body: { id: created.id, name: 'Blind spot monitor aim', serviceElementGroupId: groupId('Safety systems'), isActive: true, version: 1 } });
    expect(changed.json()).toMatchObject({ version: 2, serviceElementGroupName: 'Safety systems' });
    const common = { area: 'ragRatings', entity: 'serviceElement', record_id: created.id, scope_id: null, user_id: admin.userId };
    const was = { name: 'Blind spot monitor aim', serviceElementGroupName: 'ADAS calibration', isActive: true };
    expect(await changeLog.since(mark)).toEqual([
      { ...common, action: 'create', before: null, after: was },
      { ...common, action: 'update', before: was, after: { ...was, serviceElementGroupName: 'Safety systems' } },
    ]);

    const next = await changeLog.mark();
    const stale = await send(c.upsertServiceElement, { body: { id: created.id, name: 'Late', serviceElementGroupId: groupId('Diagnostics'), isActive: true, version: 1 } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    const duplicate = await send(c.upsertServiceElement, { body: { id: created.id, name: 'Headlamp aim', serviceElementGroupId: groupId('Diagnostics'), isActive: true, version: 2 } });
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'duplicate']);
    const rating = await ratingIdOf(t.db, 'Red');
    const notGroup = await send(c.upsertServiceElement, { body: { id: created.id, name: 'Late', serviceElementGroupId: rating, isActive: true, version: 2 } });
    expect(notGroup.statusCode).toBe(400);
    expect(await changeLog.since(next)).toEqual([]);
  });

  it('records a vehicle’s creation once, scoped to itself; none when it is asked again', async () => {
    const mark = await changeLog.mark();
    const first = await send(c.getRAGRatingVehicleId, { query: { make: 'Honda', model: 'Accord', year: '2021' } });
    const { vehicleId } = first.json<{ vehicleId: number }>();
    expect(await changeLog.since(mark)).toEqual([
      { area: 'ragRatings', entity: 'ragVehicle', record_id: vehicleId, scope_id: vehicleId, action: 'create', user_id: admin.userId, before: null, after: { make: 'Honda', model: 'Accord', year: 2021 } },
    ]);
    const next = await changeLog.mark();
    expect((await send(c.getRAGRatingVehicleId, { query: { make: 'honda', model: 'accord', year: '2021' } })).json()).toEqual({ vehicleId });
    expect(await changeLog.since(next)).toEqual([]);
  });

  it('records one entry per rating change, scoped to the vehicle; none for a stale one', async () => {
    const civic = await vehicleIdOf(t.db, 'Honda', 'Civic', 2022);
    const headlamp = await elementIdOf(t.db, 'Headlamp aim');
    const green = await ratingIdOf(t.db, 'Green');
    const row = await t.db.selectFrom('rag_ratings as r').innerJoin('lookups as l', 'l.id', 'r.rag_rating_id').select(['r.version', 'l.text']).where('r.vehicle_id', '=', civic).where('r.service_element_id', '=', headlamp).executeTakeFirstOrThrow();
    const target = row.text === 'Green' ? await ratingIdOf(t.db, 'Red') : green;
    const mark = await changeLog.mark();
    const ok = await send(c.updateRagRatingForServiceElement, { body: { vehicleId: civic, serviceElementId: headlamp, ragRatingId: target, version: row.version } });
    expect(ok.json()).toMatchObject({ version: row.version + 1 });
    const entries = await changeLog.since(mark);
    expect(entries).toEqual([
      { area: 'ragRatings', entity: 'ragRating', record_id: headlamp, scope_id: civic, action: 'update', user_id: admin.userId, before: { rating: row.text }, after: { rating: ok.json().ragRatingText } },
    ]);
    const next = await changeLog.mark();
    const stale = await send(c.updateRagRatingForServiceElement, { body: { vehicleId: civic, serviceElementId: headlamp, ragRatingId: green, version: row.version } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    expect(await changeLog.since(next)).toEqual([]);
  });
});
