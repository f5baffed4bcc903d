import { lookupContract } from '../../contract/lookup';
import { serviceCatalogueContract as c } from '../../contract/serviceCatalogue';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import { showAllList } from '../../src/declare/showAllList';
import entry from './entry';

/** Products and product adds (isAdd tells them apart). */
const productsAndAdds: FieldOptions = { endpoint: c.products, input: { query: { withAdds: true } }, id: 'id', name: 'name' };

/** Product makes: the vehicle makes a product or product add is offered for (see contract/serviceCatalogue.ts). Declared and nothing else. */
export default defineResource({
  ...entry,
  showAllFilter: 'showAll',
  defaultSort: { field: 'productName', order: 'ASC' },
  fields: [
    { source: 'productName', kind: 'text', form: false },
    { source: 'productId', kind: 'option', options: productsAndAdds, required: true, list: false },
    { source: 'makeName', kind: 'text', form: false },
    { source: 'makeId', kind: 'option', options: { endpoint: lookupContract.getMakes, id: 'id', name: 'make' }, required: true, list: false },
    { source: 'isAdd', kind: 'boolean', form: false },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  filters: [{ source: 'productId', kind: 'option', options: productsAndAdds }],
  endpoints: { list: showAllList(c.productMakes), save: { endpoint: c.upsertProductMake } },
});
