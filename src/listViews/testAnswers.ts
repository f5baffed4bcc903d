/**
 * For console tests of a table list with a fake server: its answer to ListColumns/Get, the call every table list
 * makes when it opens (src/listViews/ListPreferences.tsx): no column choice saved, no default view.
 */
import { viewsContract as c } from '../../contract/views';

export const noColumnChoice = (endpoint: { url: string }) => (endpoint.url === c.columnsGet.url ? { list: '', columns: [], hidden: [], saved: false, defaultView: null } : undefined);
