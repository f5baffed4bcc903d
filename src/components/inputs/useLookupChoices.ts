/** The active items of a lookup type as choices, fetched once per key and cached until a save may have changed them. */
import { MutationCache, QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import type { LookupKey } from '../../../contract/lookupKeys';
import { lookupText } from '../../../contract/lookupText';
import type { AppDataProvider } from '../../../dataProvider/adapter';

const CHOICES = 'lookupChoices';

/**
 * Items as choices named in the console's language (issue 31): in English in the server's order, by English text;
 * in another language by the names shown, so a Spanish list reads in Spanish order.
 */
export function lookupChoices(items: LookupItem[], locale: string): { id: number; name: string }[] {
  const choices = items.map((item) => ({ id: item.id, name: lookupText(item, locale) }));
  return locale === 'en' ? choices : choices.sort((a, b) => a.name.localeCompare(b.name, locale, { numeric: true }) || a.id - b.id);
}

export function useLookupChoices(key: LookupKey | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const { data, isPending } = useQuery({
    queryKey: [CHOICES, key],
    staleTime: 5 * 60_000,
    queryFn: key ? () => dataProvider.call(lookupContract.byKey, { body: { key } }) : skipToken,
  });
  // The items too: a picker finds one by its text in any language (useFieldChoices).
  return { choices: lookupChoices(data ?? [], locale), items: data, isPending };
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
