/**
 * The one write path (ARCHITECTURE.md, Change history): every insert, update and delete of a record staff edit
 * goes through `createRecord`, `updateRecord`, `saveRecord` or `deleteRecord`. Each runs in one transaction
 * (joining the caller's): an update or a delete locks the record (`SELECT … FOR UPDATE`) and goes on only at the
 * caller's version (a record that moved on is refused as `Stale`, a missing one as `NotFound`, and nothing is
 * written); the values are applied, the version bumped here and nowhere else, and the change recorded in the
 * change history (who, when, area, entity, record, before and after) in the same transaction, so a failed write
 * records nothing. A unique violation is refused as `Duplicate` with the kind's message.
 *
 * A record is declared once as a `RecordKind`: its table and key (an id, another column, or several: a vehicle's
 * rating of an element), its area and entity in the history, how refusals name it, and what of it the history keeps
 * (its snapshot: the table's columns by default, or the record with its children, read by the kind). A kind may be
 * part of another record (a message's text in one language): its writes, in the `apply` of that record's write,
 * lock, check and bump it, and the record's write records the change.
 */
import { type AliasedExpression, type Kysely, sql } from 'kysely';
import type { Text } from '../http/text';
import { type Change, type ChangeAction, recordChange, recordChanges } from './changeHistory';
import { type Db, inTransaction } from './database';
import { Duplicate, Invalid, isUniqueViolation, NotFound, Refusal, Stale } from './domainErrors';
import type { Database } from './schema';
import { m } from '../http/text';

type Snapshot = Record<string, unknown>;
/** A column of a kind's snapshot: a column of its table (`'shop_id as shopId'`) or an expression named with `.as()`. */
export type SnapshotColumn = string | AliasedExpression<unknown, string>;
/** The tables whose records have an `id`, another key column, or a `version`. */
type RecordTable = { [T in keyof Database]: Database[T] extends { id: unknown } | { business_id: unknown } | { version: unknown } ? T : never }[keyof Database];

/** What identifies a record: the value of its key column (its id), or, for a kind keyed by several, their values by column. */
export type RecordKey = number | string | Readonly<Record<string, unknown>>;

export interface RecordKind<S extends Snapshot = Snapshot, K extends RecordKey = number> {
  /** The area of the console (`businesses`, `lookup`) and the kind of record (`business`, `make`), as the history names them. */
  area: string;
  entity: string;
  table: RecordTable;
  /**
   * The column that identifies a record (`id` by default; `business_id` for a tab stored as one row per business), or
   * the columns, for a row keyed by several (a vehicle's rating of an element: `K` is then their values by column,
   * and the first is the record id its history entries name).
   */
  key?: string | readonly string[];
  /** A record not there is refused as stale rather than not found (a tab row someone removed or never made). */
  missingIsStale?: boolean;
  /** How a refusal names the record: m`Business ${id}`. */
  what: (id: K) => Text;
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
  snapshot?: (trx: Db, id: K) => Promise<S | undefined>;
  /** The record's owner in its area (the business of a note), from its snapshot. */
  scope?: (snapshot: S) => number | null | undefined;
  /**
   * The column of the record's owner when its snapshot does not keep it (the tenant of a holiday): read by the
   * statement that locks or inserts the record.
   */
  scopeColumn?: string;
  /**
   * The kind is part of another record (the calibration homepage message in one language, a saved message's
   * translation), written in the `apply` of that record's write, which records the change with it in its snapshot:
   * its own writes lock it, refuse it stale, bump its version and record nothing.
   */
  part?: true;
}

/** Who writes: the token user's id, or null for the system. */
export interface Author {
  userId: number | null;
}

export interface Written<K extends RecordKey = number> {
  id: K;
  version: number;
}

export interface RecordWrite<T = Written, K extends RecordKey = number> {
  /** Column values set by the write (never `version`, which this module bumps). */
  values?: Record<string, unknown>;
  /** Further writes of the same record in its transaction (its children), after the values are set. */
  apply?: (trx: Db, id: K) => Promise<void>;
  /** The write's answer, made from the record as written (its new version and snapshot) rather than read again; `Written` when absent. */
  answer?: (written: Written<K>, after: Snapshot | null) => T;
  /**
   * What the history keeps of the write when not the record's snapshots as they are: a copy of ratings keeps the
   * ratings it changed, and where from.
   */
  recorded?: (before: Snapshot | null, after: Snapshot | null) => { before: Snapshot | null; after: Snapshot | null };
  /**
   * A creation held to the version of another record of its kind, which the caller read (a business's first
   * scan-pro configuration, made from the one it inherited): that record is locked, and unless it is at `version`
   * (0 when it is not there) the creation is refused as stale, naming the record created (its key among the values).
   */
  heldTo?: { id: K; version: number };
}

const answerOf = <T, K extends RecordKey>(write: RecordWrite<T, K>, written: Written<K>, after: Snapshot | null): T =>
  write.answer ? write.answer(written, after) : (written as T);

/** The helper reaches any table by name: the kinds' declarations are where the types are checked. */
const anyDb = (db: Db) => db as unknown as Kysely<Record<string, { id: number; version: number } & Record<string, unknown>>>;
/** A kind of any key, as this module's steps take it (the public functions check a kind's key against its `K`). */
type Kind = RecordKind<Snapshot, RecordKey>;

/** The key columns of `kind`, as the query builder takes column names. */
const keyColumns = (kind: Kind) => (typeof kind.key === 'object' ? kind.key : [kind.key ?? 'id']) as 'id'[];

/** Record `id`'s key, by column. */
const keyValues = (kind: Kind, id: RecordKey): [column: 'id', value: number][] =>
  keyColumns(kind).map((column) => [column, (typeof id === 'object' ? id[column] : id) as number]);

/** Narrows a statement (a select, an update or a delete) to record `id`. */
function whereKey<Q extends { where(column: 'id', op: '=', value: number): Q }>(q: Q, kind: Kind, id: RecordKey): Q {
  return keyValues(kind, id).reduce((narrowed, [column, value]) => narrowed.where(column, '=', value), q);
}

/** The record id the history names record `id` by: its id, or its first key column's value. */
const historyIdOf = (kind: Kind, id: RecordKey) => Number(keyValues(kind, id)[0][1]);

/** The key of the record a row is (the row's key columns). */
const keyOfRow = (kind: Kind, row: Record<string, unknown>): RecordKey =>
  typeof kind.key === 'object' ? Object.fromEntries(kind.key.map((column) => [column, row[column]])) : Number(row[kind.key ?? 'id']);

/** The statement reading record `id` of `kind`, its selections to add. */
const rowQuery = (trx: Db, kind: Kind, id: RecordKey) => whereKey(anyDb(trx).selectFrom(kind.table), kind, id);

/** The statement reading `kind`'s snapshot from its row (its columns, or the whole row), when the kind reads none itself. */
function snapshotQuery(trx: Db, kind: Kind, id: RecordKey) {
  const q = rowQuery(trx, kind, id);
  return (kind.columns ? q.select(kind.columns as never) : q.selectAll()) as unknown as typeof q;
}

async function readSnapshot(trx: Db, kind: Kind, id: RecordKey): Promise<Snapshot | undefined> {
  if (kind.snapshot) return kind.snapshot(trx, id);
  return (await snapshotQuery(trx, kind, id).executeTakeFirst()) as Snapshot | undefined;
}

/** Record `id` as the history keeps it (its snapshot), or undefined when it is not there: for a record's past written later (the demo seed). */
export const snapshotOf = <K extends RecordKey>(db: Db, kind: RecordKind<Snapshot, K>, id: K) => readSnapshot(db, kind as unknown as Kind, id);

/**
 * The change of record `id` as the history records it (none for a part of another record: that record's write records
 * it). The record's owner: read from its scope column with the lock or the insert (`owner`), or from its snapshot.
 */
function changeOf(kind: Kind, author: Author, id: RecordKey, action: ChangeAction, recorded: RecordWrite['recorded'], was: Snapshot | null, is: Snapshot | null, owner?: unknown): Change | null {
  if (kind.part) return null;
  const { before, after } = recorded ? recorded(was, is) : { before: was, after: is };
  const scopeOf = was ?? is;
  return {
    area: kind.area,
    entity: kind.entity,
    recordId: historyIdOf(kind, id),
    scopeId: kind.scopeColumn ? ((owner as number | null | undefined) ?? null) : ((scopeOf && kind.scope?.(scopeOf)) ?? null),
    action,
    userId: author.userId,
    before,
    after,
  };
}

/** Records the change of record `id` (see changeOf). */
async function record(trx: Db, kind: Kind, author: Author, id: RecordKey, action: ChangeAction, recorded: RecordWrite['recorded'], was: Snapshot | null, is: Snapshot | null, owner?: unknown) {
  const change = changeOf(kind, author, id, action, recorded, was, is, owner);
  if (change) await recordChange(trx, change);
}

/** Runs a write, turning a unique violation into the kind's `Duplicate`. */
async function writing<T>(db: Db, kind: Kind, values: Record<string, unknown>, fn: (trx: Db) => Promise<T>): Promise<T> {
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
 * the record as it was (its snapshot; none for a part of another record). A snapshot of the row's columns is read by
 * the locking statement itself. Its children (read by subqueries) are as they were when that statement began, which
 * a lock waiting on another write does not change: a held version makes them right (a write of a child bumps the
 * record's version, so a write that came between is refused as stale); without one, the snapshot is read again once
 * the record is locked.
 */
async function lockAt(trx: Db, kind: Kind, id: RecordKey, version: AtVersion): Promise<{ before: Snapshot | null; owner?: unknown }> {
  const held = !kind.unversioned && version !== ANY_VERSION;
  // An edit that names no version is refused before the record is looked up, whether it is there or not.
  if (held && version === undefined) throw new Invalid('version', m`is required to update an existing record`);
  // The snapshot's columns (the whole row by default) or, when the kind reads its snapshot itself or keeps none, the
  // key; the version, when the snapshot does not have it; the owner.
  const keyOnly = kind.snapshot || kind.part;
  const read = keyOnly ? rowQuery(trx, kind, id).select(keyColumns(kind)) : snapshotQuery(trx, kind, id);
  const also = [...(kind.unversioned || (!keyOnly && !kind.columns) ? [] : ['version' as const]), ...(kind.scopeColumn ? [sql.ref(kind.scopeColumn).as(OWNER)] : [])];
  const row = (await read.select(also).forUpdate().executeTakeFirst()) as ({ version?: number } & Snapshot) | undefined;
  if (!row) throw kind.missingIsStale ? new Stale(kind.what(id)) : new NotFound(kind.what(id));
  if (held && Number(row.version) !== version) throw new Stale(kind.what(id));
  if (kind.part) return { before: null };
  const { [OWNER]: owner, ...before } = row;
  if (kind.snapshot || (kind.columns && !held)) return { before: (await readSnapshot(trx, kind, id)) ?? null, owner };
  return { before, owner };
}

/** The version bump: the version rule is written here only (`table`: qualified, as an upsert's update needs). */
const nextVersion = (table?: string) => (table ? sql<number>`${sql.ref(table)}.version + 1` : sql<number>`version + 1`);

/** The snapshot after a write: none for a part of another record (its record's write reads its own). */
const snapshotAfter = async (trx: Db, kind: Kind, id: RecordKey) => (kind.part ? null : ((await readSnapshot(trx, kind, id)) ?? null));

/** Refuses a creation held to another record's version when that record moved on (`RecordWrite.heldTo`). */
async function holdTo(trx: Db, kind: Kind, values: Record<string, unknown>, held: { id: RecordKey; version: number }): Promise<void> {
  const row = await rowQuery(trx, kind, held.id).select('version').forUpdate().executeTakeFirst();
  if (Number(row?.version ?? 0) !== held.version) throw new Stale(kind.what(keyOfRow(kind, values)));
}

/** Inserts a record (its id given by the table, or its key among the values) and records its creation. */
export function createRecord<K extends RecordKey = number, T = Written<K>>(db: Db, kind: RecordKind<Snapshot, K>, author: Author, write: RecordWrite<T, K>): Promise<T> {
  const values = write.values ?? {};
  const k = kind as Kind;
  return writing(db, k, values, async (trx) => {
    if (write.heldTo) await holdTo(trx, k, values, write.heldTo);
    const returned = [...keyColumns(k), ...(k.unversioned ? [] : ['version' as const]), ...(k.scopeColumn ? [sql.ref(k.scopeColumn).as(OWNER)] : [])];
    const inserted = (await anyDb(trx).insertInto(k.table).values(values).returning(returned).executeTakeFirstOrThrow()) as Record<string, number>;
    const id = keyOfRow(k, inserted) as K;
    await write.apply?.(trx, id);
    const after = await snapshotAfter(trx, k, id);
    await record(trx, k, author, id, 'create', write.recorded, null, after, inserted[OWNER]);
    return answerOf(write, { id, version: k.unversioned ? 0 : Number(inserted.version) }, after);
  });
}

/**
 * Inserts many records of `kind` in one statement (the rows of an import), each as `createRecord` inserts one: their
 * children written by `applyAll` with all their keys at once, their snapshots read in one statement (one per record
 * for a kind that reads its own, or of several key columns) and their creations recorded in one statement. One
 * statement rather than one per record: a table's statement triggers (a business's search words) run once, not once
 * per record. The written records, in the order of `rows`; a refusal of one (a unique violation) writes none.
 */
export function createRecords<K extends RecordKey = number>(db: Db, kind: RecordKind<Snapshot, K>, author: Author, rows: Record<string, unknown>[], applyAll?: (trx: Db, keys: K[]) => Promise<void>): Promise<Written<K>[]> {
  const k = kind as Kind;
  if (k.part) throw new Error(`createRecords creates records: ${k.entity} is a part of another (writeParts writes parts)`);
  if (rows.length === 0) return Promise.resolve([]);
  return writing(db, k, rows[0], async (trx) => {
    const returned = [...keyColumns(k), ...(k.unversioned ? [] : ['version' as const]), ...(k.scopeColumn ? [sql.ref(k.scopeColumn).as(OWNER)] : [])];
    // PostgreSQL answers an INSERT … VALUES's rows in the order of its values.
    const inserted = (await anyDb(trx).insertInto(k.table).values(rows).returning(returned).execute()) as Record<string, number>[];
    const keys = inserted.map((row) => keyOfRow(k, row) as K);
    await applyAll?.(trx, keys);
    const afters = await snapshotsAfter(trx, k, keys);
    const changes = keys.map((key, i) => changeOf(k, author, key, 'create', undefined, null, afters[i], inserted[i][OWNER]));
    await recordChanges(trx, changes.filter((change) => change !== null));
    return keys.map((id, i) => ({ id, version: k.unversioned ? 0 : Number(inserted[i].version) }));
  });
}

/** The snapshots of records `keys` after a write, in their order: in one statement when the kind's are its row's columns under one key column. */
async function snapshotsAfter(trx: Db, kind: Kind, keys: RecordKey[]): Promise<(Snapshot | null)[]> {
  if (kind.snapshot || typeof kind.key === 'object') {
    const snapshots: (Snapshot | null)[] = [];
    for (const key of keys) snapshots.push(await snapshotAfter(trx, kind, key));
    return snapshots;
  }
  const column = keyColumns(kind)[0];
  const q = anyDb(trx).selectFrom(kind.table).where(column, 'in', keys as number[]);
  // The key under a name of its own, in case the snapshot names its columns otherwise.
  const rows = (await (kind.columns ? q.select(kind.columns as never) : q.selectAll()).select(sql.ref(column).as(KEY)).execute()) as Snapshot[];
  const byKey = new Map(rows.map(({ [KEY]: key, ...snapshot }) => [Number(key), snapshot]));
  return keys.map((key) => byKey.get(Number(key)) ?? null);
}

/** The name the key column is read under beside a snapshot's columns. */
const KEY = 'key_of_record';

/**
 * Writes many rows of a part kind (`kind.part`: rows of another record, whose write records the change) in one
 * statement, at any version: each row made, or, when its key is there, its `changing` columns set and its version
 * bumped. For a write of many parts at once (a copy of ratings to a vehicle), where one statement per row would cost
 * one round trip per row; call it in the `apply` of the record's write.
 */
export async function writeParts<K extends RecordKey>(trx: Db, kind: RecordKind<Snapshot, K>, rows: Record<string, unknown>[], changing: string[]): Promise<void> {
  if (!kind.part) throw new Error(`writeParts writes the parts of a record: ${kind.entity} is no part`);
  if (rows.length === 0) return;
  const k = kind as Kind;
  const set = Object.fromEntries(changing.map((column) => [column, sql.ref(`excluded.${column}`)]));
  await writing(trx, k, rows[0], (t) =>
    anyDb(t)
      .insertInto(k.table)
      .values(rows)
      .onConflict((conflict) => conflict.columns(keyColumns(k)).doUpdateSet({ ...set, ...(k.unversioned ? {} : { version: nextVersion(k.table) }) }))
      .execute(),
  );
}

/** Updates record `id` at the caller's `version`, bumps its version and records the change (none when nothing changed). */
export function updateRecord<K extends RecordKey = number, T = Written<K>>(db: Db, kind: RecordKind<Snapshot, K>, author: Author, id: K, version: AtVersion, write: RecordWrite<T, K>): Promise<T> {
  const values = write.values ?? {};
  const k = kind as Kind;
  return writing(db, k, values, async (trx) => {
    const { before, owner } = await lockAt(trx, k, id, version);
    let bumped = 0;
    if (!k.unversioned) {
      const row = await whereKey(anyDb(trx).updateTable(k.table).set({ ...values, version: nextVersion() }), k, id).returning('version').executeTakeFirstOrThrow();
      bumped = Number(row.version);
    } else if (Object.keys(values).length > 0) {
      await whereKey(anyDb(trx).updateTable(k.table).set(values), k, id).execute();
    }
    await write.apply?.(trx, id);
    const after = await snapshotAfter(trx, k, id);
    await record(trx, k, author, id, 'update', write.recorded, before, after, owner);
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
export function deleteRecord<K extends RecordKey = number>(db: Db, kind: RecordKind<Snapshot, K>, author: Author, id: K, version: AtVersion, before?: (trx: Db, id: K) => Promise<void>): Promise<void> {
  const k = kind as Kind;
  return writing(db, k, {}, async (trx) => {
    const { before: was, owner } = await lockAt(trx, k, id, version);
    await before?.(trx, id);
    await whereKey(anyDb(trx).deleteFrom(k.table), k, id).execute();
    await record(trx, k, author, id, 'delete', undefined, was, null, owner);
  });
}
