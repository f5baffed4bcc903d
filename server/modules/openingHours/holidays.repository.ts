/**
 * A tenant's public-holiday hours: read by tenant or one; scheduled, changed and deleted at their version, each
 * recorded in the change history. A date the tenant has already scheduled is the UNIQUE constraint's to refuse
 * (409 `duplicate` on holidayDate: hoursConstraints.ts), so two admins adding it at once cannot both succeed.
 */
import type { Holiday } from '../../../contract/openingHours';
import { type Db, inTransaction } from '../../db/database';
import { type Author, createRecord, deleteRecord, type RecordKind, updateRecord } from '../../db/write';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { AREA, ENTITIES, snapshots } from './history';
import { answeringHoursConstraints, DATE_SCHEDULED } from './hoursConstraints';
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

/** A holiday, as the change history keeps it (its date, name and hours), scoped to its tenant; its date once per tenant. */
export const holidayKind: RecordKind = {
  area: AREA,
  entity: ENTITIES.holiday,
  table: 'holiday_opening_hours',
  what: whatHoliday,
  duplicate: () => DATE_SCHEDULED,
  duplicateField: 'holidayDate',
  snapshot: async (trx, id) => {
    const holiday = await selectHolidays(trx).where('h.id', '=', id).executeTakeFirst();
    return holiday && snapshots.holiday(holiday);
  },
  scopeColumn: 'tenant_id',
};

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

export function insertHoliday(db: Db, input: HolidayFields & { tenantId: number }, author: Author): Promise<Holiday> {
  return answeringHoursConstraints(input, () =>
    inTransaction(db, async (trx) => {
      await assertTenant(trx, input.tenantId);
      const { id } = await createRecord(trx, holidayKind, author, { values: { tenant_id: input.tenantId, ...valuesOf(input) } });
      return getHoliday(trx, id);
    }),
  );
}

export function updateHoliday(db: Db, input: HolidayFields & { id: number; version: number }, author: Author): Promise<Holiday> {
  return answeringHoursConstraints(input, () =>
    inTransaction(db, async (trx) => {
      await updateRecord(trx, holidayKind, author, input.id, input.version, { values: valuesOf(input) });
      return getHoliday(trx, input.id);
    }),
  );
}

export async function deleteHoliday(db: Db, input: { id: number; version: number }, author: Author): Promise<{ id: number }> {
  await deleteRecord(db, holidayKind, author, input.id, input.version);
  return { id: input.id };
}
