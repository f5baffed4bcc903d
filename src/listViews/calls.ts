/** The saved views' calls (ListView/*), their list cached per list, and the link that opens a view. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider } from 'react-admin';
import { LIST_VIEW_SHARE_PARAM, type ListView, type ListViewState, viewsContract as c } from '../../contract/views';
import type { AppDataProvider } from '../../dataProvider/adapter';

const viewsKey = (list: string) => ['listViews', list];

/** The link that opens a shared view of the list shown by its token (read-only for anyone but its owner). */
export const viewLink = (token: string) => `${window.location.origin}${window.location.pathname}?${new URLSearchParams({ [LIST_VIEW_SHARE_PARAM]: token })}`;

/** Refused because someone saved the view since it was read. */
export const isStale = (error: unknown) => error instanceof HttpError && error.status === 409 && (error.body as { code?: string } | null)?.code === 'stale';

export function useListViews(list: string, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: viewsKey(list), queryFn: () => dataProvider.call(c.viewList, { query: { list } }), enabled });
}

export function useViewCalls(list: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(list) });
  return {
    save: async (body: { id: number; version?: number; name: string; state: ListViewState; isDefault: boolean }): Promise<ListView> => {
      try {
        return await dataProvider.call(c.viewUpsert, { body: { ...body, list } });
      } finally {
        await refresh();
      }
    },
    remove: async (view: ListView) => {
      try {
        await dataProvider.call(c.viewDelete, { body: { id: view.id, version: view.version } });
      } finally {
        await refresh();
      }
    },
    /** The view again: one of the caller's by id, another user's by its link's token. */
    get: (view: ListView) => dataProvider.call(c.viewGet, { query: view.mine ? { id: view.id } : { share: view.shareToken ?? '' } }),
    share: async (view: ListView, shared: boolean): Promise<ListView> => {
      try {
        return await dataProvider.call(c.viewShare, { body: { id: view.id, version: view.version, shared } });
      } finally {
        await refresh();
      }
    },
  };
}
