/** The countrystate area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  abbreviation: string;
  version: Generated<number>;
}

export interface StateProvincesTable {
  id: Generated<number>;
  name: string;
  abbreviation: string;
  country_id: number;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    countries: CountriesTable;
    state_provinces: StateProvincesTable;
  }
}
