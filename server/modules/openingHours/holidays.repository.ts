/**
 * A tenant's public-holiday hours: read by tenant or one; scheduled, changed and deleted at their version, each
 * recorded in the change history. A date the tenant has already scheduled is the UNIQUE constraint's to refuse
 * (409 `duplicate` on holidayDate: hoursConstraints.ts), so two admins adding it at once cannot both succeed.
 */
import { sql } from 'kysely';
import type { Holiday } from '../../../contract/openingHours';
import { type Db, inTransaction } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { changeAtVersion } from './atVersion';
import { ENTITIES, recordHoursChange, snapshots } from './history';
import { answeringHoursConstraints } from './hoursConstraints';
import { isoDate, wallClock } from './hoursColumns';
import { assertTenant } from './tenants.repository';

const columns = [
  'h.id',
  'h.tenant_id as tenantId',
  isoDate('h.holiday_date').as('holidayDate'),
  'h.name',
  wallClock('h.opening_time').as('openingTime'),
  wallClock('h.closing_time').as('closingTime'),
  'h.version',
] as const;
const selectHolidays = (db: Db) => db.selectFrom('holiday_opening_hours as h').select(columns);
const whatHoliday = (id: number) => m`Holiday ${id}`;
const locked = (trx: Db, id: number, version: number) => selectHolidays(trx).where('h.id', '=', id).where('h.version', '=', version).forUpdate().executeTakeFirst();
const exists = async (trx: Db, id: number) => !!(await trx.selectFrom('holiday_opening_hours').select('id').where('id', '=', id).executeTakeFirst());

export interface HolidayFields {
  holidayDate: string;
  name: string;
  openingTime: string | null;
  closingTime: string | null;
}

const valuesOf = (h: HolidayFields) => ({ holiday_date: h.holidayDate, name: h.name, opening_time: h.openingTime, closing_time: h.closingTime });

/** A tenant's holidays by date; 404 when the tenant does not exist. */
export async function getHolidays(db: Db, tenantId: number): Promise<Holiday[]> {
  await assertTenant(db, tenantId);
  return selectHolidays(db).where('h.tenant_id', '=', tenantId).orderBy('h.holiday_date').execute();
}

export async function getHoliday(db: Db, id: number): Promise<Holiday> {
  const holiday = await selectHolidays(db).where('h.id', '=', id).executeTakeFirst();
  if (!holiday) throw notFound(whatHoliday(id));
  return holiday;
}

export function insertHoliday(db: Db, input: HolidayFields & { tenantId: number }, userId: number): Promise<Holiday> {
  return answeringHoursConstraints(input, () =>
    inTransaction(db, async (trx) => {
      await assertTenant(trx, input.tenantId);
      const { id } = await trx
        .insertInto('holiday_opening_hours')
        .values({ tenant_id: input.tenantId, ...valuesOf(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = await getHoliday(trx, id);
      await recordHoursChange(trx, { entity: ENTITIES.holiday, recordId: id, tenantId: after.tenantId, action: 'create', userId, before: null, after: snapshots.holiday(after) });
      return after;
    }),
  );
}

export function updateHoliday(db: Db, input: HolidayFields & { id: number; version: number }, userId: number): Promise<Holiday> {
  return answeringHoursConstraints(input, () =>
    changeAtVersion(db, {
      what: whatHoliday(input.id),
      version: input.version,
      lock: (trx, version) => locked(trx, input.id, version),
      exists: (trx) => exists(trx, input.id),
      apply: async (trx, before) => {
        await trx
          .updateTable('holiday_opening_hours')
          .set({ ...valuesOf(input), version: sql`version + 1` })
          .where('id', '=', input.id)
          .execute();
        const after = await getHoliday(trx, input.id);
        const change = { before: snapshots.holiday(before), after: snapshots.holiday(after) };
        await recordHoursChange(trx, { entity: ENTITIES.holiday, recordId: after.id, tenantId: after.tenantId, action: 'update', userId, ...change });
        return after;
      },
    }),
  );
}

export function deleteHoliday(db: Db, input: { id: number; version: number }, userId: number): Promise<{ id: number }> {
  return changeAtVersion(db, {
    what: whatHoliday(input.id),
    version: input.version,
    lock: (trx, version) => locked(trx, input.id, version),
    exists: (trx) => exists(trx, input.id),
    apply: async (trx, before) => {
      await trx.deleteFrom('holiday_opening_hours').where('id', '=', input.id).execute();
      await recordHoursChange(trx, { entity: ENTITIES.holiday, recordId: before.id, tenantId: before.tenantId, action: 'delete', userId, before: snapshots.holiday(before), after: null });
      return { id: before.id };
    },
  });
}
