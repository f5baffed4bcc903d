import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import { REFERENCE_KEYS, referencesContract } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';
import type { FieldDef } from '../defineResource';

/** The country, one of lookup/Countries by its abbreviation. */
const country: FieldDef = { source: 'stringValue', kind: 'option', options: { endpoint: referencesContract.countries, id: 'abbreviation', name: 'name' } };

/** Insurance companies (spec §3, lookup/InsuranceCompanies; maintenance/SaveInsurance adds one by name), filtered by country. */
export default defineLookupResource({
  name: 'insuranceCompanies',
  key: REFERENCE_KEYS.insuranceCompany,
  icon: ShieldIcon,
  fields: [{ source: 'text', kind: 'text', required: true, maxLength: 200 }, country, { source: 'isActive', kind: 'boolean', default: true }],
  filters: [country],
});
