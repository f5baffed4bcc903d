/** Tenants: TenantDetails (by Platform, open now or not) and UpdateTenantSupportEmail (versioned, recorded). */
import { beforeAll, describe, expect, it } from 'vitest';
import { openState } from '../../../contract/openNow';
import { openingHoursContract as c, type Tenant } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { withTestApp } from '../../test/harness';
import { listTenants } from './tenants.repository';
import { caller, historyOf, hoursSnapshot, refusals, type Session, signIn, tenantOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
beforeAll(async () => {
  admin = await signIn(t, 'admin');
});
const send = caller(t, () => admin);
const update = (body: unknown, headers?: Record<string, string>) => send(c.updateTenantSupportEmail, { body, headers });

describe('openingHours/TenantDetails', () => {
  it('lists one tenant per solution, by Platform, with its support email, time zone and version', async () => {
    const res = await send(c.tenantDetails);
    expect(res.statusCode).toBe(200);
    const tenants = res.json<Tenant[]>();
    expect(tenants.map((x) => [x.Platform, x.timeZone, x.SupportEmail])).toEqual([
      [SOLUTIONS.ukEurope, 'Europe/London', 'support.europe@scancal.example'],
      [SOLUTIONS.glass, 'America/New_York', 'glass.support@scancal.example'],
      [SOLUTIONS.calibration, 'America/Chicago', 'calibration.support@scancal.example'],
      [SOLUTIONS.proTech, 'America/Los_Angeles', 'protech.support@scancal.example'],
    ]);
    expect(tenants.every((x) => x.ID > 0 && x.version >= 1)).toBe(true);
    // Open now as openState says from the tenant's week and holidays, with the next change as an ISO instant.
    for (const x of tenants) {
      expect(typeof x.openNow.isOpen).toBe('boolean');
      expect(x.openNow.changesAt === null || new Date(x.openNow.changesAt).toISOString() === x.openNow.changesAt).toBe(true);
    }
  });

  it('tells whether each tenant is open at a moment, holidays first, and when that changes', async () => {
    // Thanksgiving 2026, 15:00 UTC: London open until 18:00; the US desks closed all day, opening next on the 27th.
    const tenants = await listTenants(t.db, new Date('2026-11-26T15:00:00Z'));
    expect(tenants.map((x) => [x.Platform, x.openNow])).toEqual([
      [SOLUTIONS.ukEurope, { isOpen: true, changesAt: '2026-11-26T18:00:00.000Z' }],
      // The day after Thanksgiving, 08:00 in New York (UTC-5).
      [SOLUTIONS.glass, { isOpen: false, changesAt: '2026-11-27T13:00:00.000Z' }],
      // An ordinary Friday, 07:30 in Chicago (UTC-6).
      [SOLUTIONS.calibration, { isOpen: false, changesAt: '2026-11-27T13:30:00.000Z' }],
      [SOLUTIONS.proTech, { isOpen: false, changesAt: '2026-11-27T14:00:00.000Z' }],
    ]);
    // Christmas Eve 2026, 12:30 UTC: London's short day ends at 13:00.
    const [london] = await listTenants(t.db, new Date('2026-12-24T12:30:00Z'));
    expect(london.openNow).toEqual({ isOpen: true, changesAt: '2026-12-24T13:00:00.000Z' });
  });

  it('agrees with openState on the hours the API answers', async () => {
    const now = new Date();
    const [tenant] = await listTenants(t.db, now);
    const week = (await send(c.getStandardOpeningHours, { query: { tenantId: String(tenant.ID) } })).json();
    const holidays = (await send(c.getHolidayOpeningHours, { query: { tenantId: String(tenant.ID) } })).json();
    const expected = openState(now, tenant.timeZone, week, holidays);
    expect(tenant.openNow).toEqual({ isOpen: expected.isOpen, changesAt: expected.changesAt?.toISOString() ?? null });
  });
});

describe('openingHours/UpdateTenantSupportEmail', () => {
  it('sets the email at the tenant’s version, answers the tenant, and records the change with who made it', async () => {
    const glass = await tenantOf(t.db, SOLUTIONS.glass);
    const res = await update({ ID: glass.id, SupportEmail: 'help.glass@scancal.example', version: glass.version });
    expect(res.statusCode).toBe(200);
    expect(res.json<Tenant>()).toMatchObject({ ID: glass.id, SupportEmail: 'help.glass@scancal.example', Platform: SOLUTIONS.glass, version: glass.version + 1 });
    expect(res.json<Tenant>().openNow).toEqual(expect.objectContaining({ isOpen: expect.any(Boolean) }));
    const history = await historyOf(t.db, 'tenant', glass.id);
    expect(history.at(-1)).toEqual({
      user_id: admin.userId,
      area: 'openingHours',
      entity: 'tenant',
      record_id: glass.id,
      scope_id: glass.id,
      action: 'update',
      before: { SupportEmail: 'glass.support@scancal.example', Platform: SOLUTIONS.glass, timeZone: 'America/New_York' },
      after: { SupportEmail: 'help.glass@scancal.example', Platform: SOLUTIONS.glass, timeZone: 'America/New_York' },
    });
  });

  it('saves the same email again at a new version without recording a change', async () => {
    const glass = await tenantOf(t.db, SOLUTIONS.glass);
    const before = await historyOf(t.db, 'tenant', glass.id);
    const res = await update({ ID: glass.id, SupportEmail: glass.support_email, version: glass.version });
    expect(res.json<Tenant>().version).toBe(glass.version + 1);
    expect(await historyOf(t.db, 'tenant', glass.id)).toEqual(before);
  });

  it('refuses a stale version (409 stale) and an unknown tenant (404), writing nothing', async () => {
    const uk = await tenantOf(t.db, SOLUTIONS.ukEurope);
    const before = await hoursSnapshot(t.db);
    const stale = await update({ ID: uk.id, SupportEmail: 'late@scancal.example', version: uk.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale', message: `Tenant ${uk.id} was changed by someone else since you opened it. Reload it and apply your change again.` });
    const missing = await update({ ID: 999_999, SupportEmail: 'nobody@scancal.example', version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tenant 999999 was not found.');
    const spanish = await update({ ID: uk.id, SupportEmail: 'late@scancal.example', version: uk.version - 1 }, { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('Otra persona cambió el inquilino 1 desde que lo abrió. Recargue y aplique su cambio de nuevo.'.replace('1', String(uk.id)));
    expect(await hoursSnapshot(t.db)).toBe(before);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['a bad email', { SupportEmail: 'not an email' }, 'SupportEmail: must be an email address'],
    ['an empty email', { SupportEmail: '' }, 'SupportEmail: must be an email address'],
    ['an email too long', { SupportEmail: `${'a'.repeat(250)}@x.example` }, 'SupportEmail'],
    ['an unknown field', { timeZone: 'Europe/Paris' }, 'timeZone: is not a known field'],
    ['no version', { version: undefined }, 'version'],
    ['a bad tenant id', { ID: 0 }, 'ID: must be a tenant id'],
  ];
  it.each(cases)('answers 400 to %s, naming the field, and writes nothing', async (_name, change, expected) => {
    const uk = await tenantOf(t.db, SOLUTIONS.ukEurope);
    const before = await hoursSnapshot(t.db);
    const res = await update({ ID: uk.id, SupportEmail: 'ok@scancal.example', version: uk.version, ...change });
    expect(res.statusCode).toBe(400);
    expect(refusals(res.json()).some((r) => r.startsWith(expected))).toBe(true);
    expect(await hoursSnapshot(t.db)).toBe(before);
  });

  it('refuses in Spanish when asked', async () => {
    const uk = await tenantOf(t.db, SOLUTIONS.ukEurope);
    const res = await update({ ID: uk.id, SupportEmail: 'nope', version: uk.version }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(refusals(res.json())).toEqual(['SupportEmail: debe ser una dirección de correo electrónico']);
  });
});
