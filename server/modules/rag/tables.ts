/** The rag area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';

/** Service elements (migration 0021): a calibration or scan job, in a service element group (a lookup item). */
export interface ServiceElementsTable {
  id: Generated<number>;
  name: string;
  service_element_group_id: number;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

/** A vehicle rated (migration 0021): a make, model and year of NHTSA's vPIC data. */
export interface RagVehiclesTable {
  id: Generated<number>;
  make: string;
  model: string;
  year: number;
}

/** A vehicle's rating of a service element (migration 0021): an item of the lookup key rag.rating. */
export interface RagRatingsTable {
  vehicle_id: number;
  service_element_id: number;
  rag_rating_id: number;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    service_elements: ServiceElementsTable;
    rag_vehicles: RagVehiclesTable;
    rag_ratings: RagRatingsTable;
  }
}
