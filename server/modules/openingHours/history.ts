/**
 * What the opening-hours writes record in the one change history (server/db/changeHistory.ts): the area, the
 * entities, each record's fields as a snapshot (no ids or version), and the kinds of change the audit log
 * tells apart, each an entity and its actions. The scope of every entry is the record's tenant. The writes
 * themselves go through the one write path (server/db/write.ts) over the record kinds of the repositories
 * (tenantKind, standardDayKind, holidayKind), which record these snapshots; `recordHoursChange` is left for
 * the demo seed's past edits, recorded at their own time.
 */
import type { Holiday, OpeningHoursChangeKind, StandardDay, Tenant } from '../../../contract/openingHours';
import { type ChangeAction, type ChangeKind, recordChange } from '../../db/changeHistory';
import type { Db } from '../../db/database';

export const AREA = 'openingHours';
export const ENTITIES = { tenant: 'tenant', standardDay: 'standardDay', holiday: 'holiday' } as const;
type Entity = (typeof ENTITIES)[keyof typeof ENTITIES];

export const KINDS: Record<OpeningHoursChangeKind, ChangeKind & { actions: readonly ChangeAction[] }> = {
  supportEmail: { entity: ENTITIES.tenant, actions: ['update'] },
  standardHours: { entity: ENTITIES.standardDay, actions: ['update'] },
  holidayAdded: { entity: ENTITIES.holiday, actions: ['create'] },
  holidayChanged: { entity: ENTITIES.holiday, actions: ['update'] },
  holidayDeleted: { entity: ENTITIES.holiday, actions: ['delete'] },
};

/** The kind of an entry, from its entity and action; undefined for one the audit log does not show. */
export function kindOf(entity: string, action: string): OpeningHoursChangeKind | undefined {
  return (Object.keys(KINDS) as OpeningHoursChangeKind[]).find((kind) => KINDS[kind].entity === entity && KINDS[kind].actions.includes(action as ChangeAction));
}

type Hours = 'openingTime' | 'closingTime';

export const snapshots = {
  tenant: ({ SupportEmail, Platform, timeZone }: Pick<Tenant, 'SupportEmail' | 'Platform' | 'timeZone'>) => ({ SupportEmail, Platform, timeZone }),
  standardDay: ({ weekday, openingTime, closingTime }: Pick<StandardDay, 'weekday' | Hours>) => ({ weekday, openingTime, closingTime }),
  holiday: ({ holidayDate, name, openingTime, closingTime }: Pick<Holiday, 'holidayDate' | 'name' | Hours>) => ({ holidayDate, name, openingTime, closingTime }),
};

export interface HoursChange {
  entity: Entity;
  recordId: number;
  tenantId: number;
  action: ChangeAction;
  userId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** When, if not now (the demo seed's past edits). */
  changedAt?: Date;
}

/** Records an opening-hours change, in `trx`'s transaction. */
export function recordHoursChange(trx: Db, change: HoursChange): Promise<void> {
  const { tenantId, ...rest } = change;
  return recordChange(trx, { area: AREA, scopeId: tenantId, ...rest });
}
