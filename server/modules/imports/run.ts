/**
 * An import's check and apply (issue 34), each run in the background of the request that starts it, row after row
 * through the list's own calls made on the caller's behalf (http/callAs.ts), so each row is validated, authorized and
 * refused exactly as the same save made on its screen:
 *
 * - the **check** reads each row's record by its natural key (its Get call), puts the row's values on it and calls
 *   the save in a dry run (db/callContext.ts: its transaction rolled back once it answers), so the row is checked by
 *   every rule of the save (validation, uniqueness, references) and nothing is written; the change the save would
 *   have recorded tells what it would do (insert, update with the fields it changes, unchanged) or why it is refused;
 * - the **apply** saves the rows the check found to insert or update, at the version the check read (a record
 *   changed since is refused as stale), each recorded in the change history as imported from the file: row by row,
 *   or all in one transaction that nothing is kept of when a row is refused.
 *
 * Both stop after the row in hand when cancelled. Their progress is written to the job as they go, except all or
 * nothing on PGlite, whose one connection the transaction holds: there it is kept here (`running`), where Status reads it.
 */
import type { FastifyRequest } from 'fastify';
import { canonical } from '../../../contract/canonical';
import type { ImportApply, ImportField, ImportList, ImportMode } from '../../../contract/imports';
import { type RecordedChange, withCallContext } from '../../db/callContext';
import { onPglite } from '../../db/csvExport';
import type { Db } from '../../db/database';
import { CallRefused } from '../../http/callAs';
import { fieldLabel } from '../../http/fieldLabels';
import { type Language, m, render } from '../../http/text';
import { currentRecord, saveOne } from '../history/revert';
import { lookupNames, type PlannedColumn, rowValues, setPath } from './convert';
import { importableOf, keyText } from './importable';
import { cancelAsked, checkedRows, clearRows, countRows, type Job, jobContent, markRows, type StoredRow, saveRows, updateJob } from './jobs.repository';
import { type FileRow, readRows } from './parse';

export interface Plan {
  columns: PlannedColumn[];
  /** The language the check was asked in: its refusals' and the rejected rows' (a download link carries none). */
  language: Language;
}

/**
 * The record a row saves: the record read now with the row's values on it, or a new one of them. A new record's text
 * column left empty is sent empty, so that a required one is refused as such ("must not be empty").
 */
function recordOf(
  imp: ReturnType<typeof importableOf>,
  columns: readonly PlannedColumn[],
  values: Map<string, unknown>,
  current: Record<string, unknown> | null,
  version?: number | null,
) {
  const record: Record<string, unknown> = current === null ? { ...imp.fresh, id: 0 } : { ...current, ...(version == null ? {} : { version }) };
  if (current === null) for (const { field } of columns) if (field.kind === 'text' && !values.has(field.source)) setPath(record, field.source, '');
  for (const [path, value] of values) setPath(record, path, value);
  return record;
}

/** Imports running in this process: their progress, and whether a cancel reached this process. */
export const running = new Map<string, Progress>();

const PROGRESS_EVERY = 200;
/** The outcomes of the rows an apply saves. */
const TO_APPLY = ['insert', 'update'] as const;
/** Rows checked or applied at once on PostgreSQL (each its own calls and transaction); one at a time on PGlite's one connection. */
const AT_ONCE = 6;

/**
 * Runs `work` on the items, `limit` at a time, started in their order, until `stop()` says so: the results of those
 * started, in their order (each started one is finished).
 */
async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, stop: () => boolean): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

interface Progress {
  done: number;
  total: number;
  cancel: boolean;
}

/** The items in chunks of PROGRESS_EVERY, as they come (never all held). */
async function* chunked<T>(items: AsyncIterable<T>): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length >= PROGRESS_EVERY) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** A chunk's items worked through `limit` at a time until a cancel, each counted done: their results. */
const chunkDone = <T, R>(chunk: readonly T[], limit: number, progress: Progress, work: (item: T) => Promise<R>) =>
  inTurns(
    chunk,
    limit,
    async (item) => {
      const result = await work(item);
      progress.done++;
      return result;
    },
    () => progress.cancel,
  );

/** The sheet's rows under its header. */
async function* dataRows(rows: AsyncIterable<FileRow>): AsyncGenerator<FileRow> {
  let header = true;
  for await (const row of rows) {
    if (header) header = false;
    else yield row;
  }
}

/** The refusal's message as the API answered it (in the caller's language). */
function refusalMessage(err: unknown): string {
  if (err instanceof CallRefused) {
    const body = err.body as { message?: string } | null;
    return body?.message ?? `HTTP ${err.statusCode}`;
  }
  throw err;
}

/** The fields whose values differ before and after a change, as the preview shows them. */
function changedFields(change: RecordedChange | undefined) {
  if (!change?.before || !change.after) return [];
  const keys = new Set([...Object.keys(change.before), ...Object.keys(change.after)]);
  return [...keys]
    .filter((k) => canonical(change.before?.[k] ?? null) !== canonical(change.after?.[k] ?? null))
    .map((field) => ({ field, before: change.before?.[field] ?? null, after: change.after?.[field] ?? null }));
}

interface Context {
  req: FastifyRequest;
  db: Db;
  job: Job;
  language: Language;
}

/** A row's body for its save: its record as read now with the row's values on it, or a new record of them. */
function bodyOf(how: ReturnType<typeof importableOf>['how'], record: Record<string, unknown>, current: Record<string, unknown>) {
  const save = how.save!;
  const shaped = how.saveBody ? how.saveBody(record, current) : record;
  const keys = (typeof how.batch === 'object' ? how.batch.keys : save.bodyKeys) ?? Object.keys(shaped);
  return Object.fromEntries(keys.filter((key) => shaped[key] !== undefined).map((key) => [key, shaped[key]]));
}

/** Reads a record through its kind's Get call, once per query for a whole list's call (a catalogue's). */
function recordReader(ctx: Context, how: ReturnType<typeof importableOf>['how']) {
  const lists = new Map<string, Promise<unknown>>();
  return (id: number): Promise<Record<string, unknown>> => {
    const query = how.query(id, null);
    const whole = query === undefined || !Object.values(query).includes(String(id));
    if (!whole) return currentRecord(ctx.req, how, { recordId: id, scopeId: null } as never);
    const key = JSON.stringify(query ?? null);
    if (!lists.has(key)) lists.set(key, currentRecord(ctx.req, { ...how, pick: (answer) => answer as never }, { recordId: id, scopeId: null } as never));
    return lists.get(key)!.then((answer) => {
      const pick = how.pick ?? ((list: unknown, rid: number) => (Array.isArray(list) ? list.find((row) => row.id === rid) : undefined));
      const record = pick(answer, id);
      if (!record) throw new CallRefused(404, { message: render(how.what(id), ctx.language) });
      return record as Record<string, unknown>;
    });
  };
}

/** Checks every row of the job's sheet (a dry run of each save), writing their outcomes. */
export async function check(ctx: Context, input: { sheet: string; mode: ImportMode; columns: PlannedColumn[] }): Promise<void> {
  const { db, job, language } = ctx;
  const list = job.list as ImportList;
  const imp = importableOf(list);
  const progress: Progress = { done: 0, total: 0, cancel: false };
  running.set(job.id, progress);
  try {
    const content = await jobContent(db, job.id);
    const rows = () => dataRows(readRows(content, job.fileKind, input.sheet, job.fileName));
    for await (const _ of rows()) progress.total++;
    await updateJob(db, job.id, { total: progress.total, done: 0 });
    const lookups = await lookupNames(db, input.columns);
    const keyColumns = imp.key.map((source) => input.columns.find((c) => c.field.source === source));
    const keyOf = (values: Map<string, unknown>) => (keyColumns.every((c) => c && values.has(c.field.source)) ? imp.key.map((k) => keyText(values.get(k))).join('\u0000') : null);
    const read = recordReader(ctx, imp.how);
    const seen = new Map<string, number>();
    const keyLabel = imp.key.map((k) => fieldLabel(list, k, language) ?? k).join(', ');
    const limit = (await onPglite(db)) ? 1 : AT_ONCE;
    // Chunk by chunk as the file is read: its values, the records its keys find, its rows checked and written.
    for await (const chunk of chunked(rows())) {
      const converted = chunk.map((row) => ({ row, read: rowValues(row.cells, input.columns, lookups, list, language) }));
      const keys = converted.flatMap(({ read: values }) => ('values' in values ? [keyOf(values.values)] : [])).filter((k): k is string => k !== null);
      const found = imp.key.length === 1 ? await imp.find(db, [...new Set(keys)]) : new Map<string, number>();
      const rowCheck: RowCheck = { ctx, imp, read, mode: input.mode, columns: input.columns, seen, found, keyOf, keyLabel };
      const results = await chunkDone(converted, limit, progress, ({ row, read: values }) => checkRow(rowCheck, row, values));
      await saveRows(db, job.id, results);
      await updateJob(db, job.id, { done: progress.done });
      if (progress.cancel || results.length < chunk.length || (await cancelAsked(db, job.id))) {
        progress.cancel = true;
        break;
      }
    }
    await updateJob(db, job.id, { done: progress.done, state: progress.cancel ? 'cancelled' : 'checked' });
  } finally {
    running.delete(job.id);
  }
}

interface RowCheck {
  ctx: Context;
  imp: ReturnType<typeof importableOf>;
  read: (id: number) => Promise<Record<string, unknown>>;
  mode: ImportMode;
  columns: readonly PlannedColumn[];
  seen: Map<string, number>;
  found: Map<string, number>;
  keyOf: (values: Map<string, unknown>) => string | null;
  keyLabel: string;
}

async function checkRow(c: RowCheck, row: { line: number; cells: string[] }, read: ReturnType<typeof rowValues>): Promise<StoredRow> {
  const { language } = c.ctx;
  const stored: StoredRow = { line: row.line, outcome: 'refused', message: null, changes: [], cells: row.cells, recordId: null, version: null };
  const refuse = (message: string) => ({ ...stored, message });
  if ('refused' in read) return refuse(read.refused);
  const key = c.keyOf(read.values);
  if (key !== null) {
    const first = c.seen.get(key);
    if (first !== undefined) return refuse(render(m`${c.keyLabel} repeats line ${first} of the file`, language));
    c.seen.set(key, row.line);
  }
  const id = key === null ? undefined : c.found.get(key);
  if (c.mode === 'insert' && id !== undefined) return refuse(render(m`A record with this ${c.keyLabel} already exists (insert only)`, language));
  if (c.mode !== 'insert' && key === null) return refuse(render(m`${c.keyLabel} is needed to find the record to update`, language));
  if (c.mode === 'update' && id === undefined) return refuse(render(m`No record has this ${c.keyLabel} (update only)`, language));
  try {
    const current = id === undefined ? {} : await c.read(id);
    const record = recordOf(c.imp, c.columns, read.values, id === undefined ? null : current);
    const changes: RecordedChange[] = [];
    await withCallContext({ dryRun: true, changes }, () => saveOne(c.ctx.req, c.imp.how, c.imp.how.save!, bodyOf(c.imp.how, record, current), null));
    const version = typeof current.version === 'number' ? current.version : null;
    if (id === undefined) return { ...stored, outcome: 'insert' };
    const changed = changedFields(changes[0]);
    return { ...stored, outcome: changed.length === 0 ? 'unchanged' : 'update', changes: changed, recordId: id, version };
  } catch (err) {
    return refuse(refusalMessage(err));
  }
}

/** Applies the rows the check found to insert or update: row by row, or all or nothing. */
export async function apply(ctx: Context, transaction: ImportApply): Promise<void> {
  const { req, db, job } = ctx;
  const imp = importableOf(job.list as ImportList);
  const plan = job.plan as Plan;
  const total = await countRows(db, job.id, TO_APPLY);
  const progress: Progress = { done: 0, total, cancel: false };
  running.set(job.id, progress);
  await updateJob(db, job.id, { total, done: 0 });
  const lookups = await lookupNames(db, plan.columns);
  const read = recordReader(ctx, imp.how);
  const source = `import:${job.fileName}`;
  const applyRow = async (row: StoredRow, inTransaction?: Db): Promise<StoredRow> => {
    const values = rowValues(row.cells, plan.columns, lookups, job.list, ctx.language);
    if ('refused' in values) return { ...row, outcome: 'refused', message: values.refused };
    try {
      return await withCallContext({ transaction: inTransaction, source }, async () => {
        const current = row.recordId === null ? {} : await read(row.recordId);
        const record = recordOf(imp, plan.columns, values.values, row.recordId === null ? null : current, row.version);
        const id = await saveOne(req, imp.how, imp.how.save!, bodyOf(imp.how, record, current), null);
        return { ...row, outcome: row.recordId === null ? 'inserted' : 'updated', recordId: id, message: null };
      });
    } catch (err) {
      return { ...row, outcome: 'refused', message: refusalMessage(err) };
    }
  };
  try {
    if (transaction === 'rows') await applyRows(ctx, progress, applyRow);
    else await applyAll(ctx, progress, applyRow);
  } finally {
    running.delete(job.id);
  }
}

type ApplyRow = (row: StoredRow, inTransaction?: Db) => Promise<StoredRow>;

/** The rows the check found to insert or update, in file order, page by page from `db` (the transaction's, all or nothing). */
async function* rowsToApply(db: Db, id: string): AsyncGenerator<StoredRow> {
  let after = 0;
  for (;;) {
    const page = await checkedRows(db, id, TO_APPLY, { after, limit: PROGRESS_EVERY });
    yield* page;
    if (page.length < PROGRESS_EVERY) return;
    after = page[page.length - 1].line;
  }
}

async function applyRows(ctx: Context, progress: Progress, applyRow: ApplyRow): Promise<void> {
  const { db, job } = ctx;
  const limit = (await onPglite(db)) ? 1 : AT_ONCE;
  for await (const chunk of chunked(rowsToApply(db, job.id))) {
    const results = await chunkDone(chunk, limit, progress, (row) => applyRow(row));
    await saveRows(db, job.id, results);
    await updateJob(db, job.id, { done: progress.done });
    if (progress.cancel || results.length < chunk.length || (await cancelAsked(db, job.id))) {
      progress.cancel = true;
      break;
    }
  }
  // The rows not reached: skipped.
  await markRows(db, job.id, TO_APPLY, 'skipped');
  await updateJob(db, job.id, { done: progress.done, state: progress.cancel ? 'cancelled' : 'applied' });
}

class AllOrNothing extends Error {
  constructor(readonly row: StoredRow | null) {
    super(row ? `line ${row.line} refused` : 'cancelled');
  }
}

/**
 * Every row in one transaction, their outcomes written in it: a refused row (or a cancel) rolls them all back, and
 * then the row is written refused and the others skipped.
 */
async function applyAll(ctx: Context, progress: Progress, applyRow: ApplyRow): Promise<void> {
  const { db, job, language } = ctx;
  // On PostgreSQL a cancel made through another process is read from the job; PGlite's one connection is the transaction's.
  const shared = !(await onPglite(db));
  try {
    await db.transaction().execute(async (trx) => {
      for await (const chunk of chunked(rowsToApply(trx, job.id))) {
        const results: StoredRow[] = [];
        for (const row of chunk) {
          if (progress.cancel) throw new AllOrNothing(null);
          const done = await applyRow(row, trx);
          if (done.outcome === 'refused') throw new AllOrNothing(done);
          results.push(done);
          progress.done++;
        }
        await saveRows(trx, job.id, results);
        if (shared) {
          await updateJob(db, job.id, { done: progress.done });
          if (await cancelAsked(db, job.id)) throw new AllOrNothing(null);
        }
      }
    });
  } catch (err) {
    if (!(err instanceof AllOrNothing)) throw err;
    const refused = err.row;
    if (refused) await saveRows(db, job.id, [refused]);
    await markRows(db, job.id, TO_APPLY, 'skipped');
    const message = refused ? render(m`Line ${refused.line} was refused: ${refused.message ?? ''} Nothing was imported.`, language) : null;
    await updateJob(db, job.id, { done: progress.done, state: refused ? 'failed' : 'cancelled', message });
    return;
  }
  await updateJob(db, job.id, { done: progress.done, state: 'applied' });
}

/** Starts a check: the job's rows cleared, its plan kept for the apply. */
export async function startCheck(ctx: Context, input: { sheet: string; mode: ImportMode; columns: { column: number; field: string }[]; fields: ImportField[] }) {
  const planned: PlannedColumn[] = input.columns.map((c) => ({ column: c.column, field: input.fields.find((f) => f.source === c.field)! }));
  await clearRows(ctx.db, ctx.job.id);
  await updateJob(ctx.db, ctx.job.id, { state: 'checking', sheet: input.sheet, mode: input.mode, plan: { columns: planned, language: ctx.language } satisfies Plan, done: 0, total: 0, cancel: false, message: null });
  return planned;
}

