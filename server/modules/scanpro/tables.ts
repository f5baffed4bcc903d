/** The scanpro area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** A business's own scan-pro configuration (migration 0023): its version; its rows are in the tables below. */
export interface ScanproConfigurationsTable {
  business_id: number;
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: number | null;
}

/** A scan-pro criterion (migration 0023): spec §3 scanProCriteria (criteria) and criteriaDetail (detail), in order. */
export interface ScanproCriteriaTable {
  id: Generated<number>;
  business_id: number;
  position: number;
  criteria: string;
  detail: string;
}

/** A service element a scan-pro criterion triggers, as a scan or a calibration (migration 0023). */
export interface ScanproCriterionElementsTable {
  criterion_id: number;
  service_element_id: number;
  kind: 'scan' | 'calibration';
}

/** A scan-pro checklist item (migration 0023), in order. */
export interface ScanproChecklistItemsTable {
  id: Generated<number>;
  business_id: number;
  position: number;
  text: string;
  required: Generated<boolean>;
}

/** A scan-pro result saved (migration 0023): the vehicle, the answers and the recommendations, by whom and when. */
export interface ScanproResultsTable {
  id: Generated<number>;
  business_id: number;
  user_id: number;
  saved_at: ColumnType<Date, Date | string | undefined, never>;
  vin: string;
  year: number;
  make: string;
  model: string;
  submodel: string;
  answers: ColumnType<unknown, string, never>;
  recommendations: ColumnType<unknown, string, never>;
}

declare module '../../db/schema' {
  interface Database {
    scanpro_configurations: ScanproConfigurationsTable;
    scanpro_criteria: ScanproCriteriaTable;
    scanpro_criterion_elements: ScanproCriterionElementsTable;
    scanpro_checklist_items: ScanproChecklistItemsTable;
    scanpro_results: ScanproResultsTable;
  }
}
