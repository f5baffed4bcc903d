/** The active items of a lookup type as choices, fetched once per key and cached. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import type { LookupKey } from '../../../contract/lookupKeys';
import type { AppDataProvider } from '../../../dataProvider/adapter';

export function useLookupChoices(key: LookupKey | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['lookupChoices', key],
    enabled: Boolean(key),
    staleTime: 5 * 60_000,
    queryFn: async () => (await dataProvider.call(lookupContract.byKey, { body: { key } })) as LookupItem[],
  });
  return { choices: (data ?? []).map((item) => ({ id: item.id, name: item.text })), isPending };
}
