/** Countries and states (spec §7 Countries). */
import { z } from 'zod';
import { endpoint, queryInt, rowId, version } from './define';
import { r } from './refusal';

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
const abbreviation = (max: number) =>
  z.string().trim().toUpperCase().regex(new RegExp(`^[A-Z0-9]{1,${max}}$`), r`must be 1 to ${max} letters or digits`);

export const country = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string(), version: z.number().int() });
export type Country = z.infer<typeof country>;
export const stateProvince = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  countryId: z.number().int(),
  version: z.number().int(),
});
export type StateProvince = z.infer<typeof stateProvince>;
/** A state or province with its country's abbreviation: the state filter's choices name both. */
export const stateProvinceOfCountry = stateProvince.extend({ country: z.string() });
export type StateProvinceOfCountry = z.infer<typeof stateProvinceOfCountry>;

export const countrystateContract = {
  getCountryList: endpoint({
    method: 'GET',
    path: 'countrystate/GetCountryList',
    summary: 'All countries, by name',
    response: z.array(country),
  }),
  getStateProvinceList: endpoint({
    method: 'GET',
    path: 'countrystate/GetStateProvinceList',
    summary: "A country's states or provinces, by name",
    query: z.strictObject({ id: queryInt.min(1, r('id must be a country id')) }),
    response: z.array(stateProvince),
  }),
  stateProvinces: endpoint({
    method: 'GET',
    path: 'countrystate/StateProvinces',
    summary:
      "Every country's states or provinces, by country then name, each with its country's abbreviation; with country (an abbreviation), that country's only. The business list's state filter picks from them by name",
    ours: true,
    query: z.strictObject({ country: abbreviation(3).optional() }),
    response: z.array(stateProvinceOfCountry),
  }),
  upsertCountry: endpoint({
    method: 'POST',
    path: 'countrystate/UpsertCountry',
    summary: 'Creates (id 0) or updates a country; answers the saved record',
    body: z.strictObject({ id: rowId, name: text(100), abbreviation: abbreviation(3), version: version.optional() }),
    response: country,
  }),
  upsertStateProvince: endpoint({
    method: 'POST',
    path: 'countrystate/UpsertStateProvince',
    summary: 'Creates (id 0) or updates a state or province; answers the saved record',
    body: z.strictObject({
      id: rowId,
      name: text(100),
      abbreviation: abbreviation(5),
      countryId: z.int32().min(1, r('countryId must be a country id')),
      version: version.optional(),
    }),
    response: stateProvince,
  }),
  deleteStateProvince: endpoint({
    method: 'POST',
    path: 'countrystate/DeleteStateProvince',
    summary: 'Deletes a state or province',
    body: z.strictObject({ id: z.int32().min(1), version: version.optional() }),
    response: z.object({ id: z.number().int() }),
  }),
};
