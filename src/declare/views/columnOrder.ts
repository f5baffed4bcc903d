/**
 * A table list's columns as the user chose them (issue 35): react-admin's DataTable reads the hidden columns' sources
 * from the store at `<resource>.datatable` and their order from `<resource>.datatable_columnRanks` (the declared
 * columns' indexes in the order shown). The column chooser and a saved view write both; the CSV export writes the
 * visible columns in that order. The server keeps the user's choice (ListColumns/*): the store is its cache.
 */
import type { FieldDef, ResourceDescriptor } from '../defineResource';
import { listFields } from '../defineResource';

/** The columns a list hides until the user shows them. */
export const defaultHidden = (d: ResourceDescriptor) => listFields(d).filter((f) => f.hidden).map((f) => f.source);

export const hiddenKey = (resource: string) => `${resource}.datatable`;
export const ranksKey = (resource: string) => `${resource}.datatable_columnRanks`;

/** The declared columns in the order shown: `ranks` (declared indexes, perhaps fewer than the columns) first. */
export function orderedFields(descriptor: ResourceDescriptor, ranks: number[] | undefined): FieldDef[] {
  const fields = listFields(descriptor);
  if (!ranks?.length) return fields;
  const ranked = ranks.filter((i) => i >= 0 && i < fields.length);
  return [...ranked.map((i) => fields[i]), ...fields.filter((_, i) => !ranked.includes(i))];
}
