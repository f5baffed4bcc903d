/** The serviceCatalogue area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';

/** The service element group of a scan type (migration 0010): both are lookup items. */
export interface ScanTypeGroupsTable {
  scan_type_id: number;
  service_element_group_id: number;
}

/** Activation cards (migration 0010). */
export interface ActivationCardsTable {
  id: Generated<number>;
  activation_card_id: string;
  activation_password: string;
  activation_account_reference: string | null;
  activation_account_type: number;
  assigned_date: string | null;
  assigned_device_id: number | null;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

/** The vehicle makes a product or product add is offered for (migration 0010). */
export interface ProductMakesTable {
  id: Generated<number>;
  product_id: number;
  make_id: number;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    scan_type_groups: ScanTypeGroupsTable;
    activation_cards: ActivationCardsTable;
    product_makes: ProductMakesTable;
  }
}
