/** The scan-pro wizard's calls (contract/scanpro.ts) through the data provider, typed by the contract. */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { Endpoint, ResponseOf } from '../../contract/define';
import { ragContract } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';

export function useScanProCall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(async <E extends Endpoint>(endpoint: E, input?: CallInput) => (await dataProvider.call(endpoint, input)) as ResponseOf<E>, [dataProvider]);
}

const quiet = { retry: false, refetchOnWindowFocus: false } as const;

/** The active service elements a criterion may trigger. */
export function useServiceElements() {
  const call = useScanProCall();
  return useQuery({ queryKey: ['scanpro', 'elements'], queryFn: () => call(ragContract.getServiceElementList), ...quiet, staleTime: 60_000 });
}
