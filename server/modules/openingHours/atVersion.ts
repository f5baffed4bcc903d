/**
 * The version rule of the opening-hours writes, as saveVersioned (server/db/versioned.ts) has it for other
 * records: in one transaction, the record is locked at the caller's version, changed, and the change recorded;
 * a record that moved on since it was read answers 409 `stale`, a missing one 404, and nothing is written.
 */
import { type Db, inTransaction } from '../../db/database';
import { notFound, staleEdit } from '../../http/errors';
import type { Text } from '../../http/text';

export interface AtVersion<R, T> {
  what: Text;
  version: number;
  /** The record at `version`, locked (`SELECT … FOR UPDATE`); undefined when it is not there at that version. */
  lock: (trx: Db, version: number) => Promise<R | undefined>;
  exists: (trx: Db) => Promise<boolean>;
  /** Changes the locked record and records the change. */
  apply: (trx: Db, current: R) => Promise<T>;
}

export function changeAtVersion<R, T>(db: Db, change: AtVersion<R, T>): Promise<T> {
  return inTransaction(db, async (trx) => {
    const current = await change.lock(trx, change.version);
    if (current === undefined) throw (await change.exists(trx)) ? staleEdit(change.what) : notFound(change.what);
    return change.apply(trx, current);
  });
}
