import { REFERENCE_LISTS, referencesContract as c } from '../../../contract/references';
import { type RouteDef, route } from '../../http/route';
import { listCountries, listStates } from '../countrystate/countrystate.repository';
import { listByKey } from '../lookup/lookups.repository';
import { listDeviceModels, saveDeviceModel } from './deviceModels.repository';
import { saveInsurance } from './insurance.repository';
import { listVehicleMakes } from './vehicleMakes.repository';

/** The spec's GETs of one lookup type each, answered from the generic store. */
const lookupLists = Object.entries(REFERENCE_LISTS).map(([name, { key }]) =>
  route(c[name as keyof typeof REFERENCE_LISTS], async ({ query, db }) => listByKey(db, key, query.showAll ?? false)),
);

/** Catalogue administration (issue 5): the reference lists of spec §3 'Other lookup collections' and §7 Lookups, and the mobile settings. */
export const referencesRoutes: RouteDef[] = [
  ...lookupLists,
  route(c.saveInsurance, async ({ query, db, user }) => saveInsurance(db, { userId: user.id }, query.name)),
  route(c.vehicleMakes, async ({ query, db }) => listVehicleMakes(db, query.year)),
  // The same answers as countrystate/GetCountryList and GetStateProvinceList, under the Lookups names of spec §7.
  route(c.countries, async ({ db }) => listCountries(db)),
  route(c.stateProvince, async ({ query, db }) => listStates(db, query.id)),
  route(c.deviceManufactureAndModels, async ({ query, db }) => listDeviceModels(db, query.showAll ?? false)),
  route(c.saveZeusLookup, async ({ body, db, user }) => saveDeviceModel(db, { userId: user.id }, body)),
];
