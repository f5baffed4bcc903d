import { lookupContract } from '../../contract/lookup';
import { refreshConfigurationCache } from '../configuration/refreshCache';
import { defineResource } from '../../src/declare/defineResource';
import { SPANISH_TEXT } from '../../src/declare/defineLookupResource';
import entry from './entry';

/**
 * Items of any lookup type (spec §3 Lookup item), the key given by the list's filter: the generic lookup store
 * browsed by group and key at admin/defaults (src/pages/lookupStore), where the parent is picked among items.
 */
export default defineResource({
  ...entry,
  showAllFilter: 'showAll',
  defaultSort: { field: 'text', order: 'ASC' },
  fields: [
    { source: 'id', kind: 'integer', form: false },
    { source: 'text', kind: 'text' },
    // Shown for a key whose items are translated (contract/lookupTypes.ts: isTranslated).
    SPANISH_TEXT,
    { source: 'value', kind: 'text' },
    { source: 'label', kind: 'text' },
    { source: 'stringValue', kind: 'text' },
    { source: 'intValue', kind: 'integer' },
    { source: 'decimalValue', kind: 'decimal' },
    { source: 'dateValue', kind: 'date' },
    { source: 'parentId', kind: 'integer', min: 1 },
    { source: 'isActive', kind: 'boolean', default: true },
    { source: 'key', kind: 'text', required: true, list: false },
  ],
  endpoints: {
    list: {
      endpoint: lookupContract.byKey,
      shape: 'array',
      serverFilters: ['key', 'showAll'],
      input: ({ filter }) => ({ body: { key: filter?.key, showAll: Boolean(filter?.showAll) } }),
    },
    save: { endpoint: lookupContract.upsert },
  },
  afterSave: refreshConfigurationCache,
});
