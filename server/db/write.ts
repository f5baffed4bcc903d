/**
 * The one write path (ARCHITECTURE.md, Change history): every insert, update and delete of a record staff edit
 * goes through `createRecord`, `updateRecord`, `saveRecord` or `deleteRecord`. Each runs in one transaction
 * (joining the caller's): an update or a delete locks the record (`SELECT … FOR UPDATE`) and goes on only at the
 * caller's version (a record that moved on is refused as `Stale`, a missing one as `NotFound`, and nothing is
 * written); the values are applied, the version bumped here and nowhere else, and the change recorded in the
 * change history (who, when, area, entity, record, before and after) in the same transaction, so a failed write
 * records nothing. A unique violation is refused as `Duplicate` with the kind's message.
 *
 * A record is declared once as a `RecordKind`: its table, its area and entity in the history, how refusals name
 * it, and what of it the history keeps (its snapshot: the table's columns by default, or the record with its
 * children, read by the kind).
 */
import { type AliasedExpression, type Kysely, sql } from 'kysely';
import type { Text } from '../http/text';
import { type ChangeAction, recordChange } from './changeHistory';
import { type Db, inTransaction } from './database';
import { Duplicate, Invalid, isUniqueViolation, NotFound, Refusal, Stale } from './domainErrors';
import type { Database } from './schema';
import { m } from '../http/text';

type Snapshot = Record<string, unknown>;
/** A column of a kind's snapshot: a column of its table (`'shop_id as shopId'`) or an expression named with `.as()`. */
export type SnapshotColumn = string | AliasedExpression<unknown, string>;
/** The tables whose records have an `id` or another key column (and, for the versioned ones, a `version`). */
type RecordTable = { [T in keyof Database]: Database[T] extends { id: unknown } | { business_id: unknown } ? T : never }[keyof Database];

export interface RecordKind<S extends Snapshot = Snapshot> {
  /** The area of the console (`businesses`, `lookup`) and the kind of record (`business`, `make`), as the history names them. */
  area: string;
  entity: string;
  table: RecordTable;
  /** The column that identifies a record (`id` by default; `business_id` for a tab stored as one row per business). */
  key?: string;
  /** A record not there is refused as stale rather than not found (a tab row someone removed or never made). */
  missingIsStale?: boolean;
  /** How a refusal names the record: m`Business ${id}`. */
  what: (id: number) => Text;
  /** The refusal of a unique violation; `values` are the write's values. */
  duplicate?: (values: Record<string, unknown>) => Text;
  /** The input a duplicate repeats (its API name), named in the refusal. */
  duplicateField?: string;
  /** The table has no `version`: its records are created and deleted, never edited at a version. */
  unversioned?: boolean;
  /**
   * The record as the history keeps it, as columns of its row (subqueries may add its children): read in the
   * statement that locks it, and again after the write. The table's row when neither this nor `snapshot` is given.
   */
  columns?: readonly SnapshotColumn[];
  /** The record as the history keeps it, read by the kind in the write's transaction (a statement of its own). */
  snapshot?: (trx: Db, id: number) => Promise<S | undefined>;
  /** The record's owner in its area (the business of a note), from its snapshot. */
  scope?: (snapshot: S) => number | null | undefined;
  /**
   * The column of the record's owner when its snapshot does not keep it (the tenant of a holiday): read by the
   * statement that locks or inserts the record.
   */
  scopeColumn?: string;
}

/** Who writes: the token user's id, or null for the system. */
export interface Author {
  userId: number | null;
}

export interface Written {
  id: number;
  version: number;
}

export interface RecordWrite<T = Written> {
  /** Column values set by the write (never `version`, which this module bumps). */
  values?: Record<string, unknown>;
  /** Further writes of the same record in its transaction (its children), after the values are set. */
  apply?: (trx: Db, id: number) => Promise<void>;
  /** The write's answer, made from the record as written (its new version and snapshot) rather than read again; `Written` when absent. */
  answer?: (written: Written, after: Snapshot | null) => T;
}

const answerOf = <T>(write: RecordWrite<T>, written: Written, after: Snapshot | null): T => (write.answer ? write.answer(written, after) : (written as T));

/** The helper reaches any table by name: the kinds' declarations are where the types are checked. */
const anyDb = (db: Db) => db as unknown as Kysely<Record<string, { id: number; version: number } & Record<string, unknown>>>;
/** The key column of `kind`, as the query builder takes a column name. */
const keyOf = (kind: RecordKind) => (kind.key ?? 'id') as 'id';

/** The statement reading record `id` of `kind`, its selections to add. */
const rowQuery = (trx: Db, kind: RecordKind, id: number) => anyDb(trx).selectFrom(kind.table).where(keyOf(kind), '=', id);

/** The statement reading `kind`'s snapshot from its row (its columns, or the whole row), when the kind reads none itself. */
function snapshotQuery(trx: Db, kind: RecordKind, id: number) {
  const q = rowQuery(trx, kind, id);
  return (kind.columns ? q.select(kind.columns as never) : q.selectAll()) as unknown as typeof q;
}

async function readSnapshot(trx: Db, kind: RecordKind, id: number): Promise<Snapshot | undefined> {
  if (kind.snapshot) return kind.snapshot(trx, id);
  return (await snapshotQuery(trx, kind, id).executeTakeFirst()) as Snapshot | undefined;
}

/** The record's owner: read from its scope column with the lock or the insert (`owner`), or from its snapshot. */
async function record(trx: Db, kind: RecordKind, author: Author, id: number, action: ChangeAction, before: Snapshot | null, after: Snapshot | null, owner?: unknown) {
  const scopeOf = before ?? after;
  await recordChange(trx, {
    area: kind.area,
    entity: kind.entity,
    recordId: id,
    scopeId: kind.scopeColumn ? ((owner as number | null | undefined) ?? null) : ((scopeOf && kind.scope?.(scopeOf)) ?? null),
    action,
    userId: author.userId,
    before,
    after,
  });
}

/** Runs a write, turning a unique violation into the kind's `Duplicate`. */
async function writing<T>(db: Db, kind: RecordKind, values: Record<string, unknown>, fn: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, fn);
  } catch (err) {
    if (!(err instanceof Refusal) && isUniqueViolation(err)) throw new Duplicate(kind.duplicate?.(values) ?? m`${kind.what(0)} already exists.`, kind.duplicateField);
    throw err;
  }
}

/**
 * The version a write is held to: the one the caller read (a stale one is refused); `undefined` when the caller sent
 * none (refused: an edit must say which version it edits); `ANY_VERSION` for an action whose call carries no version
 * by the spec (a status set, a password reset, an assignment): applied to the record as it is, locked, still bumped
 * and recorded.
 */
export const ANY_VERSION = null;
export type AtVersion = number | undefined | typeof ANY_VERSION;

/** The name the scope column is read under, beside the snapshot's columns. */
const OWNER = 'scope_of_record';

/**
 * Locks the record at `version` (any version for an unversioned kind), refuses a missing or stale one, and answers
 * the record as it was (its snapshot). A snapshot of the row's columns is read by the locking statement itself. Its
 * children (read by subqueries) are as they were when that statement began, which a lock waiting on another write
 * does not change: a held version makes them right (a write of a child bumps the record's version, so a write that
 * came between is refused as stale); without one, the snapshot is read again once the record is locked.
 */
async function lockAt(trx: Db, kind: RecordKind, id: number, version: AtVersion): Promise<{ before: Snapshot | null; owner?: unknown }> {
  const held = !kind.unversioned && version !== ANY_VERSION;
  // An edit that names no version is refused before the record is looked up, whether it is there or not.
  if (held && version === undefined) throw new Invalid('version', m`is required to update an existing record`);
  // The snapshot's columns (the whole row by default) or, when the kind reads its snapshot itself, the key; the version; the owner.
  const read = kind.snapshot ? rowQuery(trx, kind, id).select(keyOf(kind)) : snapshotQuery(trx, kind, id);
  const also = [...(kind.unversioned || (!kind.snapshot && !kind.columns) ? [] : ['version' as const]), ...(kind.scopeColumn ? [sql.ref(kind.scopeColumn).as(OWNER)] : [])];
  const row = (await read.select(also).forUpdate().executeTakeFirst()) as ({ version?: number } & Snapshot) | undefined;
  if (!row) throw kind.missingIsStale ? new Stale(kind.what(id)) : new NotFound(kind.what(id));
  if (held && Number(row.version) !== version) throw new Stale(kind.what(id));
  const { [OWNER]: owner, ...before } = row;
  if (kind.snapshot || (kind.columns && !held)) return { before: (await readSnapshot(trx, kind, id)) ?? null, owner };
  return { before, owner };
}

/**
 * The version bump, for the few writes a kind cannot address yet: a row keyed by two columns (a vehicle's rating of
 * an element), a configuration held to another record's version, a copy of many rows in one statement. They lock,
 * refuse a stale version and record their change themselves, in one transaction, and bump with this (`table` names
 * the row where another is in scope, as in an upsert's update): the version rule is written here only.
 */
export const nextVersion = (table?: string) => sql<number>`${sql.ref(table ? `${table}.version` : 'version')} + 1`;

/** Inserts a record (its id given by the table) and records its creation. */
export function createRecord<T = Written>(db: Db, kind: RecordKind, author: Author, write: RecordWrite<T>): Promise<T> {
  const values = write.values ?? {};
  return writing(db, kind, values, async (trx) => {
    const returned = [keyOf(kind), ...(kind.unversioned ? [] : ['version' as const]), ...(kind.scopeColumn ? [sql.ref(kind.scopeColumn).as(OWNER)] : [])];
    const inserted = (await anyDb(trx).insertInto(kind.table).values(values).returning(returned).executeTakeFirstOrThrow()) as Record<string, number>;
    const id = Number(inserted[kind.key ?? 'id']);
    await write.apply?.(trx, id);
    const after = (await readSnapshot(trx, kind, id)) ?? null;
    await record(trx, kind, author, id, 'create', null, after, inserted[OWNER]);
    return answerOf(write, { id, version: kind.unversioned ? 0 : Number(inserted.version) }, after);
  });
}

/** Updates record `id` at the caller's `version`, bumps its version and records the change (none when nothing changed). */
export function updateRecord<T = Written>(db: Db, kind: RecordKind, author: Author, id: number, version: AtVersion, write: RecordWrite<T>): Promise<T> {
  const values = write.values ?? {};
  return writing(db, kind, values, async (trx) => {
    const { before, owner } = await lockAt(trx, kind, id, version);
    let bumped = 0;
    if (!kind.unversioned) {
      const row = await anyDb(trx).updateTable(kind.table).set({ ...values, version: nextVersion() }).where(keyOf(kind), '=', id).returning('version').executeTakeFirstOrThrow();
      bumped = Number(row.version);
    } else if (Object.keys(values).length > 0) {
      await anyDb(trx).updateTable(kind.table).set(values).where(keyOf(kind), '=', id).execute();
    }
    await write.apply?.(trx, id);
    const after = (await readSnapshot(trx, kind, id)) ?? null;
    await record(trx, kind, author, id, 'update', before, after, owner);
    return answerOf(write, { id, version: bumped }, after);
  });
}

/** Creates (id 0) or updates at `version`: the save rule of every edited record. */
export function saveRecord<T = Written>(db: Db, kind: RecordKind, author: Author, id: number, version: AtVersion, write: RecordWrite<T>): Promise<T> {
  return id === 0 ? createRecord(db, kind, author, write) : updateRecord(db, kind, author, id, version, write);
}

/**
 * Deletes record `id` at `version` (`ANY_VERSION` when the call carries none) and records its deletion with the
 * record as it was. `before` runs first in the transaction (its children's removal).
 */
export function deleteRecord(db: Db, kind: RecordKind, author: Author, id: number, version: AtVersion, before?: (trx: Db, id: number) => Promise<void>): Promise<void> {
  return writing(db, kind, {}, async (trx) => {
    const { before: was, owner } = await lockAt(trx, kind, id, version);
    await before?.(trx, id);
    await anyDb(trx).deleteFrom(kind.table).where(keyOf(kind), '=', id).execute();
    await record(trx, kind, author, id, 'delete', was, null, owner);
  });
}
