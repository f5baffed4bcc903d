/**
 * An import's check (issue 34), run in the background of the request that starts it: each row's record found by its
 * natural key and read by its Get call, the row's values put on it, and the list's save called in a dry run
 * (db/callContext.ts: its transaction rolled back once it answers), so the row is checked by every rule of the save
 * (validation, uniqueness, references) and nothing is written; the change the save would have recorded tells what it
 * would do (insert, update with the fields it changes, unchanged) or why it is refused. Stops after the rows in hand
 * when cancelled.
 */
import type { ImportField, ImportList, ImportMode } from '../../../contract/imports';
import { type RecordedChange, withCallContext } from '../../db/callContext';
import { onPglite } from '../../db/csvExport';
import { fieldLabel } from '../../http/fieldLabels';
import { m, render } from '../../http/text';
import { canonical } from '../../../contract/canonical';
import { saveBodyOf, saveOne } from '../history/revert';
import { AT_ONCE, CHUNKS_AT_ONCE, chunkDone, chunked, dataRows, inTurns, type Progress, pipeline, running } from './chunks';
import { createTogether } from './together';
import { lookupNames, type PlannedColumn, rowValues } from './convert';
import { type Fixed, importableOf, keyText, scopeOf } from './importable';
import { cancelAsked, clearRows, jobContent, type StoredRow, saveRows, updateJob } from './jobs.repository';
import { readRows } from './parse';
import { type Context, type Imported, type Plan, recordOf, recordReader, refOf, refusalMessage, rowChanges } from './rowCalls';

/** Checks every row of the job's sheet (a dry run of each save), writing their outcomes. */
export async function check(ctx: Context, input: { sheet: string; mode: ImportMode; columns: PlannedColumn[]; fixed?: Fixed }): Promise<void> {
  const { db, job, language } = ctx;
  const list = job.list as ImportList;
  const imp = importableOf(list);
  const progress: Progress = { done: 0, total: 0, cancel: false };
  running.set(job.id, progress);
  try {
    const content = await jobContent(db, job.id);
    const rows = () => dataRows(readRows(content, job.fileKind, input.sheet, job.fileName));
    const counted = (job.plan as Plan | null)?.rows?.[input.sheet];
    if (counted !== undefined) progress.total = counted;
    else for await (const _ of rows()) progress.total++;
    await updateJob(db, job.id, { total: progress.total, done: 0 });
    const lookups = await lookupNames(db, input.columns);
    const keyColumns = imp.key.map((source) => input.columns.find((c) => c.field.source === source));
    const keyOf = (values: Map<string, unknown>) => (keyColumns.every((c) => c && values.has(c.field.source)) ? keyText(imp.key.map((k) => values.get(k))) : null);
    const fixed = input.fixed ?? {};
    const read = recordReader(ctx, imp, fixed);
    const seen = new Map<string, number>();
    const keyLabel = imp.key.map((k) => fieldLabel(list, k, language) ?? k).join(', ');
    const limit = (await onPglite(db)) ? 1 : AT_ONCE;
    // Chunk by chunk as the file is read: its values, the records its keys find, its rows planned in file order (a
    // key's first line is the one kept), then checked and written beside the next chunk's planning.
    const flow = pipeline(limit > 1 ? CHUNKS_AT_ONCE : 1);
    for await (const chunk of chunked(rows())) {
      const converted = chunk.map((row) => ({ row, read: rowValues(row.cells, input.columns, lookups, list, language) }));
      const keys = converted.flatMap(({ read: values }) => ('values' in values ? [keyOf(values.values)] : [])).filter((k): k is string => k !== null);
      const found = await imp.find(db, [...new Set(keys)], fixed);
      const rowCheck: RowCheck = { ctx, imp, read, mode: input.mode, plan: { columns: input.columns, fixed }, seen, found, keyOf, keyLabel };
      const planned = await chunkDone(converted, limit, progress, ({ row, read: values }) => planRow(rowCheck, row, values));
      const stop = await flow.add(async () => {
        const results = await checkPlanned(rowCheck, planned, limit);
        await saveRows(db, job.id, results);
        await updateJob(db, job.id, { done: progress.done });
        return progress.cancel || planned.length < chunk.length || (await cancelAsked(db, job.id));
      });
      if (stop) break;
    }
    if (await flow.drain()) progress.cancel = true;
    await updateJob(db, job.id, { done: progress.done, state: progress.cancel ? 'cancelled' : 'checked' });
  } finally {
    running.delete(job.id);
  }
}

interface RowCheck {
  ctx: Context;
  imp: Imported;
  read: (id: number) => Promise<Record<string, unknown>>;
  mode: ImportMode;
  plan: Pick<Plan, 'columns' | 'fixed'>;
  seen: Map<string, number>;
  found: Map<string, number>;
  keyOf: (values: Map<string, unknown>) => string | null;
  keyLabel: string;
}

/** A row found to save, its record read: its save body, and what its outcome is written on. */
interface Planned {
  stored: StoredRow;
  id: number | undefined;
  current: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** A row's refusal before any call (its values, its key, the mode), or what its save is to check. */
async function planRow(c: RowCheck, row: { line: number; cells: string[] }, read: ReturnType<typeof rowValues>): Promise<StoredRow | Planned> {
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
    const record = recordOf(c.imp, c.plan, read.values, id === undefined ? null : current);
    const ref = refOf(c.imp, c.plan.fixed, id ?? 0);
    const body = saveBodyOf(id === undefined ? c.imp.created : c.imp.how, record, current, ref);
    // A row that puts on its record nothing it does not hold already is unchanged, with no call: its save would
    // change nothing, and a rule of the save its record breaks (a user without the username a save now needs) is
    // not the import's to refuse.
    if (id !== undefined && canonical(body) === canonical(saveBodyOf(c.imp.how, current, current, ref))) {
      return { ...stored, outcome: 'unchanged', recordId: id, version: typeof current.version === 'number' ? current.version : null };
    }
    return { stored, id, current, body };
  } catch (err) {
    return refuse(refusalMessage(err, language));
  }
}

/**
 * The outcomes of a chunk's planned rows: its new records checked together where the save call creates many
 * (./together.ts), every other row by a dry run of its own call.
 */
async function checkPlanned(c: RowCheck, planned: (StoredRow | Planned)[], limit: number): Promise<StoredRow[]> {
  const inserts = planned.filter((p): p is Planned => 'body' in p && p.id === undefined);
  const ids = await createTogether({ req: c.ctx.req, db: c.ctx.db, save: c.imp.created.save!, dryRun: true }, inserts.map((p) => p.body));
  const created = new Set(inserts.filter((_, i) => ids[i] !== null));
  return inTurns(planned, limit, async (p) => {
    if (!('body' in p)) return p;
    if (created.has(p)) return { ...p.stored, outcome: 'insert' };
    return checkSave(c, p);
  });
}

/** A row checked by a dry run of its save call: what the change it would record says, or why it is refused. */
async function checkSave(c: RowCheck, { stored, id, current, body }: Planned): Promise<StoredRow> {
  try {
    const changes: RecordedChange[] = [];
    const how = id === undefined ? c.imp.created : c.imp.how;
    await withCallContext({ dryRun: true, changes }, () => saveOne(c.ctx.req, how, how.save!, body, scopeOf(c.imp, c.plan.fixed)));
    const version = typeof current.version === 'number' ? current.version : null;
    if (id === undefined) return { ...stored, outcome: 'insert' };
    const changed = rowChanges(changes[0]);
    return { ...stored, outcome: changed.length === 0 ? 'unchanged' : 'update', changes: changed, recordId: id, version };
  } catch (err) {
    return { ...stored, message: refusalMessage(err, c.ctx.language) };
  }
}

/** Starts a check: the job's rows cleared, its plan kept for the apply. */
export async function startCheck(ctx: Context, input: { sheet: string; mode: ImportMode; columns: { column: number; field: string }[]; fields: ImportField[]; fixed?: Fixed }) {
  const planned: PlannedColumn[] = input.columns.map((c) => ({ column: c.column, field: input.fields.find((f) => f.source === c.field)! }));
  await clearRows(ctx.db, ctx.job.id);
  const rows = (ctx.job.plan as Plan | null)?.rows;
  await updateJob(ctx.db, ctx.job.id, { state: 'checking', sheet: input.sheet, mode: input.mode, plan: { columns: planned, language: ctx.language, rows, fixed: input.fixed } satisfies Plan, done: 0, total: 0, cancel: false, message: null });
  return planned;
}


