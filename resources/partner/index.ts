import { businessContract } from '../../contract/business';
import { partnerContract } from '../../contract/partner';
import { specListQuery } from '../../dataProvider/endpoints';
import { defineResource } from '../../src/declare/defineResource';
import { lazyView } from '../../src/declare/lazyView';
import { PartnerCreate, PartnerEdit } from './pages';
import entry from './entry';

const PartnerTree = lazyView(() => import('./PartnerTree'), 'PartnerTree');

/**
 * Partners: businesses at the top of a hierarchy (others name them as parent or
 * grandparent). The list expands into each partner's tree; a partner opens on
 * its own detail (PartnerEdit), its labels in the `partners` message area.
 */
export default defineResource({
  ...entry,
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'shopId', kind: 'text' },
    { source: 'status', kind: 'text' },
    { source: 'childCount', kind: 'integer' },
  ],
  endpoints: {
    list: { endpoint: partnerContract.partners, shape: 'TotalItems', input: (params) => ({ query: specListQuery(params) }) },
    save: { endpoint: businessContract.upsert },
  },
  expand: PartnerTree,
  views: { create: PartnerCreate, edit: PartnerEdit },
});
