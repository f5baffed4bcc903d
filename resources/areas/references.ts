/** Catalogue administration (issue 5): the reference lists of spec §3 'Other lookup collections' and §7 Lookups, and the mobile settings. The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import type { Area } from '../../src/declare/area';
import activationTypes from '../activationTypes/entry';
import deviceModels from '../deviceModels/entry';
import distributors from '../distributors/entry';
import groups from '../groups/entry';
import hardwares from '../hardwares/entry';
import insuranceCompanies from '../insuranceCompanies/entry';
import invoiceMethods from '../invoiceMethods/entry';
import languages from '../languages/entry';
import launchAccounts from '../launchAccounts/entry';
import ragRatingLevels from '../ragRatingLevels/entry';
import releaseTracks from '../releaseTracks/entry';
import { lazyResource } from '../../src/declare/resourceEntry';
import serverProfiles from '../serverProfiles/entry';
import suppliers from '../suppliers/entry';
import timeZones from '../timeZones/entry';
import vehicleMakes from '../vehicleMakes/entry';
import vehicleManufacturers from '../vehicleManufacturers/entry';

/** The lists with a screen of their own in the catalogues menu, in menu order. */
const catalogued = [
  lazyResource(activationTypes, () => import('../activationTypes')),
  lazyResource(deviceModels, () => import('../deviceModels')),
  lazyResource(distributors, () => import('../distributors')),
  lazyResource(groups, () => import('../groups')),
  lazyResource(insuranceCompanies, () => import('../insuranceCompanies')),
  lazyResource(invoiceMethods, () => import('../invoiceMethods')),
  lazyResource(languages, () => import('../languages')),
  lazyResource(launchAccounts, () => import('../launchAccounts')),
  lazyResource(ragRatingLevels, () => import('../ragRatingLevels')),
  lazyResource(serverProfiles, () => import('../serverProfiles')),
  lazyResource(suppliers, () => import('../suppliers')),
  lazyResource(timeZones, () => import('../timeZones')),
  lazyResource(vehicleMakes, () => import('../vehicleMakes')),
  lazyResource(vehicleManufacturers, () => import('../vehicleManufacturers')),
];

export default {
  name: 'references',
  messages: 'references',
  // The release tracks and hardwares are shown together on the mobile settings screen (admin/mobile).
  resources: [...catalogued, lazyResource(releaseTracks, () => import('../releaseTracks')), lazyResource(hardwares, () => import('../hardwares'))],
  screens: [
    { key: 'mobile', path: 'admin/mobile', group: 'devices', icon: PhoneIphoneIcon, order: 60 },
    ...catalogued.map((r, i) => ({ key: r.name, path: r.path, group: 'catalogues' as const, order: 150 + i * 10 })),
  ],
  pages: { mobile: lazy(() => import('../../src/pages/references/MobileSettings')) },
} satisfies Area;
