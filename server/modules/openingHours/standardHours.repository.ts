/** A tenant's seven standard days: read by tenant, all at once, or one; a day's hours changed at its version. */
import { sql } from 'kysely';
import type { StandardDay } from '../../../contract/openingHours';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { changeAtVersion } from './atVersion';
import { ENTITIES, recordHoursChange, snapshots } from './history';
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

export function updateStandardDay(db: Db, input: StandardDayInput, userId: number): Promise<StandardDay> {
  return answeringHoursConstraints(input, () =>
    changeAtVersion(db, {
      what: whatDay(input.id),
      version: input.version,
      lock: (trx, version) => selectDays(trx).where('s.id', '=', input.id).where('s.version', '=', version).forUpdate().executeTakeFirst(),
      exists: async (trx) => !!(await trx.selectFrom('standard_opening_hours').select('id').where('id', '=', input.id).executeTakeFirst()),
      apply: async (trx, before) => {
        await trx
          .updateTable('standard_opening_hours')
          .set({ opening_time: input.openingTime, closing_time: input.closingTime, version: sql`version + 1` })
          .where('id', '=', input.id)
          .execute();
        const after = await getStandardDay(trx, input.id);
        const change = { before: snapshots.standardDay(before), after: snapshots.standardDay(after) };
        await recordHoursChange(trx, { entity: ENTITIES.standardDay, recordId: after.id, tenantId: after.tenantId, action: 'update', userId, ...change });
        return after;
      },
    }),
  );
}
