/**
 * The save rule of a tab stored as at most one row per business (Biz Info, Billing, Promotion). Before the first
 * save there is no row: the tab answers a default record with version 0. A save without `version` creates the row
 * when there is none yet, and is refused as stale (409) when someone created it meanwhile; a save with `version`
 * updates only that version (409 otherwise, and when the row is not there).
 *
 * It is the one write path's (server/db/write.ts) for a record keyed by its business: the kind's key is
 * `business_id`, the record id and scope of its history entries the business id.
 */
import type { Db } from '../../db/database';
import { Duplicate, Stale } from '../../db/domainErrors';
import { type Author, createRecord, type RecordKind, type RecordWrite, updateRecord, type Written } from '../../db/write';

type Snapshot = Record<string, unknown>;

/** The tables of the one-row-per-business tabs. */
export type TabTable = 'business_info' | 'business_billing' | 'business_promotions';

/** A tab row's kind: a RecordKind whose record is the row of business `id` (`what`, `snapshot` and the history take the business id). */
export interface TabRowKind<S extends Snapshot = Snapshot> extends Omit<RecordKind<S>, 'table' | 'key' | 'missingIsStale' | 'unversioned' | 'duplicate' | 'snapshot'> {
  table: TabTable;
  /** The row of business `businessId` under its API names, read in the write's transaction. */
  snapshot: (trx: Db, businessId: number) => Promise<S | undefined>;
}

/** Creates (no `version`) or updates at `version` the tab row of business `businessId`, which the caller checked exists. */
export function saveTabRow(db: Db, kind: TabRowKind, author: Author, businessId: number, version: number | undefined, write: RecordWrite): Promise<Written> {
  const recordKind: RecordKind = {
    ...(kind as RecordKind),
    key: 'business_id',
    missingIsStale: true,
  };
  // No version: the caller saw no row (version 0), so this is the row's creation; one made meanwhile is a stale edit.
  if (version === undefined) {
    return createRecord(db, recordKind, author, { ...write, values: { business_id: businessId, ...write.values } }).catch((err: unknown) => {
      throw err instanceof Duplicate ? new Stale(kind.what(businessId)) : err;
    });
  }
  return updateRecord(db, recordKind, author, businessId, version, write);
}
