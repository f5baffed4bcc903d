import { lookupContract } from '../../contract/lookup';
import { defineResource } from '../../src/declare/defineResource';
import entry from './entry';

/** Vehicle makes (spec §3 Make), edited in place: GetMakes, SaveMakes. */
export default defineResource({
  ...entry,
  history: { area: 'lookup', entity: 'make' },
  showAllFilter: 'showAll',
  defaultSort: { field: 'make', order: 'ASC' },
  fields: [
    { source: 'make', kind: 'text' },
    { source: 'isInactive', kind: 'boolean' },
  ],
  endpoints: {
    list: {
      endpoint: lookupContract.getMakes,
      shape: 'array',
      serverFilters: ['showAll'],
      input: ({ filter }) => ({ query: { showAll: Boolean(filter?.showAll) } }),
    },
    saveBatch: { endpoint: lookupContract.saveMakes },
  },
});
