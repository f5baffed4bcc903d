/** The reports area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';

/** Scan tools (migration 0012): sws_make_id is set exactly when is_sws. */
export interface ScanToolsTable {
  id: Generated<number>;
  name: string;
  make_id: number;
  is_sws: Generated<boolean>;
  sws_make_id: number | null;
  /** The solution (spec §1): 1, 2, 4 or 5. */
  app_id: number;
  is_inactive: Generated<boolean>;
  version: Generated<number>;
}

/** Report templates (migration 0012): product_id is a `product` lookup item, or a `product.add` one when is_add. */
export interface ReportTemplatesTable {
  id: Generated<number>;
  /** 0 Service Details, 1 Recommendations, 2 Scan Readings, 3 Snapshot Data. */
  area: number;
  product_id: number;
  is_add: Generated<boolean>;
  sort_order: Generated<number>;
  is_sws: Generated<boolean>;
  sws_make_id: number | null;
  template: string;
  app_id: number;
  is_inactive: Generated<boolean>;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    scan_tools: ScanToolsTable;
    report_templates: ReportTemplatesTable;
  }
}
