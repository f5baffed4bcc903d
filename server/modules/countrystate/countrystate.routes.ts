import { countrystateContract as c } from '../../../contract/countrystate';
import { route } from '../../http/route';
import { deleteState, listCountries, listStates, listStatesOfCountries, upsertCountry, upsertState } from './countrystate.repository';

export const countrystateRoutes = [
  route(c.getCountryList, async ({ db }) => listCountries(db)),
  route(c.getStateProvinceList, async ({ query, db }) => listStates(db, query.id)),
  route(c.stateProvinces, async ({ query, db }) => listStatesOfCountries(db, query.country)),
  route(c.upsertCountry, async ({ body, db, user }) => upsertCountry(db, { userId: user.id }, body)),
  route(c.upsertStateProvince, async ({ body, db, user }) => upsertState(db, { userId: user.id }, body)),
  route(c.deleteStateProvince, async ({ body, db, user }) => deleteState(db, { userId: user.id }, body.id, body.version)),
];
