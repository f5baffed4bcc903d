/** Holidays: read, scheduled, changed and deleted at their version; a date once per tenant, also at once; recorded. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Holiday, openingHoursContract as c } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { withTestApp } from '../../test/harness';
import { caller, historyOf, hoursSnapshot, refusals, type Session, signIn, tenantOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
let ukId = 0;
let glassId = 0;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  ukId = (await tenantOf(t.db, SOLUTIONS.ukEurope)).id;
  glassId = (await tenantOf(t.db, SOLUTIONS.glass)).id;
});
const send = caller(t, () => admin);
const holidays = async (tenantId: number) => (await send(c.getHolidayOpeningHours, { query: { tenantId: String(tenantId) } })).json<Holiday[]>();
const insert = (body: unknown, headers?: Record<string, string>) => send(c.insertHolidayOpeningHours, { body, headers });
const update = (body: unknown, headers?: Record<string, string>) => send(c.updateHolidayOpeningHours, { body, headers });
const remove = (body: unknown) => send(c.deleteHolidayOpeningHours, { body });
const onDate = async (tenantId: number, date: string) => (await holidays(tenantId)).find((h) => h.holidayDate === date) as Holiday;
const rowsOn = (tenantId: number, date: string) => t.db.selectFrom('holiday_opening_hours').select('id').where('tenant_id', '=', tenantId).where('holiday_date', '=', date).execute();
const DUPLICATE = { en: 'holidayDate: The selected date has already been scheduled.', es: 'holidayDate: La fecha seleccionada ya está programada.' };

describe('reading holidays', () => {
  it('answers a tenant’s holidays by date, with name, hours and version', async () => {
    const list = await holidays(ukId);
    expect(list.length).toBeGreaterThan(5);
    expect(list.map((h) => h.holidayDate)).toEqual(list.map((h) => h.holidayDate).sort());
    expect(list.find((h) => h.holidayDate === '2026-12-25')).toMatchObject({ tenantId: ukId, name: 'Christmas Day', openingTime: null, closingTime: null });
    expect(list.find((h) => h.holidayDate === '2026-12-24')).toMatchObject({ name: 'Christmas Eve', openingTime: '08:00', closingTime: '13:00' });
  });

  it('answers one holiday by id; 404 for an unknown holiday or tenant', async () => {
    const christmas = await onDate(ukId, '2026-12-25');
    expect((await send(c.holidayOpeningHoursForId, { query: { id: String(christmas.id) } })).json()).toEqual(christmas);
    const missing = await send(c.holidayOpeningHoursForId, { query: { id: '999999' } });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Holiday 999999 was not found.']);
    expect((await send(c.getHolidayOpeningHours, { query: { tenantId: '999999' } })).statusCode).toBe(404);
  });
});

describe('openingHours/InsertHolidayOpeningHours', () => {
  it('schedules a holiday and records its creation, by the caller', async () => {
    const res = await insert({ tenantId: ukId, holidayDate: '2027-06-14', name: ' Company day ', openingTime: '10:00', closingTime: '14:00' });
    expect(res.statusCode).toBe(200);
    const created = res.json<Holiday>();
    expect(created).toEqual({ id: expect.any(Number), tenantId: ukId, holidayDate: '2027-06-14', name: 'Company day', openingTime: '10:00', closingTime: '14:00', version: 1 });
    expect(await historyOf(t.db, 'holiday', created.id)).toEqual([
      {
        user_id: admin.userId,
        area: 'openingHours',
        entity: 'holiday',
        record_id: created.id,
        scope_id: ukId,
        action: 'create',
        before: null,
        after: { holidayDate: '2027-06-14', name: 'Company day', openingTime: '10:00', closingTime: '14:00' },
      },
    ]);
  });

  it('refuses a date the tenant has already scheduled (409 duplicate on holidayDate), in either language; another tenant may', async () => {
    const before = await hoursSnapshot(t.db);
    const again = await insert({ tenantId: ukId, holidayDate: '2026-12-25', name: 'Christmas again', openingTime: null, closingTime: null });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate', message: 'The selected date has already been scheduled.' });
    expect(refusals(again.json())).toEqual([DUPLICATE.en]);
    const spanish = await insert({ tenantId: ukId, holidayDate: '2026-12-25', name: 'Navidad', openingTime: null, closingTime: null }, { 'accept-language': 'es' });
    expect(refusals(spanish.json())).toEqual([DUPLICATE.es]);
    expect(await hoursSnapshot(t.db)).toBe(before);
    expect((await insert({ tenantId: glassId, holidayDate: '2027-06-14', name: 'Company day', openingTime: null, closingTime: null })).statusCode).toBe(200);
  });

  it('lets one of two admins adding the same date at once succeed: the other gets 409, one row and one entry', async () => {
    const body = (name: string) => ({ tenantId: glassId, holidayDate: '2027-02-15', name, openingTime: null, closingTime: null });
    const answers = await Promise.all([insert(body("Presidents' Day")), insert(body('Washington’s Birthday'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refusals(refused?.json() ?? {})).toEqual([DUPLICATE.en]);
    const rows = await rowsOn(glassId, '2027-02-15');
    expect(rows).toHaveLength(1);
    expect(await historyOf(t.db, 'holiday', rows[0].id)).toHaveLength(1);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const res = await insert({ tenantId: 999_999, holidayDate: '2027-06-15', name: 'Nowhere', openingTime: null, closingTime: null });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Tenant 999999 was not found.']);
  });
});

describe('openingHours/UpdateHolidayOpeningHours', () => {
  it('changes date, name and hours at the holiday’s version and records them before and after', async () => {
    const eve = await onDate(ukId, '2026-12-31');
    const res = await update({ id: eve.id, holidayDate: '2026-12-30', name: 'Year end', openingTime: null, closingTime: null, version: eve.version });
    expect(res.json()).toEqual({ ...eve, holidayDate: '2026-12-30', name: 'Year end', openingTime: null, closingTime: null, version: eve.version + 1 });
    expect((await historyOf(t.db, 'holiday', eve.id)).at(-1)).toMatchObject({
      user_id: admin.userId,
      action: 'update',
      before: { holidayDate: '2026-12-31', name: "New Year's Eve", openingTime: '08:00', closingTime: '16:00' },
      after: { holidayDate: '2026-12-30', name: 'Year end', openingTime: null, closingTime: null },
    });
  });

  it('lets one of two edits made at once at the same version succeed: the other is stale, one entry recorded', async () => {
    const newYear = await onDate(glassId, '2027-01-01');
    const edit = (name: string) => update({ id: newYear.id, holidayDate: '2027-01-01', name, openingTime: null, closingTime: null, version: newYear.version });
    const entries = (await historyOf(t.db, 'holiday', newYear.id)).length;
    const answers = await Promise.all([edit('New Year'), edit('New Year’s Day (US)')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('stale');
    expect(await onDate(glassId, '2027-01-01')).toMatchObject({ version: newYear.version + 1 });
    expect(await historyOf(t.db, 'holiday', newYear.id)).toHaveLength(entries + 1);
  });

  it('refuses a date already scheduled (409 duplicate), a stale version (409 stale) and an unknown holiday (404), writing nothing', async () => {
    const boxing = await onDate(ukId, '2026-12-28');
    const fields = { name: boxing.name, openingTime: null, closingTime: null };
    const before = await hoursSnapshot(t.db);
    const taken = await update({ id: boxing.id, holidayDate: '2026-12-25', ...fields, version: boxing.version });
    expect([taken.statusCode, taken.json().code, refusals(taken.json())]).toEqual([409, 'duplicate', [DUPLICATE.en]]);
    const stale = await update({ id: boxing.id, holidayDate: '2026-12-29', ...fields, version: boxing.version + 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    const missing = await update({ id: 999_999, holidayDate: '2026-12-29', ...fields, version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(await hoursSnapshot(t.db)).toBe(before);
  });
});

describe('openingHours/DeleteHolidayOpeningHours', () => {
  it('deletes at the version shown and records the holiday as it was; stale and unknown refused', async () => {
    const easter = await onDate(ukId, '2027-03-29');
    const before = await hoursSnapshot(t.db);
    const stale = await remove({ id: easter.id, version: easter.version + 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    expect(await hoursSnapshot(t.db)).toBe(before);

    const res = await remove({ id: easter.id, version: easter.version });
    expect([res.statusCode, res.json()]).toEqual([200, { id: easter.id }]);
    expect(await rowsOn(ukId, '2027-03-29')).toEqual([]);
    expect((await historyOf(t.db, 'holiday', easter.id)).at(-1)).toMatchObject({
      user_id: admin.userId,
      scope_id: ukId,
      action: 'delete',
      before: { holidayDate: '2027-03-29', name: 'Easter Monday', openingTime: null, closingTime: null },
      after: null,
    });
    expect((await remove({ id: easter.id, version: easter.version })).statusCode).toBe(404);
  });
});

describe('refused holiday input', () => {
  const ok = { tenantId: 1, holidayDate: '2027-08-02', name: 'Summer day', openingTime: '09:00', closingTime: '13:00' };
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an opening time alone', { closingTime: null }, 'closingTime: Both opening and closing times must be set or left empty.', 'closingTime: Las horas de apertura y de cierre deben indicarse ambas o dejarse ambas vacías.'],
    ['a closing time alone', { openingTime: null }, 'openingTime: Both opening and closing times must be set or left empty.', 'openingTime: Las horas de apertura y de cierre deben indicarse ambas o dejarse ambas vacías.'],
    ['closing before opening', { openingTime: '13:00', closingTime: '09:00' }, 'closingTime: Opening time must be earlier than closing time.', 'closingTime: La hora de apertura debe ser anterior a la hora de cierre.'],
    ['a date that does not exist', { holidayDate: '2027-02-30' }, 'holidayDate: must be a date (YYYY-MM-DD)', 'holidayDate: debe ser una fecha (AAAA-MM-DD)'],
    ['a date in another format', { holidayDate: '02/08/2027' }, 'holidayDate: must be a date (YYYY-MM-DD)', 'holidayDate: debe ser una fecha (AAAA-MM-DD)'],
    ['an empty name', { name: '   ' }, 'name: must not be empty', 'name: no debe estar vacío'],
    ['a name too long', { name: 'n'.repeat(101) }, 'name: must be at most 100 characters', 'name: debe tener como máximo 100 caracteres'],
    ['a bad time', { openingTime: 'noon' }, 'openingTime: must be a time as HH:MM', 'openingTime: debe ser una hora con el formato HH:MM'],
    ['a version on a new holiday', { version: 1 }, 'version: is not a known field', 'version: no es un campo conocido'],
    ['a bad tenant id', { tenantId: 0 }, 'tenantId: must be a tenant id', 'tenantId: debe ser un id de inquilino'],
  ];
  it.each(cases)('answers 400 to %s, on the field, in English and Spanish, writing nothing', async (_name, change, english, spanish) => {
    const body = { ...ok, tenantId: ukId, ...change };
    const before = await hoursSnapshot(t.db);
    const res = await insert(body);
    expect(res.statusCode).toBe(400);
    expect(refusals(res.json())[0]).toBe(english);
    expect(refusals((await insert(body, { 'accept-language': 'es' })).json())[0]).toBe(spanish);
    expect(await hoursSnapshot(t.db)).toBe(before);
  });

  it('refuses the same rules on an update, and an unknown field on a delete', async () => {
    const christmas = await onDate(ukId, '2026-12-25');
    const bad = await update({ id: christmas.id, holidayDate: '2026-12-25', name: 'Christmas Day', openingTime: '12:00', closingTime: null, version: christmas.version });
    expect(refusals(bad.json())).toEqual(['closingTime: Both opening and closing times must be set or left empty.']);
    const extra = await remove({ id: christmas.id, version: christmas.version, tenantId: ukId });
    expect(refusals(extra.json())).toEqual(['tenantId: is not a known field']);
    expect(await onDate(ukId, '2026-12-25')).toEqual(christmas);
  });
});
