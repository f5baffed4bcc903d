import { referencesContract as c } from '../../contract/references';
import { defineResource } from '../../src/declare/defineResource';
import entry from './entry';

/**
 * Device manufacturers and their models (spec §3 Device, app/GetDeviceManufactureAndModels, saved by
 * app/SaveZeusLookup); the brand filter offers the distinct brands of the models.
 */
export default defineResource({
  ...entry,
  showAllFilter: 'showAll',
  defaultSort: { field: 'manufacturer', order: 'ASC' },
  fields: [
    { source: 'manufacturer', kind: 'text' },
    { source: 'brand', kind: 'text' },
    { source: 'model', kind: 'text' },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  filters: [{ source: 'brand', kind: 'option', options: { endpoint: c.deviceManufactureAndModels, id: 'brand', name: 'brand' } }],
  endpoints: {
    list: {
      endpoint: c.deviceManufactureAndModels,
      shape: 'array',
      serverFilters: ['showAll'],
      input: ({ filter }) => ({ query: { showAll: Boolean(filter?.showAll) } }),
    },
    save: { endpoint: c.saveZeusLookup },
  },
});
