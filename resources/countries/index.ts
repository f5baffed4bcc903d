import { countrystateContract as c } from '../../contract/countrystate';
import { defineResource } from '../../src/declare/defineResource';
import { lazyView } from '../../src/declare/lazyView';
import entry from './entry';

/** Countries (spec §3 Country) and, on each country's page, its states. */
export default defineResource({
  ...entry,
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'abbreviation', kind: 'text', required: true, maxLength: 3 },
  ],
  endpoints: {
    list: { endpoint: c.getCountryList, shape: 'array' },
    save: { endpoint: c.upsertCountry },
  },
  editAside: lazyView(() => import('./CountryStates'), 'CountryStates'),
});
