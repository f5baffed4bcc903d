/** The dashboard area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/**
 * Requests per day of creation (UTC) and value of a summary category (migration 0025, kept by triggers): scan type
 * 1, status 2, technician 3, country 5, make 6 (ids and texts as text, '' for none), and response 7 and completion 8
 * times in whole minutes.
 */
export interface ServiceRequestDailyCountsTable {
  category: number;
  day: ColumnType<string, string, string>;
  value: string;
  n: number;
}

/** A user's named ad hoc query of a dashboard (migration 0025): name unique per owner and dashboard, in any case. */
export interface DashboardTemplatesTable {
  id: Generated<number>;
  owner_id: number;
  dashboard: string;
  name: string;
  /** The query (contract templateDefinition): written as JSON text. */
  definition: ColumnType<Record<string, unknown>, string, string>;
  version: Generated<number>;
  date_created: Timestamp;
  date_updated: Timestamp;
  /** The shared link's token (migration 0027); null: private to its owner. */
  share_token: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../../db/schema' {
  interface Database {
    dashboard_templates: DashboardTemplatesTable;
    service_request_daily_counts: ServiceRequestDailyCountsTable;
  }
}
