import { reportsContract as c } from '../../contract/reports';
import { defineResource } from '../../src/declare/defineResource';
import { appChoices, listFilters, listQuery, makeOptions, swsFields } from '../reportTemplates/reportModel';
import entry from './entry';

/** Scan tools (spec §3), edited in place on the admin/report screen: GetScanTools, SaveScanTool, RemoveScanTool. */
export default defineResource({
  ...entry,
  history: { area: 'reports', entity: 'scanTool' },
  showAllFilter: 'showAll',
  // Sorted stably on the server's order (by app and name; by area, app and order).
  defaultSort: { field: 'appId', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'makeId', kind: 'option', options: makeOptions, required: true },
    ...swsFields,
    { source: 'appId', kind: 'integer', choices: appChoices, required: true },
    { source: 'isInactive', kind: 'boolean' },
  ],
  endpoints: {
    list: { endpoint: c.getScanTools, shape: 'array', serverFilters: listFilters, input: ({ filter }) => listQuery(filter) },
    save: { endpoint: c.saveScanTool },
    remove: { endpoint: c.removeScanTool, input: (record) => ({ query: { id: record.id, version: record.version } }) },
  },
});
