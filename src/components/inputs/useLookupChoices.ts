/** The active items of a lookup type as choices, fetched once per key and cached until a save may have changed them. */
import { MutationCache, QueryClient, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import type { LookupKey } from '../../../contract/lookupKeys';
import type { AppDataProvider } from '../../../dataProvider/adapter';

const CHOICES = 'lookupChoices';

export function useLookupChoices(key: LookupKey | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: [CHOICES, key],
    enabled: Boolean(key),
    staleTime: 5 * 60_000,
    queryFn: async () => (await dataProvider.call(lookupContract.byKey, { body: { key } })) as LookupItem[],
  });
  return { choices: (data ?? []).map((item) => ({ id: item.id, name: item.text })), isPending };
}

/**
 * The console's query client: after any save, the lookup choices are fetched
 * again when next shown, as the save may have changed them (a new or disabled
 * sales rep, a renamed catalogue item).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: () => client.invalidateQueries({ queryKey: [CHOICES] }) }),
  });
  return client;
}
