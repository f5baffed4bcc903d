/**
 * A revert (History/Revert, issue 33): the chosen fields of an entry put back as they were before it, through the
 * record's own calls, as the console would make them: its Get call reads the record as it is now, the fields the
 * entry changed must still hold what the entry left (else the revert is refused as stale: someone changed them
 * since), and its save call writes the record with those fields back, at the version just read, with the caller's
 * token and language. So the revert is validated, authorized and recorded exactly as the same edit typed by hand,
 * and it is a new change: the history is never rewritten.
 */
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../../../contract/define';
import type { HistoryEntry } from '../../../contract/history';
import { canonical } from '../../../contract/canonical';
import { type ChangeEntry, readChanges } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { Invalid, NotFound, Stale } from '../../db/domainErrors';
import { CallRefused, callOrRefuse } from '../../http/callAs';
import { m } from '../../http/text';
import { REVERTIBLE, type Revertible } from './revertible';

/** The call that puts an entry back: its kind's save for an update, delete for a creation, create for a deletion. */
const callFor = (how: Revertible | undefined, action: HistoryEntry['action']) =>
  action === 'update' || how?.savedWhole ? how?.save : action === 'create' ? how?.remove : action === 'delete' ? how?.create?.endpoint : undefined;

/** The fields an entry changed: those whose values differ before and after. */
export const changedFields = (entry: Pick<HistoryEntry, 'before' | 'after'>) =>
  Object.keys({ ...entry.before, ...entry.after }).filter((field) => canonical(entry.before?.[field] ?? null) !== canonical(entry.after?.[field] ?? null));

/**
 * Whether an entry can be put back: its kind declares the call that undoes its action (for an update, its save, when
 * the update was not another call's and changed a field the save puts back).
 */
export function isRevertible(entry: Pick<HistoryEntry, 'area' | 'entity' | 'action' | 'before' | 'after'>): boolean {
  const how = REVERTIBLE[`${entry.area}/${entry.entity}`];
  if (callFor(how, entry.action) === undefined) return false;
  // Most kinds declare no field left to another call: their entries (a page of history each) are not compared.
  if (entry.action !== 'update' || (!how.savedElsewhere && !how.notPutBack)) return true;
  const changed = changedFields(entry);
  const kept = how.notPutBack ?? [];
  return !changed.some((field) => how.savedElsewhere?.includes(field)) && changed.some((field) => !kept.includes(field));
}

/** The fields of a revertible update its kind's save cannot put back (not offered; refused when asked for). */
export function keptFields(entry: Pick<HistoryEntry, 'area' | 'entity' | 'action' | 'before' | 'after'>): string[] {
  const kept = REVERTIBLE[`${entry.area}/${entry.entity}`]?.notPutBack;
  if (!kept || entry.action !== 'update' || !isRevertible(entry)) return [];
  return changedFields(entry).filter((field) => kept.includes(field));
}

/**
 * A save or create call made with one record: as a row of its own for a batch call (under its owner's body, for one
 * that takes one: a business's users), whose refusal of the row (a 200 answer saying so) is the revert's refusal.
 * Answers the record's id.
 */
export async function saveOne(req: FastifyRequest, how: Revertible, endpoint: Endpoint, body: Record<string, unknown>, scopeId: number | null): Promise<number> {
  if (!how.batch) return Number(((await callOrRefuse(req, endpoint, { body })) as { id: number }).id);
  const rows = how.batch === true ? [body] : how.batch.body([body], scopeId);
  const [result] = ((await callOrRefuse(req, endpoint, { body: rows })) as { results: { id: number; success: boolean; message?: string }[] }).results;
  // Shaped as every refusal the API answers (plugins/errors.ts): the row's message, in the caller's language.
  if (!result.success) throw new CallRefused(409, { message: result.message });
  return result.id;
}

/** Puts the fields back; answers the change the revert made (null when the save changed nothing: already as before). */
export async function revert(db: Db, req: FastifyRequest, input: { id: number; fields: string[] }): Promise<ChangeEntry | null> {
  const entry = (await readChanges(db, { entryId: input.id }, { limit: 1, offset: 0 })).items[0];
  if (!entry) throw new NotFound(m`History entry ${input.id}`);
  const how = REVERTIBLE[`${entry.area}/${entry.entity}`];
  if (!how || !isRevertible(entry)) throw new Invalid('id', m`is a change that cannot be put back here`);
  let recordId = entry.recordId;
  if (entry.action === 'update' || how.savedWhole) await putBack(req, how, entry, input.fields);
  else if (entry.action === 'create') await undoCreation(req, how, entry);
  else if (entry.action === 'delete') {
    // Restored as a new record (its own id): the history names it so.
    recordId = await saveOne(req, how, how.create!.endpoint, how.create!.body(entry.before ?? {}, entry.scopeId), entry.scopeId);
  }
  const [area, entity] = (entry.action === 'update' && how.recordedAs ? how.recordedAs : `${entry.area}/${entry.entity}`).split('/');
  const newest = (await readChanges(db, { area, entity, recordId }, { limit: 1, offset: 0 })).items[0];
  return newest && newest.id !== entry.id && newest.changedAt >= entry.changedAt ? newest : null;
}

/** A record of the kind: its id and owner (a change entry's, or an import's row's). */
type RecordRef = Pick<ChangeEntry, 'recordId' | 'scopeId'> & Partial<ChangeEntry>;

/** What the kind's Get call answers for the record now (a whole list, for a catalogue read by its list call). */
export const getAnswer = (req: FastifyRequest, how: Revertible, ref: RecordRef): Promise<unknown> =>
  callOrRefuse(req, how.get, { query: how.query(ref.recordId, ref.scopeId, ref), body: how.getBody?.(ref as ChangeEntry) });

/** The record in its Get call's answer (its row, for a list call); not found when it is not there. */
export function pickRecord(how: Revertible, answer: unknown, recordId: number): Record<string, unknown> {
  const pick = how.pick ?? ((list, id) => (Array.isArray(list) ? list.find((row) => row.id === id) : (list as Record<string, unknown>)));
  const record = pick(answer, recordId);
  if (!record) throw new NotFound(how.what(recordId));
  return record;
}

/** The entry's record as its Get call answers it now; not found when it is not there. */
export async function currentRecord(req: FastifyRequest, how: Revertible, entry: RecordRef): Promise<Record<string, unknown>> {
  return pickRecord(how, await getAnswer(req, how, entry), entry.recordId);
}

/** The save call's body of a record (as its Get answers it, `current`: as it is now): the keys the call takes. */
export function saveBodyOf(how: Revertible, record: Record<string, unknown>, current: Record<string, unknown>, ref?: RecordRef): Record<string, unknown> {
  const shaped = how.saveBody ? how.saveBody(record, current, ref) : record;
  const keys = (typeof how.batch === 'object' ? how.batch.keys : how.save?.bodyKeys) ?? [];
  return Object.fromEntries(keys.filter((key) => shaped[key] !== undefined).map((key) => [key, shaped[key]]));
}

/** A creation undone: the record deleted at its version, unless it changed since it was made (stale). */
async function undoCreation(req: FastifyRequest, how: Revertible, entry: ChangeEntry) {
  const current = await currentRecord(req, how, entry);
  const made = entry.after ?? {};
  if (Object.keys(made).some((field) => canonical(current[field] ?? null) !== canonical(made[field] ?? null))) throw new Stale(how.what(entry.recordId));
  const at = { id: entry.recordId, version: current.version };
  // A remove call is a POST with a body, or a GET with the id and version as its query (the catalogues'; the id
  // alone for a record kept without a version: a tool make).
  const query: Record<string, string> = at.version === undefined ? { id: String(at.id) } : { id: String(at.id), version: String(at.version) };
  await callOrRefuse(req, how.remove!, how.remove!.method === 'GET' ? { query } : { body: at });
}

/**
 * An update's chosen fields put back through the save call, at the version read now, unless one changed since (a
 * kind saved whole: a creation's or a deletion's too, the missing side's fields none).
 */
async function putBack(req: FastifyRequest, how: Revertible, entry: ChangeEntry, fields: string[]) {
  if (!how.savedWhole && (!entry.before || !entry.after)) throw new Invalid('id', m`is a change that cannot be put back here`);
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const unknown = fields.find((field) => !(field in before) && !(field in after));
  if (unknown !== undefined) throw new Invalid('fields', m`${unknown} is not a field of this change`);
  if (fields.some((field) => how.notPutBack?.includes(field))) throw new Invalid('id', m`is a change that cannot be put back here`);
  const current = await currentRecord(req, how, entry);
  // A field the record's Get does not answer is one its save derives from others (a sales rep's lookup item, from
  // the name): it goes back with them.
  const given = fields.filter((field) => field in current);
  const moved = given.filter((field) => canonical(current[field] ?? null) !== canonical(after[field] ?? null));
  if (moved.length > 0) throw new Stale(how.what(entry.recordId));
  const merged: Record<string, unknown> = { ...current };
  for (const field of given) merged[field] = before[field] ?? null;
  await saveOne(req, how, how.save!, saveBodyOf(how, merged, current, entry), entry.scopeId);
}
