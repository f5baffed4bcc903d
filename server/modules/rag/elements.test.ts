/** Service elements and their groups: listed, created and changed at their version, each write recorded. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ragContract as c, type ServiceElement, type ServiceElementGroup } from '../../../contract/rag';
import { withTestApp } from '../../test/harness';
import { caller, ragHistory, ragSnapshot, refusals, type Session, signIn } from './testFixtures';

const t = withTestApp();
let admin: Session;
let groups: ServiceElementGroup[] = [];
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  groups = (await send(c.getServiceElementGroups)).json();
});
const send = caller(t, () => admin);
const upsert = (body: unknown, headers?: Record<string, string>) => send(c.upsertServiceElement, { body, headers });
const groupId = (name: string) => (groups.find((g) => g.name === name) as ServiceElementGroup).id;

describe('reading service elements and groups', () => {
  it('answers the groups by name, and the active elements by group then name (every one with showAll)', async () => {
    expect(groups.map((g) => g.name)).toEqual(['ADAS calibration', 'Diagnostics', 'Glass and sensors', 'Pre- and post-repair scans', 'Programming', 'Safety systems']);
    const active = (await send(c.getServiceElementList)).json<ServiceElement[]>();
    expect(active.length).toBeGreaterThanOrEqual(30);
    expect(active.every((e) => e.isActive)).toBe(true);
    expect(active.find((e) => e.name === 'Front radar calibration')).toEqual({
      id: expect.any(Number),
      name: 'Front radar calibration',
      serviceElementGroupId: groupId('ADAS calibration'),
      serviceElementGroupName: 'ADAS calibration',
      isActive: true,
      version: 1,
    });
    const all = (await send(c.getServiceElementList, { query: { showAll: 'true' } })).json<ServiceElement[]>();
    expect(all.length).toBe(active.length + 1);
    expect(all.find((e) => !e.isActive)?.name).toBe('Night vision camera calibration');
  });
});

describe('ragrating/UpsertServiceElement', () => {
  it('creates an element (id 0), changes it at its version, each recorded; a stale version answers 409', async () => {
    const created = await upsert({ id: 0, name: ' Trailer hitch camera calibration ', serviceElementGroupId: groupId('ADAS calibration') });
    expect(created.statusCode).toBe(200);
    const element = created.json<ServiceElement>();
    expect(element).toMatchObject({ name: 'Trailer hitch camera calibration', serviceElementGroupName: 'ADAS calibration', isActive: true, version: 1 });
    const changed = await upsert({ id: element.id, name: 'Trailer camera calibration', serviceElementGroupId: groupId('Glass and sensors'), isActive: false, version: 1 });
    expect(changed.json()).toMatchObject({ name: 'Trailer camera calibration', serviceElementGroupName: 'Glass and sensors', isActive: false, version: 2 });
    const before = await ragSnapshot(t.db);
    const stale = await upsert({ id: element.id, name: 'Other', serviceElementGroupId: groupId('Glass and sensors'), isActive: true, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    expect(await ragSnapshot(t.db)).toBe(before);
    const history = (await ragHistory(t.db, 'serviceElement')).filter((h) => h.record_id === element.id);
    const common = { user_id: admin.userId, entity: 'serviceElement', record_id: element.id, scope_id: null };
    expect(history).toEqual([
      { ...common, action: 'create', before: null, after: { name: 'Trailer hitch camera calibration', serviceElementGroupName: 'ADAS calibration', isActive: true } },
      {
        ...common,
        action: 'update',
        before: { name: 'Trailer hitch camera calibration', serviceElementGroupName: 'ADAS calibration', isActive: true },
        after: { name: 'Trailer camera calibration', serviceElementGroupName: 'Glass and sensors', isActive: false },
      },
    ]);
  });

  it('refuses a name already used (409 duplicate on name), a group that is not one, a missing version, bad and unknown fields; nothing written', async () => {
    const before = await ragSnapshot(t.db);
    const duplicate = await upsert({ id: 0, name: 'Headlamp aim', serviceElementGroupId: groupId('Glass and sensors') });
    expect([duplicate.statusCode, duplicate.json().code, refusals(duplicate.json())]).toEqual([409, 'duplicate', ['name: A service element with this name already exists.']]);
    const spanish = await upsert({ id: 0, name: 'Headlamp aim', serviceElementGroupId: groupId('Glass and sensors') }, { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('Ya existe un elemento de servicio con este nombre.');
    const rating = (await t.db.selectFrom('lookups').select('id').where('key', '=', 'rag.rating').executeTakeFirstOrThrow()).id;
    const notGroup = await upsert({ id: 0, name: 'New one', serviceElementGroupId: rating });
    expect([notGroup.statusCode, refusals(notGroup.json())]).toEqual([400, ['serviceElementGroupId: must be a service element group']]);
    const cases: [unknown, string][] = [
      [{ id: 1, name: 'No version', serviceElementGroupId: groupId('Diagnostics') }, 'version: is required to update an existing record'],
      [{ id: 0, name: '  ', serviceElementGroupId: groupId('Diagnostics') }, 'name: must not be empty'],
      [{ id: 0, name: 'x'.repeat(101), serviceElementGroupId: groupId('Diagnostics') }, 'name: must be at most 100 characters'],
      [{ id: 0, name: 'No group', serviceElementGroupId: 0 }, 'serviceElementGroupId: must be a service element group id'],
    ];
    for (const [body, refusal] of cases) expect(refusals((await upsert(body)).json()), refusal).toEqual([refusal]);
    expect((await upsert({ id: 0, name: 'Extra', serviceElementGroupId: groupId('Diagnostics'), colour: 'red' })).statusCode).toBe(400);
    expect((await upsert({ id: 999999, name: 'Gone', serviceElementGroupId: groupId('Diagnostics'), version: 1 })).statusCode).toBe(404);
    expect(await ragSnapshot(t.db)).toBe(before);
  });
});
