/** Catalogue administration (issue 5): the reference lists of spec §3 'Other lookup collections' and §7 Lookups, and the mobile settings. The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import type { Area } from '../area';
import activationTypes from '../activationTypes';
import type { ResourceDescriptor } from '../defineResource';
import deviceModels from '../deviceModels';
import distributors from '../distributors';
import groups from '../groups';
import hardwares from '../hardwares';
import insuranceCompanies from '../insuranceCompanies';
import invoiceMethods from '../invoiceMethods';
import languages from '../languages';
import launchAccounts from '../launchAccounts';
import ragRatingLevels from '../ragRatingLevels';
import releaseTracks from '../releaseTracks';
import serverProfiles from '../serverProfiles';
import suppliers from '../suppliers';
import timeZones from '../timeZones';
import vehicleMakes from '../vehicleMakes';
import vehicleManufacturers from '../vehicleManufacturers';

/** The lists with a screen of their own in the catalogues menu, in menu order. */
const catalogued: ResourceDescriptor[] = [
  activationTypes,
  deviceModels,
  distributors,
  groups,
  insuranceCompanies,
  invoiceMethods,
  languages,
  launchAccounts,
  ragRatingLevels,
  serverProfiles,
  suppliers,
  timeZones,
  vehicleMakes,
  vehicleManufacturers,
];

export const referencesArea: Area = {
  messages: 'references',
  // The release tracks and hardwares are shown together on the mobile settings screen (admin/mobile).
  resources: [...catalogued, releaseTracks, hardwares],
  screens: catalogued.map((r) => ({ key: r.name, path: r.path, group: 'catalogues' })),
  pages: { mobile: lazy(() => import('../../src/pages/references/MobileSettings')) },
};
