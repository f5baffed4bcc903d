/** The calls of the admin/defaults screen, cached by react-query: the directory of groups and keys, and items of many keys. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useDataProvider } from 'react-admin';
import type { LookupItem } from '../../../contract/lookup';
import { lookupStoreContract } from '../../../contract/lookupStore';
import type { FillResult } from '../../../contract/translations';
import type { AppDataProvider } from '../../../dataProvider/adapter';

const SCREEN = 'lookupStore';

export function useDirectory() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [SCREEN, 'groups'],
    queryFn: () => dataProvider.call(lookupStoreContract.byGroup),
  });
}

/** The items of one key, as the screen's local list starts from (spec §4: saves then change it in place). */
export function useKeyItems(key: string | null, showAll: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [SCREEN, 'items', key, showAll],
    enabled: Boolean(key),
    queryFn: async () =>
      (await dataProvider.getList('lookupItems', { filter: { key, showAll }, pagination: { page: 1, perPage: 100_000 }, sort: { field: 'text', order: 'ASC' } })).data,
  });
}

/** Every item of every key (inactive too): the parents an item can be given, and their names. */
export function useAllItems(keys: string[]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [SCREEN, 'all', keys],
    enabled: keys.length > 0,
    queryFn: async () => {
      const items: LookupItem[] = [];
      // ByKeys answers at most 100 keys at once.
      for (let i = 0; i < keys.length; i += 100) {
        const part = keys.slice(i, i + 100);
        const byKey = await dataProvider.call(lookupStoreContract.byKeys, { body: { keys: part, showAll: true } });
        items.push(...part.flatMap((k) => byKey[k] ?? []));
      }
      return items;
    },
  });
}

/** After a save: the counts, the parents and (when asked) the items are fetched again. */
export function useRefreshScreen() {
  const client = useQueryClient();
  return (what: 'directory' | 'all') =>
    client.invalidateQueries({ predicate: (q) => q.queryKey[0] === SCREEN && (what === 'all' || q.queryKey[1] !== 'items') });
}

/**
 * Fills the Spanish of a key's items from the translation memory (lookup/FillTranslations); then its items and every
 * picker's choices are fetched again, as they read differently now.
 */
export function useFillSpanish() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  return async (key: string): Promise<FillResult> => {
    const result = await dataProvider.call(lookupStoreContract.fillTranslations, { body: { key, code: 'es' } });
    await client.invalidateQueries({ predicate: (q) => (q.queryKey[0] === SCREEN && q.queryKey[1] === 'items') || q.queryKey[0] === 'lookupChoices' });
    return result;
  };
}

export type ItemRecord = RaRecord & Partial<LookupItem>;
