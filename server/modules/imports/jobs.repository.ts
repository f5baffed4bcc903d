/**
 * Imports as stored (migration 0034): a job per uploaded file, owned by the user who uploaded it (no one else reads
 * it), and its rows with their outcomes. A week after its upload an import is removed, file and rows, when the next
 * one is uploaded.
 */
import { sql } from 'kysely';
import type { ImportCounts, ImportOutcome, ImportRow, ImportState, ImportStatus } from '../../../contract/imports';
import { IMPORT_OUTCOMES } from '../../../contract/imports';
import type { Db } from '../../db/database';
import { NotFound } from '../../db/domainErrors';
import { m } from '../../http/text';
import type { FileKind } from './parse';

export interface StoredRow {
  line: number;
  outcome: ImportOutcome;
  message: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
  cells: string[];
  recordId: number | null;
  version: number | null;
}

export interface Job {
  id: string;
  userId: number;
  list: string;
  fileName: string;
  fileKind: FileKind;
  state: ImportState;
  sheet: string | null;
  mode: ImportStatus['mode'];
  plan: unknown;
  done: number;
  total: number;
  cancel: boolean;
  message: string | null;
  updatedAt: Date;
}

const KEEP_DAYS = 7;

export async function createJob(db: Db, job: { userId: number; list: string; fileName: string; fileKind: FileKind; content: Buffer; plan: unknown }): Promise<string> {
  await db.deleteFrom('import_jobs').where('created_at', '<', sql<Date>`now() - ${`${KEEP_DAYS} days`}::interval`).execute();
  const row = await db
    .insertInto('import_jobs')
    .values({ user_id: job.userId, list: job.list, file_name: job.fileName, file_kind: job.fileKind, content: job.content, plan: JSON.stringify(job.plan) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const jobColumns = ['id', 'user_id', 'list', 'file_name', 'file_kind', 'state', 'sheet', 'mode', 'plan', 'done', 'total', 'cancel', 'message', 'updated_at'] as const;

/** The caller's import `id` (another user's is not found). */
export async function getJob(db: Db, id: string, userId: number): Promise<Job> {
  const row = await db.selectFrom('import_jobs').select(jobColumns).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new NotFound(m`Import ${id}`);
  return {
    id: row.id,
    userId: row.user_id,
    list: row.list,
    fileName: row.file_name,
    fileKind: row.file_kind as FileKind,
    state: row.state as ImportState,
    sheet: row.sheet,
    mode: row.mode as Job['mode'],
    plan: row.plan,
    done: row.done,
    total: row.total,
    cancel: row.cancel,
    message: row.message,
    updatedAt: new Date(row.updated_at),
  };
}

export async function jobContent(db: Db, id: string): Promise<Buffer> {
  const row = await db.selectFrom('import_jobs').select('content').where('id', '=', id).executeTakeFirstOrThrow();
  return Buffer.from(row.content);
}

export async function updateJob(
  db: Db,
  id: string,
  values: Partial<{ state: ImportState; sheet: string; mode: string; plan: unknown; done: number; total: number; cancel: boolean; message: string | null }>,
): Promise<void> {
  const { plan, ...rest } = values;
  await db
    .updateTable('import_jobs')
    .set({ ...rest, ...(plan === undefined ? {} : { plan: JSON.stringify(plan) }), updated_at: sql<string>`now()` as never })
    .where('id', '=', id)
    .execute();
}

/** Whether someone asked to stop the import. */
export async function cancelAsked(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('import_jobs').select('cancel').where('id', '=', id).executeTakeFirst();
  return row?.cancel ?? true;
}

export async function clearRows(db: Db, id: string): Promise<void> {
  await db.deleteFrom('import_rows').where('job_id', '=', id).execute();
}

/** Writes rows' outcomes (new rows, or the apply's outcome of rows checked). */
export async function saveRows(db: Db, id: string, rows: readonly StoredRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('import_rows')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          job_id: id,
          line: r.line,
          outcome: r.outcome,
          message: r.message,
          changes: JSON.stringify(r.changes),
          cells: JSON.stringify(r.cells),
          record_id: r.recordId,
          version: r.version,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['job_id', 'line']).doUpdateSet({
          outcome: (eb) => eb.ref('excluded.outcome'),
          message: (eb) => eb.ref('excluded.message'),
          changes: (eb) => eb.ref('excluded.changes'),
          record_id: (eb) => eb.ref('excluded.record_id'),
        }),
      )
      .execute();
  }
}

/** The rows of these outcomes in file order: all, or a page of them after line `after`. */
export async function checkedRows(db: Db, id: string, outcomes: readonly ImportOutcome[], page?: { after: number; limit: number }): Promise<StoredRow[]> {
  const read = (among: readonly ImportOutcome[]) => {
    const q = db
      .selectFrom('import_rows')
      .select(['line', 'outcome', 'message', 'changes', 'cells', 'record_id', 'version'])
      .where('job_id', '=', id)
      .where('outcome', 'in', [...among])
      .orderBy('line');
    return page ? q.where('line', '>', page.after).limit(page.limit).execute() : q.execute();
  };
  // A page read outcome by outcome, each a range of the index by outcome and line stopped after the page, then merged:
  // several outcomes in one statement read every row after the page's start and sorted them (an apply of 50,000 rows
  // read 25,000 a page on average).
  let rows: Awaited<ReturnType<typeof read>> = [];
  if (!page) rows = await read(outcomes);
  else {
    for (const outcome of outcomes) rows.push(...(await read([outcome])));
    rows = rows.sort((a, b) => a.line - b.line).slice(0, page.limit);
  }
  return rows.map((r) => ({
    line: r.line,
    outcome: r.outcome as ImportOutcome,
    message: r.message,
    changes: r.changes as StoredRow['changes'],
    cells: r.cells,
    recordId: r.record_id,
    version: r.version,
  }));
}

/** How many rows have these outcomes. */
export async function countRows(db: Db, id: string, outcomes: readonly ImportOutcome[]): Promise<number> {
  const { n } = await db.selectFrom('import_rows').select((eb) => eb.fn.countAll<string>().as('n')).where('job_id', '=', id).where('outcome', 'in', [...outcomes]).executeTakeFirstOrThrow();
  return Number(n);
}

/** The rows of these outcomes given another (the rows an apply did not reach: skipped). */
export async function markRows(db: Db, id: string, outcomes: readonly ImportOutcome[], outcome: ImportOutcome): Promise<void> {
  await db.updateTable('import_rows').set({ outcome }).where('job_id', '=', id).where('outcome', 'in', [...outcomes]).execute();
}

export async function rowsPage(db: Db, id: string, page: { outcome?: ImportOutcome; limit: number; offset: number }): Promise<{ count: number; items: ImportRow[] }> {
  let q = db.selectFrom('import_rows').where('job_id', '=', id);
  if (page.outcome) q = q.where('outcome', '=', page.outcome);
  const { count } = await q.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const items = await q.select(['line', 'outcome', 'message', 'changes', 'cells']).orderBy('line').limit(page.limit).offset(page.offset).execute();
  return {
    count: Number(count),
    items: items.map((r) => ({ row: r.line, outcome: r.outcome as ImportOutcome, message: r.message, changes: r.changes as ImportRow['changes'], cells: r.cells })),
  };
}

export async function countsOf(db: Db, id: string): Promise<ImportCounts> {
  const rows = await db.selectFrom('import_rows').select(['outcome', (eb) => eb.fn.countAll<string>().as('n')]).where('job_id', '=', id).groupBy('outcome').execute();
  const counts = Object.fromEntries(IMPORT_OUTCOMES.map((o) => [o, 0])) as ImportCounts;
  for (const r of rows) counts[r.outcome as ImportOutcome] = Number(r.n);
  return counts;
}
