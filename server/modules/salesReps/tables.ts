/** The salesReps area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */

/** Sales representatives (migration 0006): a user linked to the business.salesrep lookup item whose id it shares. */
export interface SalesRepsTable {
  id: number;
  user_id: number;
}

declare module '../../db/schema' {
  interface Database {
    sales_reps: SalesRepsTable;
  }
}
