import { countrystateContract as c } from '../../contract/countrystate';
import { defineResource } from '../../src/declare/defineResource';
import entry from './entry';

/** A country's states or provinces (spec §3), edited in place on the country's page. */
export default defineResource({
  ...entry,
  history: { area: 'countrystate', entity: 'stateProvince' },
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'abbreviation', kind: 'text', required: true, maxLength: 5 },
  ],
  endpoints: {
    list: {
      endpoint: c.getStateProvinceList,
      shape: 'array',
      serverFilters: ['countryId'],
      input: ({ filter }) => ({ query: { id: filter?.countryId } }),
    },
    save: { endpoint: c.upsertStateProvince },
    remove: { endpoint: c.deleteStateProvince, input: (record) => ({ body: { id: record.id, version: record.version } }) },
  },
});
