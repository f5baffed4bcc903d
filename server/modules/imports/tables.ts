/** The imports area's tables (migration 0034): its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';

export interface ImportJobsTable {
  id: Generated<string>;
  user_id: number;
  list: string;
  file_name: string;
  file_kind: string;
  content: ColumnType<Buffer, Buffer, never>;
  state: Generated<string>;
  sheet: string | null;
  mode: string | null;
  /** The columns matched and the fields' kinds (Import/Check's body), kept for the apply. */
  plan: ColumnType<unknown, string | null, string | null>;
  done: Generated<number>;
  total: Generated<number>;
  cancel: Generated<boolean>;
  message: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ImportRowsTable {
  job_id: string;
  line: number;
  outcome: string;
  message: string | null;
  changes: ColumnType<unknown, string | undefined, string>;
  cells: ColumnType<string[], string, never>;
  record_id: number | null;
  version: number | null;
}

declare module '../../db/schema' {
  interface Database {
    import_jobs: ImportJobsTable;
    import_rows: ImportRowsTable;
  }
}
