import { countrystateContract as c } from '../../../contract/countrystate';
import { route } from '../../http/route';
import { deleteState, listCountries, listStates, listStatesOfCountries, upsertCountry, upsertState } from './countrystate.repository';

export const countrystateRoutes = [
  route(c.getCountryList, async ({ db }) => listCountries(db)),
  route(c.getStateProvinceList, async ({ query, db }) => listStates(db, query.id)),
  route(c.stateProvinces, async ({ query, db }) => listStatesOfCountries(db, query.country)),
  route(c.upsertCountry, async ({ body, db }) => upsertCountry(db, body)),
  route(c.upsertStateProvince, async ({ body, db }) => upsertState(db, body)),
  route(c.deleteStateProvince, async ({ body, db }) => deleteState(db, body.id, body.version)),
];
