/** The views area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** A user's named state of a list (migration 0037): name unique per owner and list in any case, one default per owner and list. */
export interface ListViewsTable {
  id: Generated<number>;
  owner_id: number;
  list: string;
  name: string;
  /** The view's state (contract listViewState): written as JSON text. */
  state: ColumnType<Record<string, unknown>, string, string>;
  is_default: Generated<boolean>;
  /** The shared link's token; null: private to its owner. */
  share_token: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  date_created: Timestamp;
  date_updated: Timestamp;
}

/** A user's column choice of a list (migration 0037): one per user and list. */
export interface ListColumnsTable {
  id: Generated<number>;
  user_id: number;
  list: string;
  /** The visible columns in their order and the hidden ones: JSON arrays of sources. */
  columns: ColumnType<string[], string, string>;
  hidden: ColumnType<string[], string, string>;
  version: Generated<number>;
  date_updated: Timestamp;
}

declare module '../../db/schema' {
  interface Database {
    list_views: ListViewsTable;
    list_columns: ListColumnsTable;
  }
}
