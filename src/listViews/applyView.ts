/**
 * Applies a saved view to a list: its filters (shown, those behind Add filter too), sort, page size and columns. Its
 * columns become the user's column choice (saved on the server, which writes nothing when they already are): the
 * store is the cache of that choice, which the list reads from the server again each time it opens.
 */
import type { ListControllerResult, Store } from 'react-admin';
import { type ListView, type ListViewState, viewsContract as c } from '../../contract/views';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { ResourceDescriptor } from '../declare/defineResource';
import { hiddenKey, ranksKey } from '../declare/views/columnOrder';
import { fromStore, toStore } from './columnChoice';

/** The store key of the view applied to a list (its name and owner shown beside the Views button). */
export const appliedKey = (resource: string) => `${resource}.listView`;

type ListActions = Pick<ListControllerResult, 'setFilters' | 'setSort' | 'setPerPage'>;

export function applyView(view: ListView, list: ListActions, store: Store, descriptor: ResourceDescriptor, resource: string, dataProvider: AppDataProvider): Promise<unknown> {
  const { filter, sort, perPage, columns } = view.state;
  list.setFilters(filter, Object.fromEntries(Object.keys(filter).map((k) => [k, true])), false);
  list.setSort(sort);
  list.setPerPage(perPage);
  const stored = toStore(descriptor, columns);
  store.setItem(hiddenKey(resource), stored.hidden);
  store.setItem(ranksKey(resource), stored.ranks);
  store.setItem(appliedKey(resource), view);
  return dataProvider.call(c.columnsSave, { body: { list: descriptor.name, ...fromStore(descriptor, stored.hidden, stored.ranks) } });
}

/** The list's state as a view keeps it. */
export function stateOf(
  list: { filterValues: Record<string, unknown>; sort: { field: string; order: string }; perPage: number },
  store: Store,
  descriptor: ResourceDescriptor,
  resource: string,
  defaultHidden: string[],
): ListViewState {
  const hidden = store.getItem<string[]>(hiddenKey(resource)) ?? defaultHidden;
  const choice = fromStore(descriptor, hidden, store.getItem<number[]>(ranksKey(resource)));
  // The list's filter values as the contract takes them (texts, numbers, yes/no, lists of them): the server checks them.
  const filter = Object.fromEntries(Object.entries(list.filterValues).filter(([, v]) => v !== undefined && v !== '')) as ListViewState['filter'];
  return { filter, sort: { field: list.sort.field, order: list.sort.order === 'DESC' ? 'DESC' : 'ASC' }, columns: choice.columns, perPage: list.perPage };
}
