/**
 * A value as JSON with every object's keys in order, so two values compare by what they hold: the server's change
 * history (an update that changed nothing records nothing; a revert's stale check) and the console's history panel
 * (which fields an entry changed) compare snapshots the same way.
 */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Snapshot keys whose change tells staff nothing (the record's own id, bookkeeping times): a change's words leave them out. */
export const UNTOLD_KEYS: readonly string[] = ['id', 'version', 'updatedAt', 'updated_at', 'createdAt', 'created_at'];
