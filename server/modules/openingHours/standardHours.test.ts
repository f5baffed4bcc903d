/** Standard days: read by tenant, all, or one; a day's hours changed at its version, with the spec's rules, recorded. */
import { beforeAll, describe, expect, it } from 'vitest';
import { openingHoursContract as c, type StandardDay } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { HttpError } from '../../http/errors';
import { withTestApp } from '../../test/harness';
import { updateStandardDay } from './standardHours.repository';
import { caller, historyOf, hoursSnapshot, refusals, type Session, signIn, tenantOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
let ukId = 0;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  ukId = (await tenantOf(t.db, SOLUTIONS.ukEurope)).id;
});
const send = caller(t, () => admin);
const week = async (tenantId: number) => (await send(c.getStandardOpeningHours, { query: { tenantId: String(tenantId) } })).json<StandardDay[]>();
const update = (body: unknown, headers?: Record<string, string>) => send(c.updateStandardOpeningHours, { body, headers });
const dayOf = async (weekday: number) => (await week(ukId)).find((d) => d.weekday === weekday) as StandardDay;

describe('reading standard days', () => {
  it('answers a tenant’s seven days, Monday first, as HH:MM or null for closed', async () => {
    const days = await week(ukId);
    expect(days.map((d) => [d.weekday, d.openingTime, d.closingTime])).toEqual([
      [1, '08:00', '18:00'],
      [2, '08:00', '18:00'],
      [3, '08:00', '18:00'],
      [4, '08:00', '18:00'],
      [5, '08:00', '18:00'],
      [6, '09:00', '13:00'],
      [7, null, null],
    ]);
    expect(days.every((d) => d.tenantId === ukId && d.id > 0 && d.version >= 1)).toBe(true);
  });

  it('answers 404 for a tenant that does not exist and 400 for a bad tenant id', async () => {
    const missing = await send(c.getStandardOpeningHours, { query: { tenantId: '999999' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tenant 999999 was not found.');
    for (const tenantId of ['0', 'x']) {
      const bad = await send(c.getStandardOpeningHours, { query: { tenantId } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('tenantId');
    }
    expect((await send(c.getStandardOpeningHours, { query: {} })).statusCode).toBe(400);
  });

  it('lists every tenant’s week as { count, items }, by tenant in Platform order then weekday', async () => {
    const { count, items } = (await send(c.standardOpeningHoursForList)).json<{ count: number; items: StandardDay[] }>();
    expect(count).toBe(28);
    expect(items).toHaveLength(28);
    const tenants = (await send(c.tenantDetails)).json<{ ID: number }[]>().map((x) => x.ID);
    expect(items.map((d) => `${d.tenantId}/${d.weekday}`)).toEqual(tenants.flatMap((id) => [1, 2, 3, 4, 5, 6, 7].map((w) => `${id}/${w}`)));
  });

  it('answers one day by id, 404 when there is none', async () => {
    const monday = await dayOf(1);
    expect((await send(c.standardOpeningHoursForId, { query: { id: String(monday.id) } })).json()).toEqual(monday);
    const missing = await send(c.standardOpeningHoursForId, { query: { id: '999999' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Standard opening hours 999999 was not found.');
  });
});

describe('openingHours/UpdateStandardOpeningHours', () => {
  it('changes the hours at the day’s version and records them before and after, by the caller', async () => {
    const tuesday = await dayOf(2);
    const res = await update({ id: tuesday.id, openingTime: '07:30', closingTime: '19:00', version: tuesday.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...tuesday, openingTime: '07:30', closingTime: '19:00', version: tuesday.version + 1 });
    expect((await historyOf(t.db, 'standardDay', tuesday.id)).at(-1)).toEqual({
      user_id: admin.userId,
      area: 'openingHours',
      entity: 'standardDay',
      record_id: tuesday.id,
      scope_id: ukId,
      action: 'update',
      before: { weekday: 2, openingTime: '08:00', closingTime: '18:00' },
      after: { weekday: 2, openingTime: '07:30', closingTime: '19:00' },
    });
  });

  it('closes a day (neither time) and opens a closed one', async () => {
    const wednesday = await dayOf(3);
    const closed = await update({ id: wednesday.id, openingTime: null, closingTime: null, version: wednesday.version });
    expect(closed.json()).toMatchObject({ openingTime: null, closingTime: null });
    const sunday = await dayOf(7);
    const opened = await update({ id: sunday.id, openingTime: '10:00', closingTime: '14:00', version: sunday.version });
    expect(opened.json()).toMatchObject({ openingTime: '10:00', closingTime: '14:00' });
    expect((await historyOf(t.db, 'standardDay', sunday.id)).at(-1)).toMatchObject({ before: { openingTime: null, closingTime: null }, after: { openingTime: '10:00', closingTime: '14:00' } });
  });

  it('refuses a stale version (409 stale) and a day that does not exist (404), writing nothing', async () => {
    const thursday = await dayOf(4);
    const before = await hoursSnapshot(t.db);
    const stale = await update({ id: thursday.id, openingTime: '09:00', closingTime: '17:00', version: thursday.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale' });
    expect((await update({ id: 999_999, openingTime: '09:00', closingTime: '17:00', version: 1 })).statusCode).toBe(404);
    expect(await hoursSnapshot(t.db)).toBe(before);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an opening time alone', { closingTime: null }, 'closingTime: Both opening and closing times must be set or left empty.', 'closingTime: Las horas de apertura y de cierre deben indicarse ambas o dejarse ambas vacías.'],
    ['a closing time alone', { openingTime: null }, 'openingTime: Both opening and closing times must be set or left empty.', 'openingTime: Las horas de apertura y de cierre deben indicarse ambas o dejarse ambas vacías.'],
    ['closing before opening', { openingTime: '17:00', closingTime: '09:00' }, 'closingTime: Opening time must be earlier than closing time.', 'closingTime: La hora de apertura debe ser anterior a la hora de cierre.'],
    ['closing at opening', { openingTime: '09:00', closingTime: '09:00' }, 'closingTime: Opening time must be earlier than closing time.', 'closingTime: La hora de apertura debe ser anterior a la hora de cierre.'],
    ['a time without its leading zero', { openingTime: '9:00' }, 'openingTime: must be a time as HH:MM', 'openingTime: debe ser una hora con el formato HH:MM'],
    ['hour 24', { closingTime: '24:00' }, 'closingTime: must be a time as HH:MM', 'closingTime: debe ser una hora con el formato HH:MM'],
    ['minute 60', { closingTime: '17:60' }, 'closingTime: must be a time as HH:MM', 'closingTime: debe ser una hora con el formato HH:MM'],
    ['seconds', { openingTime: '09:00:00' }, 'openingTime: must be a time as HH:MM', 'openingTime: debe ser una hora con el formato HH:MM'],
    ['an unknown field', { weekday: 3 }, 'weekday: is not a known field', 'weekday: no es un campo conocido'],
    ['the tenant sent back', { tenantId: 1 }, 'tenantId: is not a known field', 'tenantId: no es un campo conocido'],
  ];
  it.each(cases)('answers 400 to %s, on the field, in English and Spanish, writing nothing', async (_name, change, english, spanish) => {
    const friday = await dayOf(5);
    const body = { id: friday.id, openingTime: '09:00', closingTime: '17:00', version: friday.version, ...change };
    const before = await hoursSnapshot(t.db);
    const res = await update(body);
    expect(res.statusCode).toBe(400);
    // A malformed time is refused on its field; the contract's order check then also compares it as text
    // ('9:00' after '17:00'), so only the first refusal is asserted there.
    if (!/must be a time/.test(english)) expect(refusals(res.json())).toEqual([english]);
    expect(refusals(res.json())[0]).toBe(english);
    expect(res.json().message.startsWith(english)).toBe(true);
    expect(refusals((await update(body, { 'accept-language': 'es' })).json())[0]).toBe(spanish);
    expect(await hoursSnapshot(t.db)).toBe(before);
  });

  it('holds the rules in the database too: a write past the contract is refused with the spec’s message, recording nothing', async () => {
    const friday = await dayOf(5);
    const before = await hoursSnapshot(t.db);
    const refused = updateStandardDay(t.db, { id: friday.id, openingTime: '18:00', closingTime: '08:00', version: friday.version }, admin.userId);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, errors: [{ field: 'closingTime' }], message: 'closingTime: Opening time must be earlier than closing time.' });
    const half = updateStandardDay(t.db, { id: friday.id, openingTime: null, closingTime: '08:00', version: friday.version }, admin.userId);
    await expect(half).rejects.toMatchObject({ statusCode: 400, errors: [{ field: 'openingTime' }] });
    expect(await hoursSnapshot(t.db)).toBe(before);
  });
});
