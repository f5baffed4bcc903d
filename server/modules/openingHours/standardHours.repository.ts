/** A tenant's seven standard days: read by tenant, all at once, or one; a day's hours changed at its version. */
import type { StandardDay } from '../../../contract/openingHours';
import { type Db, inTransaction } from '../../db/database';
import { type Author, type RecordKind, updateRecord } from '../../db/write';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { AREA, ENTITIES, snapshots } from './history';
import { answeringHoursConstraints } from './hoursConstraints';
import { wallClock } from './hoursColumns';
import { assertTenant } from './tenants.repository';

const columns = [
  's.id',
  's.tenant_id as tenantId',
  's.weekday',
  wallClock('s.opening_time').as('openingTime'),
  wallClock('s.closing_time').as('closingTime'),
  's.version',
] as const;
const selectDays = (db: Db) => db.selectFrom('standard_opening_hours as s').select(columns);
const whatDay = (id: number) => m`Standard opening hours ${id}`;

/** A tenant's standard day, as the change history keeps it (its weekday and hours), scoped to its tenant. */
export const standardDayKind: RecordKind = {
  area: AREA,
  entity: ENTITIES.standardDay,
  table: 'standard_opening_hours',
  what: whatDay,
  snapshot: async (trx, id) => {
    const day = await selectDays(trx).where('s.id', '=', id).executeTakeFirst();
    return day && snapshots.standardDay(day);
  },
  scopeColumn: 'tenant_id',
};

/** A tenant's week, Monday first; 404 when the tenant does not exist. */
export async function getStandardWeek(db: Db, tenantId: number): Promise<StandardDay[]> {
  await assertTenant(db, tenantId);
  return selectDays(db).where('s.tenant_id', '=', tenantId).orderBy('s.weekday').execute();
}

/** Every tenant's week, by tenant (in Platform order, as TenantDetails lists them) then weekday. */
export async function listStandardDays(db: Db): Promise<{ count: number; items: StandardDay[] }> {
  const items = await selectDays(db).innerJoin('tenants as t', 't.id', 's.tenant_id').orderBy('t.platform').orderBy('s.weekday').execute();
  return { count: items.length, items };
}

export async function getStandardDay(db: Db, id: number): Promise<StandardDay> {
  const day = await selectDays(db).where('s.id', '=', id).executeTakeFirst();
  if (!day) throw notFound(whatDay(id));
  return day;
}

export interface StandardDayInput {
  id: number;
  openingTime: string | null;
  closingTime: string | null;
  version: number;
}

/** Changes a day's hours at its version. The route passes the author as { userId }; a bare user id is taken too (the tests call it so). */
export function updateStandardDay(db: Db, input: StandardDayInput, author: Author | number): Promise<StandardDay> {
  const by = typeof author === 'number' ? { userId: author } : author;
  return answeringHoursConstraints(input, () =>
    inTransaction(db, async (trx) => {
      await updateRecord(trx, standardDayKind, by, input.id, input.version, { values: { opening_time: input.openingTime, closing_time: input.closingTime } });
      return getStandardDay(trx, input.id);
    }),
  );
}
