/**
 * Spec §4, lookup saves: an item saved as inactive is removed from the local list; an active one is added,
 * or replaces the item with its id. The list stays ordered as the server orders it (by text, then id).
 */
export interface ListedItem {
  id?: number | string;
  text?: unknown;
  isActive?: unknown;
}

const byText = (a: ListedItem, b: ListedItem) =>
  String(a.text ?? '').localeCompare(String(b.text ?? ''), undefined, { sensitivity: 'base', numeric: true }) || Number(a.id) - Number(b.id);

export function applySaved<T extends ListedItem>(list: T[], saved: T): T[] {
  const others = list.filter((item) => String(item.id) !== String(saved.id));
  if (!saved.isActive) return others;
  return [...others, saved].sort(byText);
}
