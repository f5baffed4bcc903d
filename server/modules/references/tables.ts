/** The references area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';

/** Device manufacturers' models (migration 0013): the device brand list is their distinct brands. */
export interface DeviceModelsTable {
  id: Generated<number>;
  manufacturer: string;
  brand: string;
  model: string;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

/** The model years a make was sold in (migration 0013); last_year null while it still is. */
export interface VehicleMakeYearsTable {
  id: Generated<number>;
  make_id: number;
  first_year: number;
  last_year: number | null;
}

declare module '../../db/schema' {
  interface Database {
    device_models: DeviceModelsTable;
    vehicle_make_years: VehicleMakeYearsTable;
  }
}
