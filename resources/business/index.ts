import { type BusinessRow, businessContract } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { specListQuery, streamedExport } from '../../dataProvider/endpoints';
import { defineResource } from '../../src/declare/defineResource';
import { countryOptions, stateOptions } from '../countries/places';
import { BusinessCreate, BusinessEdit } from './pages';
import entry from './entry';

/** Businesses (shops), spec §3 Business: the list here, the eight tabs in BusinessEdit. */
export default defineResource<BusinessRow>({
  ...entry,
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
  filters: [
    { source: 'status', kind: 'lookup', lookup: LOOKUP_KEYS.businessStatus },
    // The advanced search (Business/Search): any combination of these.
    { source: 'salesRepId', kind: 'lookup', lookup: LOOKUP_KEYS.salesRep, advanced: true },
    { source: 'distributorId', kind: 'lookup', lookup: LOOKUP_KEYS.distributor, advanced: true },
    // Picked by name; the search takes the abbreviations addresses hold.
    { source: 'country', kind: 'option', options: countryOptions, advanced: true },
    { source: 'state', kind: 'option', options: stateOptions('country'), advanced: true },
    { source: 'createdFrom', kind: 'date', advanced: true },
    { source: 'createdTo', kind: 'date', advanced: true },
    ...(['isMobileClient', 'isEnterpriseClient', 'isProTechClient', 'isCorporateAccount'] as const).map((source) => ({ source, kind: 'boolean' as const, advanced: true })),
  ],
  endpoints: {
    list: { endpoint: businessContract.registered, advanced: businessContract.search, shape: 'TotalItems', input: (params) => ({ query: specListQuery(params) }) },
    export: streamedExport(businessContract.export),
    save: { endpoint: businessContract.upsert },
  },
  views: { create: BusinessCreate, edit: BusinessEdit },
  // An import makes and updates shops as a new one is made: its Location tab's fields and its first status.
  importFields: () => import('./tabs').then((tabs) => tabs.newBusinessFields),
});
