import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { reportsContract as c } from '../../contract/reports';
import { defineResource } from '../../src/declare/defineResource';
import { lazyView } from '../../src/declare/lazyView';
import { appChoices, areaChoices, listFilters, listQuery, swsFields } from './reportModel';
import { placeholderCheck } from './templateCheck';
import entry from './entry';

/** The template cell and its editor (with the HTML sanitiser) load with the first template shown. */
const TemplateCell = lazyView(() => import('./TemplateCell'), 'TemplateCell');

/**
 * Report templates (spec §3), edited in place on the admin/report screen: GetReportTemplates, SaveReportTemplate,
 * RemoveReportTemplate. The template's cell is written by hand: a sanitised preview and the template editor.
 */


export default defineResource({
  ...entry,
  history: { area: 'reports', entity: 'reportTemplate' },
  showAllFilter: 'showAll',
  // Sorted stably on the server's order (by app and name; by area, app and order).
  defaultSort: { field: 'area', order: 'ASC' },
  fields: [
    { source: 'area', kind: 'integer', choices: areaChoices, required: true },
    { source: 'appId', kind: 'integer', choices: appChoices, required: true },
    { source: 'isAdd', kind: 'boolean' },
    // A product, or a product add when isAdd.
    { source: 'productId', kind: 'lookup', lookup: LOOKUP_KEYS.product, lookupBy: { field: 'isAdd', keys: { true: LOOKUP_KEYS.productAdd } }, required: true },
    { source: 'order', kind: 'integer', min: 0, max: 999, default: 0 },
    ...swsFields,
    { source: 'template', kind: 'text', cell: TemplateCell, check: placeholderCheck },
    { source: 'isInactive', kind: 'boolean' },
  ],
  endpoints: {
    list: { endpoint: c.getReportTemplates, shape: 'array', serverFilters: listFilters, input: ({ filter }) => listQuery(filter) },
    save: { endpoint: c.saveReportTemplate },
    remove: { endpoint: c.removeReportTemplate, input: (record) => ({ query: { id: record.id, version: record.version } }) },
  },
});
