/**
 * What an import's check and apply do with each row through its list's own calls (issue 34): the record it saves (the
 * record read now by its Get call with the row's values on it, or a new one), the save call's body, and a refusal's
 * message as the API words it.
 */
import type { FastifyRequest } from 'fastify';
import { callContext, type RecordedChange, withCallContext } from '../../db/callContext';
import type { Db } from '../../db/database';
import { CallRefused } from '../../http/callAs';
import { Refusal } from '../../db/domainErrors';
import { type Language, render } from '../../http/text';
import { changedFields, currentRecord, getAnswer, pickRecord } from '../history/revert';
import { type PlannedColumn, setPath } from './convert';
import { type Fixed, type importableOf, scopeOf } from './importable';
import type { Job } from './jobs.repository';

export type Imported = ReturnType<typeof importableOf>;

export interface Plan {
  columns: PlannedColumn[];
  /** The language the check was asked in: its refusals' and the rejected rows' (a download link carries none). */
  language: Language;
  /** The rows under each sheet's header, counted by the upload (the check's progress has its total without reading the file twice). */
  rows?: Record<string, number>;
  /** The values the list's owner fixes for every row (a state's countryId), from the list's filter. */
  fixed?: Fixed;
}

export interface Context {
  req: FastifyRequest;
  db: Db;
  job: Job;
  language: Language;
}

/**
 * The record a row saves: the record read now with the row's values on it, or a new one of them (with the values its
 * owner fixes). A new record's text column left empty is sent empty, so that a required one is refused as such ("must
 * not be empty").
 */
export function recordOf(
  imp: Imported,
  plan: Pick<Plan, 'columns' | 'fixed'>,
  values: Map<string, unknown>,
  current: Record<string, unknown> | null,
  version?: number | null,
) {
  const { columns } = plan;
  const record: Record<string, unknown> = current === null ? { ...imp.fresh, ...plan.fixed, id: 0 } : { ...current, ...(version == null ? {} : { version }) };
  if (current === null) for (const { field } of columns) if (field.kind === 'text' && !values.has(field.source)) setPath(record, field.source, '');
  for (const [path, value] of values) setPath(record, path, value);
  return record;
}

/** Why a row's call was refused: the API's answer (in the caller's language), or a refusal of ours (its record gone). */
export function refusalMessage(err: unknown, language: Language): string {
  if (err instanceof CallRefused) {
    const body = err.body as { message?: string } | null;
    return body?.message ?? `HTTP ${err.statusCode}`;
  }
  if (err instanceof Refusal) return render(err.text, language);
  throw err;
}

/** The fields whose values differ before and after a change, as the preview shows them. */
export function rowChanges(change: RecordedChange | undefined) {
  if (!change) return [];
  // A record's part made or removed by the save (a translation added to its item) changes its every field.
  const before = change.before ?? {};
  const after = change.after ?? {};
  return changedFields(change).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/**
 * A record of the import as its kind's calls are told of it (as a change entry names one): its id, its owner (the
 * scope) and the values the owner fixes (a translation's language), which its Get and save bodies read.
 */
export const refOf = (imp: Imported, fixed: Fixed | undefined, recordId: number) => ({ recordId, scopeId: scopeOf(imp, fixed), after: { ...fixed } });

/**
 * Reads a record through its kind's Get call, among its owner's (the scope, and the values it fixes, as an entry
 * names them: a state of its country, an item of its lookup type). A Get whose query does not name the record answers
 * a whole list (a catalogue's): it is called once, and its answer serves every row of the import.
 */
export function recordReader(ctx: Context, imp: Imported, fixed: Fixed = {}) {
  const { how } = imp;
  const lists = new Map<string, Promise<unknown>>();
  const read = async (id: number): Promise<Record<string, unknown>> => {
    const ref = refOf(imp, fixed, id);
    const query = how.query(id, ref.scopeId, ref);
    if (query !== undefined && Object.values(query).includes(String(id))) return currentRecord(ctx.req, how, ref);
    const key = JSON.stringify(query ?? null);
    if (!lists.has(key)) lists.set(key, getAnswer(ctx.req, how, ref));
    return pickRecord(how, await lists.get(key), id);
  };
  // Made on the user's behalf (db/callContext.ts), as its saves are: the user's limit counts their import's calls, not its rows.
  return (id: number) => (callContext() ? read(id) : withCallContext({}, () => read(id)));
}
