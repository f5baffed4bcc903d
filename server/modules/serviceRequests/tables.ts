/** The serviceRequests area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

export interface ServiceRequestsTable {
  id: Generated<number>;
  business_id: number;
  vin: string;
  vehicle_year: number | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  /** The solution (spec §1): 1, 2, 4 or 5. */
  app_id: number;
  /** A scan type (lookup workorder.servicetype), migration 0018. */
  service_type_id: number;
  status_id: number;
  /** A user with the role Technician; null until one takes the request. */
  technician_id: number | null;
  /** The shop's user who asked. */
  requested_by: number | null;
  date_created: Timestamp;
  date_updated: Timestamp;
  /** When it was dispatched; null until then (migration 0024). */
  date_dispatched: Timestamp | null;
  /** When it was first completed, as its history records it; kept by a trigger on the history (migration 0025). */
  date_completed: ColumnType<Date | null, never, never>;
  version: Generated<number>;
}

/** One per service request (migration 0018; spec §3 Work order maintenance). */
export interface WorkOrdersTable {
  id: Generated<number>;
  service_request_id: number;
  location_id: number;
  created_by: number | null;
  updated_by: number | null;
  date_created: Timestamp;
  date_updated: Timestamp;
  /** 1 not started, 2 in progress, 3 sent. */
  scan_report_status: Generated<number>;
  scan_report_started: Timestamp | null;
  scan_report_completed: Timestamp | null;
  invoice_number: string | null;
  /** numeric: read back as a string. */
  invoice_amount: string | number | null;
  version: Generated<number>;
}

export interface ServiceRequestHistoryTable {
  id: Generated<string>;
  service_request_id: number;
  /** Widened by migration 0024: workOrder, dispatchFixed (contract HISTORY_KINDS). */
  kind: 'created' | 'status' | 'assignment' | 'dateAdjusted' | 'workOrder' | 'dispatchFixed';
  from_value: string | null;
  to_value: string | null;
  changed_by: number | null;
  changed_at: Timestamp;
}

export interface ServiceRequestIssuesTable {
  id: Generated<number>;
  service_request_id: number;
  text: string;
  raised_by: number | null;
  raised_at: Timestamp;
  resolved_at: Timestamp | null;
}

/** Requests per shop (0: every shop), solution and status, kept by triggers (migration 0018). */
export interface ServiceRequestCountsTable {
  business_id: number;
  app_id: number;
  status_id: number;
  n: number;
}

declare module '../../db/schema' {
  interface Database {
    service_requests: ServiceRequestsTable;
    work_orders: WorkOrdersTable;
    service_request_history: ServiceRequestHistoryTable;
    service_request_issues: ServiceRequestIssuesTable;
    service_request_counts: ServiceRequestCountsTable;
  }
}
