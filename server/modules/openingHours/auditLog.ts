/**
 * The opening-hours audit log: a view of the one change history (server/db/changeHistory.ts), its entries of
 * the area named by kind (history.ts: a tenant's update is a support-email change, a standard day's update a
 * change of standard hours, a holiday's create, update and delete an added, changed and deleted holiday).
 * Dates filter whole UTC days, both ends included.
 */
import { OPENING_HOURS_CHANGE_KINDS, type AuditEntry, type OpeningHoursChangeKind } from '../../../contract/openingHours';
import { changeAuthors, type ChangeFilter, readChanges, wholeDays } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { AREA, KINDS, kindOf } from './history';

export interface AuditLogQuery {
  tenantId?: number;
  userId?: number;
  kind?: OpeningHoursChangeKind;
  from?: string;
  to?: string;
  pageSize: number;
  offset: number;
}

function filterOf(query: Omit<AuditLogQuery, 'pageSize' | 'offset'>): ChangeFilter {
  return {
    area: AREA,
    scopeId: query.tenantId,
    userId: query.userId,
    kinds: query.kind ? [KINDS[query.kind]] : OPENING_HOURS_CHANGE_KINDS.map((kind) => KINDS[kind]),
    ...wholeDays(query),
  };
}

/** The changes, newest first, as { count, items }. */
export async function getAuditLog(db: Db, query: AuditLogQuery): Promise<{ count: number; items: AuditEntry[] }> {
  const { count, items } = await readChanges(db, filterOf(query), { limit: query.pageSize, offset: query.offset });
  return {
    count,
    items: items.flatMap((e) => {
      const kind = kindOf(e.entity, e.action);
      if (!kind || e.scopeId === null) return [];
      const { id, userId, userName, recordId, before, after } = e;
      return [{ id, changedAt: e.changedAt.toISOString(), userId, userName, tenantId: e.scopeId, kind, recordId, before, after }];
    }),
  };
}

/** The users who have changed opening hours, by name. */
export function getAuditUsers(db: Db): Promise<{ id: number; name: string }[]> {
  return changeAuthors(db, filterOf({}));
}
