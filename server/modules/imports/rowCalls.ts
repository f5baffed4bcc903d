/**
 * What an import's check and apply do with each row through its list's own calls (issue 34): the record it saves (the
 * record read now by its Get call with the row's values on it, or a new one), the save call's body, and a refusal's
 * message as the API words it.
 */
import type { FastifyRequest } from 'fastify';
import { canonical } from '../../../contract/canonical';
import type { RecordedChange } from '../../db/callContext';
import type { Db } from '../../db/database';
import { CallRefused } from '../../http/callAs';
import { type Language, render } from '../../http/text';
import { currentRecord } from '../history/revert';
import { type PlannedColumn, setPath } from './convert';
import type { importableOf } from './importable';
import type { Job } from './jobs.repository';

export type Imported = ReturnType<typeof importableOf>;

export interface Plan {
  columns: PlannedColumn[];
  /** The language the check was asked in: its refusals' and the rejected rows' (a download link carries none). */
  language: Language;
}

export interface Context {
  req: FastifyRequest;
  db: Db;
  job: Job;
  language: Language;
}

/**
 * The record a row saves: the record read now with the row's values on it, or a new one of them. A new record's text
 * column left empty is sent empty, so that a required one is refused as such ("must not be empty").
 */
export function recordOf(
  imp: Imported,
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

/** The refusal's message as the API answered it (in the caller's language). */
export function refusalMessage(err: unknown): string {
  if (err instanceof CallRefused) {
    const body = err.body as { message?: string } | null;
    return body?.message ?? `HTTP ${err.statusCode}`;
  }
  throw err;
}

/** The fields whose values differ before and after a change, as the preview shows them. */
export function changedFields(change: RecordedChange | undefined) {
  if (!change?.before || !change.after) return [];
  const keys = new Set([...Object.keys(change.before), ...Object.keys(change.after)]);
  return [...keys]
    .filter((k) => canonical(change.before?.[k] ?? null) !== canonical(change.after?.[k] ?? null))
    .map((field) => ({ field, before: change.before?.[field] ?? null, after: change.after?.[field] ?? null }));
}

/** A row's body for its save: its record as read now with the row's values on it, or a new record of them. */
export function bodyOf(how: Imported['how'], record: Record<string, unknown>, current: Record<string, unknown>) {
  const save = how.save!;
  const shaped = how.saveBody ? how.saveBody(record, current) : record;
  const keys = (typeof how.batch === 'object' ? how.batch.keys : save.bodyKeys) ?? Object.keys(shaped);
  return Object.fromEntries(keys.filter((key) => shaped[key] !== undefined).map((key) => [key, shaped[key]]));
}

/** Reads a record through its kind's Get call, once per query for a whole list's call (a catalogue's). */
export function recordReader(ctx: Context, how: Imported['how']) {
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

