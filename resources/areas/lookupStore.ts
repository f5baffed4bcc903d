/** Catalogue administration (issue 5): the generic lookup store screen (admin/defaults), lookup groups, configuration values. The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import type { Area } from '../../src/declare/area';
import configuration from '../configuration/entry';
import lookupItems from '../lookupItems/entry';
import { lazyResource } from '../../src/declare/resourceEntry';
import taxRates from '../taxRates/entry';

export default {
  name: 'lookupStore',
  messages: 'lookupStore',
  resources: [
    lazyResource(lookupItems, () => import('../lookupItems')),
    lazyResource(configuration, () => import('../configuration')),
    lazyResource(taxRates, () => import('../taxRates')),
  ],
  screens: [
    { key: 'taxRates', path: 'admin/catalogues/taxrates', group: 'catalogues', order: 30 },
    { key: 'defaults', path: 'admin/defaults', group: 'catalogues', icon: ListAltIcon, order: 80 },
    { key: 'configuration', path: configuration.path, group: 'catalogues', order: 90 },
  ],
  // admin/defaults: browsing by group and key, and the local list of spec §4, are more than a declared list gives.
  pages: { defaults: lazy(() => import('../../src/pages/lookupStore/LookupStorePage')) },
} satisfies Area;
