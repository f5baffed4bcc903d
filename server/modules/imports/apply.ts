/**
 * An import's apply (issue 34), run in the background of the request that starts it: the rows the check found to
 * insert or update saved by the list's save call, at the version the check read (a record changed since is refused
 * as stale), each recorded in the change history as imported from the file (its `source`): row by row, a few at a time,
 * or all in one transaction that nothing is kept of when a row is refused. Stops after the rows in hand when cancelled;
 * the rows not reached are skipped.
 */
import type { ImportApply, ImportList } from '../../../contract/imports';
import { withCallContext } from '../../db/callContext';
import { onPglite } from '../../db/csvExport';
import type { Db } from '../../db/database';
import { m, render } from '../../http/text';
import { saveBodyOf, saveOne } from '../history/revert';
import { AT_ONCE, CHUNKS_AT_ONCE, chunkDone, chunked, PROGRESS_EVERY, type Progress, pipeline, running } from './chunks';
import { lookupNames, rowValues } from './convert';
import { importableOf } from './importable';
import { cancelAsked, checkedRows, countRows, markRows, type StoredRow, saveRows, updateJob } from './jobs.repository';
import { type Context, type Plan, recordOf, recordReader, refOf, refusalMessage } from './rowCalls';
import { createTogether } from './together';

/** The outcomes of the rows an apply saves. */
const TO_APPLY = ['insert', 'update'] as const;

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
  const read = recordReader(ctx, imp, plan.fixed);
  const source = `import:${job.fileName}`;
  const valuesOf = (row: StoredRow) => rowValues(row.cells, plan.columns, lookups, job.list, ctx.language);
  const applyRow = async (row: StoredRow, inTransaction?: Db): Promise<StoredRow> => {
    const values = valuesOf(row);
    if ('refused' in values) return { ...row, outcome: 'refused', message: values.refused };
    try {
      return await withCallContext({ transaction: inTransaction, source }, async () => {
        const current = row.recordId === null ? {} : await read(row.recordId);
        const record = recordOf(imp, plan, values.values, row.recordId === null ? null : current, row.version);
        const how = row.recordId === null ? imp.created : imp.how;
        const ref = refOf(imp, plan.fixed, row.recordId ?? 0);
        const id = await saveOne(req, how, how.save!, saveBodyOf(how, record, current, ref), ref.scopeId);
        // A save that answers no id (a translation's: a count) saved the record the row found.
        return { ...row, outcome: row.recordId === null ? 'inserted' : 'updated', recordId: row.recordId ?? id, message: null };
      });
    } catch (err) {
      return { ...row, outcome: 'refused', message: refusalMessage(err, ctx.language) };
    }
  };
  /** A chunk's new records created together where the save call creates many (./together.ts): the rows done, by row. */
  const createChunk = async (chunk: readonly StoredRow[], inTransaction?: Db): Promise<Map<StoredRow, StoredRow>> => {
    const inserts = chunk.flatMap((row) => {
      const values = row.recordId === null ? valuesOf(row) : null;
      return values && 'values' in values ? [{ row, body: saveBodyOf(imp.created, recordOf(imp, plan, values.values, null), {}, refOf(imp, plan.fixed, 0)) }] : [];
    });
    const ids = await createTogether({ req, db, save: imp.created.save!, transaction: inTransaction, source }, inserts.map((i) => i.body));
    return new Map(inserts.flatMap(({ row }, i) => (ids[i] === null ? [] : [[row, { ...row, outcome: 'inserted', recordId: ids[i], message: null } as StoredRow]])));
  };
  const applyChunk: ApplyChunk = async (chunk, inTransaction, each) => {
    const created = await createChunk(chunk, inTransaction);
    progress.done += created.size;
    const rest = await each(
      chunk.filter((row) => !created.has(row)),
      (row) => applyRow(row, inTransaction),
    );
    return [...created.values(), ...rest].sort((a, b) => a.line - b.line);
  };
  try {
    if (transaction === 'rows') await applyRows(ctx, progress, applyChunk);
    else await applyAll(ctx, progress, applyChunk);
  } finally {
    running.delete(job.id);
  }
}

/**
 * Applies a chunk's rows (in the import's transaction when all or nothing): its new records created together first
 * (counted done), then `each` given the rows left and what saves one by its own call. The rows done, in file order.
 */
type ApplyChunk = (
  chunk: readonly StoredRow[],
  inTransaction: Db | undefined,
  each: (rows: readonly StoredRow[], applyRow: (row: StoredRow) => Promise<StoredRow>) => Promise<StoredRow[]>,
) => Promise<StoredRow[]>;

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

async function applyRows(ctx: Context, progress: Progress, applyChunk: ApplyChunk): Promise<void> {
  const { db, job } = ctx;
  const limit = (await onPglite(db)) ? 1 : AT_ONCE;
  const flow = pipeline(limit > 1 ? CHUNKS_AT_ONCE : 1);
  for await (const chunk of chunked(rowsToApply(db, job.id))) {
    const stop = await flow.add(async () => {
      const results = await applyChunk(chunk, undefined, (rows, applyRow) => chunkDone(rows, limit, progress, applyRow));
      await saveRows(db, job.id, results);
      await updateJob(db, job.id, { done: progress.done });
      return progress.cancel || results.length < chunk.length || (await cancelAsked(db, job.id));
    });
    if (stop) break;
  }
  if (await flow.drain()) progress.cancel = true;
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
async function applyAll(ctx: Context, progress: Progress, applyChunk: ApplyChunk): Promise<void> {
  const { db, job, language } = ctx;
  // On PostgreSQL a cancel made through another process is read from the job; PGlite's one connection is the transaction's.
  const shared = !(await onPglite(db));
  try {
    await db.transaction().execute(async (trx) => {
      for await (const chunk of chunked(rowsToApply(trx, job.id))) {
        const results = await applyChunk(chunk, trx, async (rows, applyRow) => {
          const done: StoredRow[] = [];
          for (const row of rows) {
            if (progress.cancel) throw new AllOrNothing(null);
            const applied = await applyRow(row);
            if (applied.outcome === 'refused') throw new AllOrNothing(applied);
            done.push(applied);
            progress.done++;
          }
          return done;
        });
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

