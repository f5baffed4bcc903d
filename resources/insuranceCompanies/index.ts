import { INSURANCE_COMPANIES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import type { FieldDef } from '../../src/declare/defineResource';
import { countryOptions } from '../countries/places';
import entry from './entry';

/** The country, one of lookup/Countries by its abbreviation. */
const country = { kind: 'option', options: countryOptions } satisfies Partial<FieldDef>;

/** Insurance companies (spec §3, lookup/InsuranceCompanies; maintenance/SaveInsurance adds one by name), filtered by country. */
export default defineLookupResource(INSURANCE_COMPANIES, {
  ...entry,
  fields: { stringValue: country },
  filters: [{ source: 'stringValue', ...country }],
});
