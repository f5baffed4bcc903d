import { referencesContract as c } from '../../contract/references';
import { defineResource } from '../../src/declare/defineResource';
import entry from './entry';

/** Only a whole 4-digit year is sent: a year being typed shows every make rather than an error. */
const year = (value: unknown) => (/^\d{4}$/.test(String(value ?? '').trim()) ? String(value).trim() : undefined);

/** The model years each make was sold in (lookup/VehicleMakes?year), filtered by year; read only (the spec gives no save). */
export default defineResource({
  ...entry,
  defaultSort: { field: 'make', order: 'ASC' },
  fields: [
    { source: 'make', kind: 'text' },
    { source: 'firstYear', kind: 'integer' },
    { source: 'lastYear', kind: 'integer' },
  ],
  filters: [{ source: 'year', kind: 'integer', maxLength: 4 }],
  endpoints: {
    list: { endpoint: c.vehicleMakes, shape: 'array', serverFilters: ['year'], input: ({ filter }) => ({ query: { year: year(filter?.year) } }) },
  },
});
