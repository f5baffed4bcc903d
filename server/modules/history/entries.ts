/**
 * The history as the API answers it (issue 33): one record's entries with its parts' (./families.ts), and every
 * change across the console filtered as the Activity screen asks, each entry saying whether it can be put back.
 */
import { ACTIVITY_COUNT_LIMIT, ACTIVITY_SEARCH_COUNT_LIMIT, type HistoryEntry } from '../../../contract/history';
import { changeAuthors, type ChangeEntry, type ChangeFilter, readChanges, wholeDays } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { familyOf } from './families';
import { isRevertible, keptFields } from './revert';

type Page = { pageSize: number; offset: number };

export const entryOf = (e: ChangeEntry): HistoryEntry => ({ ...e, changedAt: e.changedAt.toISOString(), revertible: isRevertible(e), kept: keptFields(e) });

/** `countUpTo`: the count stops there (capped), as the Activity's does. */
async function entries(db: Db, filter: ChangeFilter, page: Page, countUpTo?: number) {
  const { count, capped, items } = await readChanges(db, filter, { limit: page.pageSize, offset: page.offset, countUpTo });
  return { count, capped, items: items.map(entryOf) };
}

export function recordHistory(db: Db, query: { area: string; entity: string; recordId: number; scopeId?: number } & Page) {
  return entries(db, { family: familyOf(query.area, query.entity, query.recordId), scopeId: query.scopeId }, query);
}

export interface ActivityQuery extends Page {
  userId?: number;
  area?: string;
  entity?: string;
  recordId?: number;
  scopeId?: number;
  action?: ChangeFilter['action'];
  from?: string;
  to?: string;
  search?: string;
}

/** The change-history filter of the Activity screen's query (History/Activity, History/ActivityExport). */
export function activityFilter(query: Omit<ActivityQuery, 'pageSize' | 'offset'>): ChangeFilter {
  const { userId, area, entity, recordId, scopeId, action, search } = query;
  return { userId, area, entity, recordId, scopeId, action, search: search || undefined, ...wholeDays(query) };
}

/** Counted up to ACTIVITY_COUNT_LIMIT; a text search, whose every match is checked in its values, to ACTIVITY_SEARCH_COUNT_LIMIT. */
export function activity(db: Db, query: ActivityQuery) {
  const filter = activityFilter(query);
  return entries(db, filter, query, filter.search ? ACTIVITY_SEARCH_COUNT_LIMIT : ACTIVITY_COUNT_LIMIT);
}

export const authors = (db: Db) => changeAuthors(db, {});
