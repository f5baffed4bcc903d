/**
 * Reordering an inline-editable list by an order field (`sortOrder`): rows keep
 * their place in the list as that field, numbered 1, 2, 3… by position. A move
 * renumbers the rows and flags changed those whose number changed, so a save
 * sends exactly the moved rows (spec §4: only changed rows are saved).
 */
import type { RaRecord } from 'react-admin';

export interface OrderedRow {
  record: RaRecord;
  changed: boolean;
}

/** Moves the row at `from` to `to` (clamped to the list), renumbering `field` by position. */
export function moveRow<R extends OrderedRow>(rows: R[], from: number, to: number, field: string): R[] {
  const target = Math.max(0, Math.min(rows.length - 1, to));
  if (from === target || from < 0 || from >= rows.length) return rows;
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(target, 0, row);
  return moved.map((r, i) => (r.record[field] === i + 1 ? r : { ...r, record: { ...r.record, [field]: i + 1 }, changed: true }));
}

/** The number a new row takes: after the last one. */
export const nextOrder = (rows: OrderedRow[], field: string) => rows.reduce((max, r) => Math.max(max, Number(r.record[field]) || 0), 0) + 1;
