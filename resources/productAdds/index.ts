import { serviceCatalogueContract as c } from '../../contract/serviceCatalogue';
import { defineResource } from '../../src/declare/defineResource';
import { showAllList } from '../../src/declare/showAllList';
import entry from './entry';

/** Product adds (spec §3): items of the lookup key product.add, sold on top of a product. Declared and nothing else. */
export default defineResource({
  ...entry,
  showAllFilter: 'showAll',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  endpoints: { list: showAllList(c.productAdds), save: { endpoint: c.upsertProductAdd } },
});
