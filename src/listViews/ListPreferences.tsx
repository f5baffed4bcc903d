/**
 * Loaded when a table list opens (issue 35), beside it: the user's column choice of the list, read from the server
 * (ListColumns/Get) into the store DataTable reads (the store its cache, so another browser shows the same columns),
 * and the view the list opens with: the one its link names (`?view=<id>` one of the user's own, `?share=<token>` one
 * shared by anyone: another user's opens read-only),
 * else the user's default view when the list is opened with nothing in its URL (once a session per list).
 */
import { useEffect } from 'react';
import { useDataProvider, useStoreContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LIST_VIEW_PARAM, LIST_VIEW_SHARE_PARAM, viewsContract as c } from '../../contract/views';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { ResourceDescriptor } from '../declare/defineResource';
import { hiddenKey, ranksKey } from '../declare/views/columnOrder';
import { errorMessage, useAlert } from '../components/useAlert';
import { applyView } from './applyView';
import { toStore } from './columnChoice';

/** The lists whose default view was applied this session: opened again, a list keeps the state the user left. */
const defaultApplied = new Set<string>();

export function ListPreferences({ descriptor, resource, search, views }: { descriptor: ResourceDescriptor; resource: string; search: string; views: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const store = useStoreContext();
  const navigate = useNavigate();
  const alert = useAlert();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the list opens
  useEffect(() => {
    let gone = false;
    const params = new URLSearchParams(search);
    const id = Number(params.get(LIST_VIEW_PARAM)) || 0;
    const share = params.get(LIST_VIEW_SHARE_PARAM);
    const linked = !views ? undefined : share ? { share } : id ? { id } : undefined;
    (async () => {
      const [columns, view] = await Promise.all([
        dataProvider.call(c.columnsGet, { query: { list: descriptor.name } }),
        linked ? dataProvider.call(c.viewGet, { query: linked }) : undefined,
      ]);
      if (gone) return;
      if (columns.saved) {
        const stored = toStore(descriptor, columns.columns, columns.hidden);
        store.setItem(hiddenKey(resource), stored.hidden);
        store.setItem(ranksKey(resource), stored.ranks);
      } else {
        // None saved (or reset on another device): the declared columns.
        store.removeItem(hiddenKey(resource));
        store.removeItem(ranksKey(resource));
      }
      const opened = view ?? (views && !search && !defaultApplied.has(resource) ? columns.defaultView : null);
      if (views && !search) defaultApplied.add(resource);
      if (opened && opened.list === descriptor.name) await applyView(opened, navigate, store, descriptor, resource, dataProvider, true);
    })().catch((error) => !gone && alert.error(errorMessage(error)));
    return () => {
      gone = true;
    };
  }, []);
  return null;
}
