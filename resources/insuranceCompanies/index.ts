import { INSURANCE_COMPANIES } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';
import type { FieldDef } from '../defineResource';
import { countryOptions } from '../places';
import entry from './entry';

/** The country, one of lookup/Countries by its abbreviation. */
const country = { kind: 'option', options: countryOptions } satisfies Partial<FieldDef>;

/** Insurance companies (spec §3, lookup/InsuranceCompanies; maintenance/SaveInsurance adds one by name), filtered by country. */
export default defineLookupResource(INSURANCE_COMPANIES, {
  ...entry,
  fields: { stringValue: country },
  filters: [{ source: 'stringValue', ...country }],
});
