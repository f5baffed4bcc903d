/**
 * The history as the API answers it (issue 33): one record's entries with its parts' (./families.ts), and every
 * change across the console filtered as the Activity screen asks, each entry saying whether it can be put back.
 */
import type { HistoryEntry } from '../../../contract/history';
import { changeAuthors, type ChangeEntry, type ChangeFilter, readChanges, wholeDays } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { familyOf } from './families';
import { isRevertible } from './revert';

type Page = { pageSize: number; offset: number };

export const entryOf = (e: ChangeEntry): HistoryEntry => ({ ...e, changedAt: e.changedAt.toISOString(), revertible: isRevertible(e) });

async function entries(db: Db, filter: ChangeFilter, page: Page) {
  const { count, items } = await readChanges(db, filter, { limit: page.pageSize, offset: page.offset });
  return { count, items: items.map(entryOf) };
}

export function recordHistory(db: Db, query: { area: string; entity: string; recordId: number } & Page) {
  return entries(db, { family: familyOf(query.area, query.entity, query.recordId) }, query);
}

export interface ActivityQuery extends Page {
  userId?: number;
  area?: string;
  entity?: string;
  recordId?: number;
  action?: ChangeFilter['action'];
  from?: string;
  to?: string;
  search?: string;
}

export function activity(db: Db, query: ActivityQuery) {
  const { userId, area, entity, recordId, action, search } = query;
  return entries(
    db,
    {
      userId,
      area,
      entity,
      recordId,
      action,
      search: search || undefined,
      ...wholeDays(query),
    },
    query,
  );
}

export const authors = (db: Db) => changeAuthors(db, {});
