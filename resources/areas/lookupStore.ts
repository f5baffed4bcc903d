/** Catalogue administration (issue 5): the generic lookup store screen (admin/defaults), lookup groups, configuration values. The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import type { Area } from '../area';
import configuration from '../configuration/entry';
import lookupItems from '../lookupItems/entry';
import { lazyResource } from '../resourceEntry';

export const lookupStoreArea: Area = {
  messages: 'lookupStore',
  resources: [lazyResource(lookupItems, () => import('../lookupItems')), lazyResource(configuration, () => import('../configuration'))],
  screens: [{ key: 'configuration', path: configuration.path, group: 'catalogues' }],
  // admin/defaults: browsing by group and key, and the local list of spec §4, are more than a declared list gives.
  pages: { defaults: lazy(() => import('../../src/pages/lookupStore/LookupStorePage')) },
};
