/**
 * A column choice (visible columns in order, hidden ones) as the store keeps it for react-admin's DataTable (the
 * hidden sources, the declared indexes in the order shown: src/declare/views/columnOrder.ts) and back.
 */
import { listFields, type ResourceDescriptor } from '../declare/defineResource';
import { orderedFields } from '../declare/views/columnOrder';

export interface Choice {
  /** The visible columns' sources in their order. */
  columns: string[];
  hidden: string[];
}

export interface Stored {
  hidden: string[];
  ranks: number[];
}

/**
 * The store's form of `choice`. A declared column the choice names in neither list (declared since) shows as
 * declared, after the chosen ones; `hidden` undefined (a view: its columns are all it shows) hides every other column.
 */
export function toStore(descriptor: ResourceDescriptor, columns: string[], hidden?: string[]): Stored {
  const fields = listFields(descriptor);
  const index = new Map(fields.map((f, i) => [f.source, i]));
  const shown = columns.filter((c) => index.has(c));
  const others = fields.filter((f) => !shown.includes(f.source));
  const hiddenNow = others.filter((f) => !hidden || hidden.includes(f.source) || f.hidden).map((f) => f.source);
  const ranks = [...shown, ...others.map((f) => f.source)].map((s) => index.get(s) as number);
  return { hidden: hiddenNow, ranks };
}

/** The choice the store holds: the visible columns in their order, the hidden ones. */
export function fromStore(descriptor: ResourceDescriptor, hidden: string[], ranks: number[] | undefined): Choice {
  const ordered = orderedFields(descriptor, ranks).map((f) => f.source);
  return { columns: ordered.filter((s) => !hidden.includes(s)), hidden: ordered.filter((s) => hidden.includes(s)) };
}
