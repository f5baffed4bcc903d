/** The businessDetails area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';
import type { Timestamp, Money } from '../../db/schema';

export interface BusinessBillingTable {
  business_id: number;
  is_demo: Generated<boolean>;
  is_recurring: Generated<boolean>;
  period_id: number | null;
  period_amount: Money | null;
  currency_id: number | null;
  initial_currency_id: number | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface BusinessBillingProductsTable {
  business_id: number;
  product_id: number;
}

export interface BusinessPromotionsTable {
  business_id: number;
  start_date: string | null;
  end_date: string | null;
  start_product_id: number | null;
  end_product_id: number | null;
  promotion_type: number | null;
  number_of_scans: number | null;
  version: Generated<number>;
  updated_at: Timestamp;
}

export interface BusinessVolumeDiscountsTable {
  id: Generated<number>;
  business_id: number;
  product_id: number;
  type_id: number;
  amount: Money;
  volume_break: number;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

export interface BusinessProductAddDiscountsTable {
  id: Generated<number>;
  business_id: number;
  product_add_id: number;
  is_trigger_dtc: Generated<boolean>;
  is_active: Generated<boolean>;
  discount_type_id: number;
  discount_amount: Money;
  version: Generated<number>;
}

export interface BusinessNotesTable {
  id: Generated<number>;
  business_id: number;
  text: string;
  created_by: string | null;
  created_at: Timestamp;
  version: Generated<number>;
}

export interface BusinessNoteFilesTable {
  id: Generated<number>;
  note_id: number;
  name: string;
  content_type: string;
  size: number;
  content: Buffer;
  created_by: string | null;
  created_at: Timestamp;
}

declare module '../../db/schema' {
  interface Database {
    business_billing: BusinessBillingTable;
    business_billing_products: BusinessBillingProductsTable;
    business_promotions: BusinessPromotionsTable;
    business_volume_discounts: BusinessVolumeDiscountsTable;
    business_product_add_discounts: BusinessProductAddDiscountsTable;
    business_notes: BusinessNotesTable;
    business_note_files: BusinessNoteFilesTable;
  }
}
