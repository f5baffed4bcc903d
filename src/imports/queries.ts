/** The wizard's reads, cached by react-query: an import's status, polled while it runs, and a page of its rows. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type ImportOutcome, type ImportStatus, importsContract } from '../../contract/imports';
import type { AppDataProvider } from '../../dataProvider/adapter';

/** Rows in a page of the preview. */
export const ROWS_PAGE = 25;
/** How often a running import's status is read (ms). */
const POLL_MS = 500;

export const importKeys = {
  status: (id: string) => ['imports', 'status', id],
  rows: (id: string) => ['imports', 'rows', id],
};

/** Whether the import is being checked or applied (its status then changes by itself). */
export const isRunning = (status: ImportStatus | undefined) => status?.state === 'checking' || status?.state === 'applying';

/**
 * The status of import `id`, once a check has answered one (put in the cache by the wizard: nothing is read before),
 * read again every half second while the import runs.
 */
export function useImportStatus(id: string | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: importKeys.status(id ?? ''),
    queryFn: () => dataProvider.call(importsContract.status, { query: { id: id ?? '' } }),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
  });
}

/** A page of the rows of import `id` (of one outcome, or all), read again when its state changes (checked, applied). */
export function useImportRows(status: ImportStatus, outcome: ImportOutcome | undefined, page: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...importKeys.rows(status.id), status.state, outcome ?? 'all', page],
    queryFn: () => dataProvider.call(importsContract.rows, { body: { id: status.id, outcome, pageSize: ROWS_PAGE, offset: page * ROWS_PAGE } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
