/**
 * The fields an entry changed, in the order its kind declares them (then any other, by name), each with its value
 * before and after: unchanged fields left out. A declared field is compared at its path (an address's city), so a
 * change inside an object shows as the field that changed; a field the kind does not declare is compared whole.
 */
import { canonical, UNTOLD_KEYS } from '../../contract/canonical';
import type { FieldDef } from '../declare/defineResource';
import { valueAt } from '../declare/fieldPath';
import type { HistoryKind } from './target';

type Snapshot = Record<string, unknown> | null;

export interface FieldChange {
  /** The field's path in the snapshots (its declared source, or the snapshot's key). */
  source: string;
  /** Its declaration, when its kind declares it. */
  field?: FieldDef;
  before: unknown;
  after: unknown;
  /** The records the values are of (a money field's currency is another of their fields). */
  records: { before: Snapshot; after: Snapshot };
}

/** JSON with the keys in order, so two values compare by what they hold. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a ?? null) === canonical(b ?? null);
}

const NOISE = new Set(UNTOLD_KEYS);

export function entryDiff(before: Snapshot, after: Snapshot, kind?: HistoryKind): FieldChange[] {
  const at = (snapshot: Snapshot, source: string) => (snapshot ? valueAt(snapshot, source) : undefined);
  const declared = (kind?.fields ?? []).filter((f) => f.kind !== 'password' && f.kind !== 'secret');
  const changes: FieldChange[] = declared
    .map((field) => ({ source: field.source, field, before: at(before, field.source), after: at(after, field.source), records: { before, after } }))
    .filter((c) => (c.before !== undefined || c.after !== undefined) && !sameValue(c.before, c.after));
  // The top-level keys no declared field covers (a declared `primaryAddress.city` covers `primaryAddress`).
  const covered = new Set(declared.map((f) => f.source.split('.')[0]));
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !covered.has(k) && !NOISE.has(k)).sort();
  for (const key of keys) {
    const [b, a] = [before?.[key], after?.[key]];
    if (!sameValue(b, a)) changes.push({ source: key, before: b, after: a, records: { before, after } });
  }
  return changes;
}

/** The changes the other way round (what putting them back does). */
export const reversed = (changes: readonly FieldChange[]): FieldChange[] =>
  changes.map((c) => ({ ...c, before: c.after, after: c.before, records: { before: c.records.after, after: c.records.before } }));

/** The top-level snapshot keys a set of changed fields put back (a revert names the record's fields, not their paths). */
export const revertKeys = (changes: readonly FieldChange[]) => [...new Set(changes.map((c) => c.source.split('.')[0]))];
