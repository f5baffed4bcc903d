/**
 * Applies a saved view to a list: its filters (shown, those behind Add filter too), sort, page size and columns. Its
 * columns become the user's column choice (saved on the server, which writes nothing when they already are): the
 * store is the cache of that choice, which the list reads from the server again each time it opens.
 */
import type { Store } from 'react-admin';
import type { NavigateFunction } from 'react-router-dom';
import { type ListView, type ListViewState, viewsContract as c } from '../../contract/views';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { ResourceDescriptor } from '../declare/defineResource';
import { hiddenKey, ranksKey } from '../declare/views/columnOrder';
import { fromStore, toStore } from './columnChoice';

/** The store key of the view applied to a list (its name and owner shown beside the Views button). */
export const appliedKey = (resource: string) => `${resource}.listView`;

/**
 * The list's address with the view's filters (each shown), sort, page size and first page, as react-admin writes
 * them; the address's other parameters (the link's `share` or `view`) kept.
 */
export function viewSearch(current: string, { filter, sort, perPage }: Pick<ListViewState, 'filter' | 'sort' | 'perPage'>): string {
  const params = new URLSearchParams(current);
  params.set('filter', JSON.stringify(filter));
  params.set('displayedFilters', JSON.stringify(Object.fromEntries(Object.keys(filter).map((k) => [k, true]))));
  params.set('sort', sort.field);
  params.set('order', sort.order);
  params.set('page', '1');
  params.set('perPage', String(perPage));
  return `?${params}`;
}

/**
 * The view reaches the list by one navigation to its address, built from the address as it is when the view comes
 * (the list reads its parameters from there): not by the list's setters, whose changes build on the parameters of
 * the list's last render and are dropped by a list controller that is no longer mounted. A view opened with the
 * list replaces its address; one picked in the dialog is a step the Back button undoes.
 */
export function applyView(view: ListView, navigate: NavigateFunction, store: Store, descriptor: ResourceDescriptor, resource: string, dataProvider: AppDataProvider, replace = false): Promise<unknown> {
  navigate({ search: viewSearch(window.location.search, view.state) }, { replace });
  const { columns } = view.state;
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
