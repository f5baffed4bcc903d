/** The scan-pro wizard's calls (contract/scanpro.ts) through the data provider, typed by the contract. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import { ragContract } from '../../contract/rag';
import { translationsContract } from '../../contract/translations';
import type { AppDataProvider } from '../../dataProvider/adapter';

const quiet = { retry: false, refetchOnWindowFocus: false } as const;

/** The active service elements a criterion may trigger. */
export function useServiceElements() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['scanpro', 'elements'], queryFn: () => dataProvider.call(ragContract.getServiceElementList), ...quiet, staleTime: 60_000 });
}

/**
 * A service element's name in the console's language: its translation (app/GetServiceElementTranslations) where
 * staff wrote one, else its English name.
 */
export function useElementName(): (id: number, name: string) => string {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const translations = useQuery({
    queryKey: ['scanpro', 'elementNames', locale],
    enabled: locale !== 'en',
    queryFn: () => dataProvider.call(translationsContract.getServiceElementTranslations, { query: { cultureCode: locale } }),
    ...quiet,
    staleTime: 60_000,
  });
  return useMemo(() => {
    const byId = new Map((translations.data ?? []).flatMap((e) => (e.translation ? [[e.serviceElementId, e.translation] as const] : [])));
    return (id: number, name: string) => byId.get(id) ?? name;
  }, [translations.data]);
}
