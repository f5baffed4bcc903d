import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { businessContract } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { specListQuery } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { BusinessCreate } from './BusinessCreate';
import { BusinessEdit } from './BusinessEdit';

/** Businesses (shops), spec §3 Business: the list here, the eight tabs in BusinessEdit. */
export default defineResource({
  name: 'business',
  path: 'business',
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'shopId', kind: 'text' },
    { source: 'sid', kind: 'text', hidden: true },
    { source: 'status', kind: 'text' },
    { source: 'phone', kind: 'text' },
    { source: 'city', kind: 'text' },
    { source: 'state', kind: 'text' },
    { source: 'country', kind: 'text' },
    { source: 'salesRep', kind: 'text' },
    { source: 'dateCreated', kind: 'datetime', hidden: true },
  ],
  filters: [{ source: 'status', kind: 'lookup', lookup: LOOKUP_KEYS.businessStatus }],
  endpoints: {
    list: { endpoint: businessContract.registered, shape: 'TotalItems', input: (params) => ({ query: specListQuery(params) }) },
    save: { endpoint: businessContract.upsert },
  },
  views: { create: BusinessCreate, edit: BusinessEdit },
});
