import { serviceCatalogueContract as c } from '../../contract/serviceCatalogue';
import { defineResource } from '../../src/declare/defineResource';
import { showAllList } from '../../src/declare/showAllList';
import entry from './entry';

/** Products (spec §3): items of the lookup key product, with a disclaimer; hasDisclaimer is the server's. Declared and nothing else. */
export default defineResource({
  ...entry,
  showAllFilter: 'showAll',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'hasDisclaimer', kind: 'boolean', form: false },
    { source: 'disclaimer', kind: 'text', multiline: true, hidden: true },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  endpoints: { list: showAllList(c.products), save: { endpoint: c.upsertProduct } },
});
