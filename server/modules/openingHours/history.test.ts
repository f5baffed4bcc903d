/**
 * The opening-hours writes through the one write path (server/db/write.ts): each successful write leaves exactly one
 * change-history entry for the record it changed (area, entity, action, scope, before and after, in the shapes the
 * audit log reads), and a refused one (stale, duplicate, invalid) leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Holiday, openingHoursContract as c, type StandardDay } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { withTestApp } from '../../test/harness';
import { changeHistory } from '../../test/history';
import { holidayKind } from './holidays.repository';
import { standardDayKind, updateStandardDay } from './standardHours.repository';
import { tenantKind } from './tenants.repository';
import { caller, type Session, signIn, tenantOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
});
const send = caller(t, () => admin);

const changeLog = changeHistory(t);

describe('the opening-hours record kinds', () => {
  it('are declared in the area openingHours, one entity each', () => {
    expect([tenantKind, standardDayKind, holidayKind].map((k) => [k.area, k.entity, k.table])).toEqual([
      ['openingHours', 'tenant', 'tenants'],
      ['openingHours', 'standardDay', 'standard_opening_hours'],
      ['openingHours', 'holiday', 'holiday_opening_hours'],
    ]);
  });
});

describe('the history of opening-hours writes', () => {
  it('records one entry per support-email change, scoped to the tenant; none for a stale one', async () => {
    const tenant = await tenantOf(t.db, SOLUTIONS.calibration);
    const mark = await changeLog.mark();
    const ok = await send(c.updateTenantSupportEmail, { body: { ID: tenant.id, SupportEmail: 'desk@scancal.example', version: tenant.version } });
    expect(ok.statusCode).toBe(200);
    const common = { Platform: SOLUTIONS.calibration, timeZone: 'America/Chicago' };
    expect(await changeLog.since(mark)).toEqual([
      {
        area: 'openingHours',
        entity: 'tenant',
        record_id: tenant.id,
        scope_id: tenant.id,
        action: 'update',
        user_id: admin.userId,
        before: { SupportEmail: tenant.support_email, ...common },
        after: { SupportEmail: 'desk@scancal.example', ...common },
      },
    ]);
    const next = await changeLog.mark();
    const stale = await send(c.updateTenantSupportEmail, { body: { ID: tenant.id, SupportEmail: 'late@scancal.example', version: tenant.version } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    expect(await changeLog.since(next)).toEqual([]);
  });

  it('records one entry per standard day changed; none for a stale one or hours the database refuses', async () => {
    const tenant = await tenantOf(t.db, SOLUTIONS.glass);
    const [monday] = (await send(c.getStandardOpeningHours, { query: { tenantId: String(tenant.id) } })).json<StandardDay[]>();
    const mark = await changeLog.mark();
    const ok = await send(c.updateStandardOpeningHours, { body: { id: monday.id, openingTime: '07:00', closingTime: '15:00', version: monday.version } });
    expect(ok.json()).toMatchObject({ id: monday.id, openingTime: '07:00', closingTime: '15:00', version: monday.version + 1 });
    expect(await changeLog.since(mark)).toEqual([
      {
        area: 'openingHours',
        entity: 'standardDay',
        record_id: monday.id,
        scope_id: tenant.id,
        action: 'update',
        user_id: admin.userId,
        before: { weekday: 1, openingTime: monday.openingTime, closingTime: monday.closingTime },
        after: { weekday: 1, openingTime: '07:00', closingTime: '15:00' },
      },
    ]);
    const next = await changeLog.mark();
    const stale = await send(c.updateStandardOpeningHours, { body: { id: monday.id, openingTime: '08:00', closingTime: '15:00', version: monday.version } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    const invalid = updateStandardDay(t.db, { id: monday.id, openingTime: '16:00', closingTime: '08:00', version: monday.version + 1 }, { userId: admin.userId });
    await expect(invalid).rejects.toMatchObject({ statusCode: 400 });
    expect(await changeLog.since(next)).toEqual([]);
  });

  it('records a holiday’s creation, change and deletion, one entry each; none for a duplicate date or a stale version', async () => {
    const tenant = await tenantOf(t.db, SOLUTIONS.proTech);
    const mark = await changeLog.mark();
    const created = (await send(c.insertHolidayOpeningHours, { body: { tenantId: tenant.id, holidayDate: '2028-05-02', name: 'Spring day', openingTime: null, closingTime: null } })).json<Holiday>();
    const changed = (await send(c.updateHolidayOpeningHours, { body: { id: created.id, holidayDate: '2028-05-03', name: 'Spring day', openingTime: '10:00', closingTime: '12:00', version: 1 } })).json<Holiday>();
    expect(changed.version).toBe(2);
    expect((await send(c.deleteHolidayOpeningHours, { body: { id: created.id, version: 2 } })).json()).toEqual({ id: created.id });
    const was = { holidayDate: '2028-05-02', name: 'Spring day', openingTime: null, closingTime: null };
    const is = { holidayDate: '2028-05-03', name: 'Spring day', openingTime: '10:00', closingTime: '12:00' };
    const common = { area: 'openingHours', entity: 'holiday', record_id: created.id, scope_id: tenant.id, user_id: admin.userId };
    expect(await changeLog.since(mark)).toEqual([
      { ...common, action: 'create', before: null, after: was },
      { ...common, action: 'update', before: was, after: is },
      { ...common, action: 'delete', before: is, after: null },
    ]);

    const next = await changeLog.mark();
    const christmas = (await send(c.getHolidayOpeningHours, { query: { tenantId: String(tenant.id) } })).json<Holiday[]>().find((h) => h.holidayDate === '2026-12-25') as Holiday;
    const duplicate = await send(c.insertHolidayOpeningHours, { body: { tenantId: tenant.id, holidayDate: '2026-12-25', name: 'Again', openingTime: null, closingTime: null } });
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'duplicate']);
    const stale = await send(c.updateHolidayOpeningHours, { body: { id: christmas.id, holidayDate: '2026-12-25', name: 'Christmas', openingTime: null, closingTime: null, version: christmas.version + 1 } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    const staleDelete = await send(c.deleteHolidayOpeningHours, { body: { id: christmas.id, version: christmas.version + 1 } });
    expect([staleDelete.statusCode, staleDelete.json().code]).toEqual([409, 'stale']);
    expect(await changeLog.since(next)).toEqual([]);
  });
});
