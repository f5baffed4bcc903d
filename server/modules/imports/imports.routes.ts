/**
 * Imports (issue 34): a file uploaded and read (its sheets, their headers matched to the list's fields), its check
 * and its apply started in the background and followed by Status, its rows paged, a cancel, and the refused rows
 * handed back as CSV. An import is its uploader's alone.
 */
import { csvLine } from '../../../contract/csv';
import { fixedFields, IMPORT_MAX_BYTES, type ImportList, importsContract as c, type ImportStatus, isImportList } from '../../../contract/imports';
import type { Fixed } from './importable';
import { Invalid } from '../../db/domainErrors';
import { HttpError } from '../../http/errors';
import { fieldLabel } from '../../http/fieldLabels';
import { route } from '../../http/route';
import { type Language, m, render } from '../../http/text';
import { importJobsEnded, importJobsRunning } from '../../metrics/metrics';
import { countsOf, createJob, getJob, jobContent, type Job, rowsPage, updateJob, checkedRows } from './jobs.repository';
import { fileKindOf, readRows, sheetsOf } from './parse';
import { apply } from './apply';
import { check, startCheck } from './check';
import { running } from './chunks';
import type { Plan } from './rowCalls';
import type { Db } from '../../db/database';
import type { FastifyRequest } from 'fastify';

/** A check or apply not heard of for this long ran in a process that stopped: it is told as failed. */
const LOST_AFTER_MS = 120_000;

async function statusOf(db: Db, job: Job, language: Language): Promise<ImportStatus> {
  const here = running.get(job.id);
  const busy = job.state === 'checking' || job.state === 'applying';
  const lost = busy && !here && Date.now() - job.updatedAt.getTime() > LOST_AFTER_MS;
  return {
    id: job.id,
    list: job.list,
    fileName: job.fileName,
    state: lost ? 'failed' : job.state,
    sheet: job.sheet,
    mode: job.mode,
    done: here?.done ?? job.done,
    total: here?.total ?? job.total,
    counts: await countsOf(db, job.id),
    message: lost ? render(m`The import stopped: the server running it was restarted. Check the file again.`, language) : job.message,
  };
}

/** A header matched to a field: its label in English or Spanish, or its API name, in any case and spacing. */
function matchesOf(list: string, header: readonly string[], fields: readonly string[]): (string | null)[] {
  const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
  const names = new Map<string, string>();
  for (const source of fields) {
    for (const name of [source, fieldLabel(list, source, 'en'), fieldLabel(list, source, 'es')]) if (name && !names.has(norm(name))) names.set(norm(name), source);
  }
  const used = new Set<string>();
  return header.map((cell) => {
    const source = names.get(norm(cell));
    if (source === undefined || used.has(source)) return null;
    used.add(source);
    return source;
  });
}

/** Runs a check or an apply after the answer: a failure the job's, told by Status; counted in the metrics. */
function inBackground(req: FastifyRequest, db: Db, job: Job, language: Language, phase: 'check' | 'apply', work: () => Promise<void>) {
  importJobsRunning.inc({ phase });
  void work()
    .then(() => importJobsEnded.inc({ phase, outcome: 'ok' }))
    .catch(async (err: unknown) => {
      importJobsEnded.inc({ phase, outcome: 'error' });
      req.log.error({ err, event: 'import.failed', importId: job.id }, 'import failed');
      await updateJob(db, job.id, { state: 'failed', message: render(m`The import stopped on an error. Check the file again.`, language) }).catch(() => undefined);
    })
    .finally(() => importJobsRunning.dec({ phase }));
}

/** The values the list's owner fixes (IMPORT_LISTS' `fixed`): each given, none other; a column cannot fill one. */
function fixedOf(list: ImportList, given: Fixed | undefined): Fixed | undefined {
  const names = fixedFields(list);
  const other = Object.keys(given ?? {}).find((name) => !names.includes(name));
  if (other) throw new Invalid('fixed', m`${other} is not fixed by the list's owner`);
  const missing = names.find((name) => given?.[name] === undefined);
  if (missing) throw new Invalid('fixed', m`${missing} must be given: the list's owner fixes it`);
  return names.length === 0 ? undefined : given;
}

const busy = (job: Job) => job.state === 'checking' || job.state === 'applying';

export const importsRoutes = [
  route(c.upload, async ({ body, db, user }) => {
    if (!isImportList(body.list)) throw new Invalid('list', m`is not a list that imports`);
    const content = Buffer.from(body.contentBase64, 'base64');
    if (content.length > IMPORT_MAX_BYTES) throw new HttpError(413, m`The file is larger than 20 MB.`);
    const kind = fileKindOf(content, body.fileName);
    const sheets = [];
    for (const name of await sheetsOf(content, kind, body.fileName)) {
      let columns: string[] = [];
      let rows = -1;
      for await (const row of readRows(content, kind, name, body.fileName)) {
        if (rows === -1) columns = row.cells;
        rows++;
      }
      sheets.push({ name, columns, rows: Math.max(rows, 0), matches: matchesOf(body.list, columns, body.fields) });
    }
    const rows = Object.fromEntries(sheets.map((sheet) => [sheet.name, sheet.rows]));
    const id = await createJob(db, { userId: user.id, list: body.list, fileName: body.fileName, fileKind: kind, content, plan: { rows } satisfies Partial<Plan> });
    return { id, sheets };
  }),
  route(c.check, async ({ body, db, user, req, language }) => {
    const job = await getJob(db, body.id, user.id);
    if (busy(job)) throw new HttpError(409, m`The import is already running.`);
    const unknown = body.columns.find((col) => !body.fields.some((f) => f.source === col.field));
    if (unknown) throw new Invalid('columns', m`${unknown.field} is not one of the fields given`);
    const repeated = body.columns.find((col, i) => body.columns.findIndex((other) => other.field === col.field) !== i);
    if (repeated) throw new Invalid('columns', m`${repeated.field} is matched to two columns`);
    const fixed = fixedOf(job.list as ImportList, body.fixed);
    const owned = body.columns.find((col) => fixed?.[col.field] !== undefined);
    if (owned) throw new Invalid('columns', m`${owned.field} is fixed by the list's owner, not read from a column`);
    const columns = await startCheck({ req, db, job, language }, { ...body, fixed });
    const started = await getJob(db, job.id, user.id);
    inBackground(req, db, job, language, 'check', () => check({ req, db, job: started, language }, { sheet: body.sheet, mode: body.mode, columns, fixed }));
    return statusOf(db, started, language);
  }),
  route(c.apply, async ({ body, db, user, req, language }) => {
    const job = await getJob(db, body.id, user.id);
    if (job.state !== 'checked') throw new HttpError(409, m`The import must be checked before it is applied.`);
    await updateJob(db, job.id, { state: 'applying', done: 0, cancel: false, message: null });
    const started = await getJob(db, job.id, user.id);
    inBackground(req, db, job, language, 'apply', () => apply({ req, db, job: started, language }, body.transaction));
    return statusOf(db, started, language);
  }),
  route(c.status, async ({ query, db, user, language }) => statusOf(db, await getJob(db, query.id, user.id), language)),
  route(c.cancel, async ({ body, db, user, language }) => {
    const job = await getJob(db, body.id, user.id);
    const here = running.get(job.id);
    if (here) here.cancel = true;
    if (busy(job)) await updateJob(db, job.id, { cancel: true });
    return statusOf(db, await getJob(db, job.id, user.id), language);
  }),
  route(c.rows, async ({ body, db, user }) => {
    await getJob(db, body.id, user.id);
    return rowsPage(db, body.id, { outcome: body.outcome, limit: body.pageSize, offset: body.offset });
  }),
  route(c.rejected, async ({ query, db, user, reply, language }) => {
    const job = await getJob(db, query.id, user.id);
    let header: string[] = [];
    for await (const row of readRows(await jobContent(db, job.id), job.fileKind, job.sheet ?? '', job.fileName)) {
      header = row.cells;
      break;
    }
    const refused = await checkedRows(db, job.id, ['refused']);
    // In the language of the reasons (the check's): a download link carries the browser's, not the console's.
    const reason = render(m`Reason`, (job.plan as Plan | null)?.language ?? language);
    const lines = [csvLine([...header, reason]), ...refused.map((r) => csvLine([...r.cells, r.message ?? '']))];
    const name = job.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_');
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}-rejected.csv"`);
    return reply.send(`\uFEFF${lines.join('')}`) as never;
  }),
];
