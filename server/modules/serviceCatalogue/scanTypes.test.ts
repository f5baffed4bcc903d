/** lookup/GetScanTypes and lookup/UpsertScanType: scan types with their service element group. */
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupContract } from '../../../contract/lookup';
import { SCAN_TYPE_KEY, type ScanType, SERVICE_ELEMENT_GROUP_KEY, serviceCatalogueContract as c } from '../../../contract/serviceCatalogue';
import { call, login, withTestApp } from '../../test/harness';
import { fieldsOf, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let groups: { id: number; text: string }[] = [];
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  groups = (await call(t.app, lookupContract.byKey, { token, body: { key: SERVICE_ELEMENT_GROUP_KEY } })).json();
});

const list = async (showAll?: boolean) =>
  (await call(t.app, c.getScanTypes, { token, query: showAll === undefined ? {} : { showAll: String(showAll) } })).json<ScanType[]>();
const upsert = (body: unknown) => call(t.app, c.upsertScanType, { token, body });
const group = (name: string) => groups.find((g) => g.text === name)!.id;

describe('lookup/GetScanTypes', () => {
  it('answers the seeded active scan types with their group, the inactive ones only with showAll', async () => {
    const active = await list();
    expect(active.find((s) => s.text === 'Pre-repair scan')).toMatchObject({
      key: SCAN_TYPE_KEY,
      stringValue: 'PRE',
      serviceElementGroupId: group('Pre- and post-repair scans'),
      serviceElementGroupName: 'Pre- and post-repair scans',
      isActive: true,
      isInActive: false,
    });
    expect(active.some((s) => s.text === 'OBD-I legacy scan')).toBe(false);
    expect((await list(true)).find((s) => s.text === 'OBD-I legacy scan')).toMatchObject({ isActive: false, isInActive: true });
  });
});

describe('lookup/UpsertScanType', () => {
  let created: ScanType;

  it('creates a scan type in its group, answering the saved record', async () => {
    const res = await upsert({ id: 0, text: 'Lane keep camera calibration', stringValue: 'LKA', serviceElementGroupId: group('ADAS calibration') });
    expect(res.statusCode).toBe(200);
    created = res.json<ScanType>();
    expect(created).toMatchObject({ key: SCAN_TYPE_KEY, text: 'Lane keep camera calibration', serviceElementGroupName: 'ADAS calibration', isActive: true, version: 1 });
    expect((await list()).map((s) => s.id)).toContain(created.id);
  });

  it('moves it to another group and takes isInActive as the opposite of isActive', async () => {
    const { isActive: _, ...rest } = created;
    const res = await upsert({ ...rest, serviceElementGroupId: group('Glass and sensors'), isInActive: true, serviceElementGroupName: undefined });
    expect(res.statusCode).toBe(200);
    created = res.json<ScanType>();
    expect(created).toMatchObject({ serviceElementGroupName: 'Glass and sensors', isActive: false, isInActive: true, version: 2 });
    expect((await list()).map((s) => s.id)).not.toContain(created.id);
  });

  it('refuses a stale version with 409, keeping the stored group', async () => {
    const res = await upsert({ id: created.id, text: 'Overwritten', serviceElementGroupId: group('Diagnostics'), version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale');
    expect((await list(true)).find((s) => s.id === created.id)).toMatchObject({ text: 'Lane keep camera calibration', serviceElementGroupName: 'Glass and sensors' });
  });

  it('does not reach a lookup item of another key', async () => {
    const other = (await call(t.app, lookupContract.byKey, { token, body: { key: 'billing.taxrates' } })).json<{ id: number; version: number }[]>()[0];
    const before = await snapshot(t.db);
    const res = await upsert({ id: other.id, text: 'Hijacked', serviceElementGroupId: group('Diagnostics'), version: other.version });
    expect(res.statusCode).toBe(404);
    expect(await snapshot(t.db)).toBe(before);
  });

  it.each([
    ['an unknown group', () => ({ serviceElementGroupId: 99999 }), 'serviceElementGroupId'],
    ['a group that is a scan type', () => ({ serviceElementGroupId: created.id }), 'serviceElementGroupId'],
    ['no group', () => ({ serviceElementGroupId: undefined }), 'serviceElementGroupId'],
    ['an empty name', () => ({ text: '  ' }), 'text'],
    ['another key', () => ({ key: 'billing.taxrates' }), 'key'],
    ['isInActive equal to isActive', () => ({ isActive: true, isInActive: true }), 'isInActive'],
    ['the group name as input', () => ({ serviceElementGroupName: 'Diagnostics' }), 'serviceElementGroupName'],
    ['an update without version', () => ({ id: created.id }), 'version'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, more, field) => {
    const before = await snapshot(t.db);
    const res = await upsert({ id: 0, text: 'Refused scan', serviceElementGroupId: group('Diagnostics'), ...more() });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
  });
});
