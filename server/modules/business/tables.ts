/** The business area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

export interface BusinessesTable {
  id: Generated<number>;
  shop_id: string;
  sid: string | null;
  status_id: number;
  name: string;
  timezone: string | null;
  phone: string | null;
  phone_cc: string | null;
  language: Generated<number>;
  bill_same_as_primary: Generated<boolean>;
  dispatch_priority_id: number | null;
  distributor_id: number | null;
  sales_rep_id: number | null;
  referral_source_id: number | null;
  parent_id: number | null;
  grandparent_id: number | null;
  date_created: Timestamp;
  version: Generated<number>;
}

/** Derived by triggers (migration 0002_businessSearch): what the business list search matches. */
export interface BusinessSearchTable {
  business_id: number;
  /** lower(name): the list's default order. */
  name_key: string;
  text: string;
}

export interface SearchWordsTable {
  id: Generated<number>;
  word: string;
  /** How many businesses hold the word (kept by the search triggers). */
  business_count: Generated<number>;
}

/** Kept by triggers (migration 0002_businessCounts): how many businesses each status has. */
export interface BusinessStatusCountsTable {
  status_id: number;
  n: number;
}

/** Each vocabulary word by its suffixes of 3 letters or more (migration 0008; kept by a trigger). */
export interface SearchWordSuffixesTable {
  suffix: string;
  word_id: number;
}

export interface BusinessSearchWordsTable {
  word_id: number;
  business_id: number;
}

export interface BusinessAddressesTable {
  id: Generated<number>;
  business_id: number;
  kind: 'primary' | 'billing';
  street: string;
  city: string;
  state: string | null;
  postal_code: string | null;
  country: string;
  language: Generated<number>;
}

export interface BusinessInfoTable {
  business_id: number;
  is_mobile_client: Generated<boolean>;
  is_enterprise_client: Generated<boolean>;
  is_pro_tech_client: Generated<boolean>;
  is_hunter_client: Generated<boolean>;
  is_safelite_client: Generated<boolean>;
  is_corporate_account: Generated<boolean>;
  is_cap_link_member: Generated<boolean>;
  is_solera: Generated<boolean>;
  is_onyx_client: Generated<boolean>;
  solera_site_id_reference: string | null;
  onyx_client_reference: string | null;
  capricorn_number: string | null;
  account_id: string | null;
  annual_revenue_id: number | null;
  monthly_ro_id: number | null;
  location_count_id: number | null;
  reporting_group_id: number | null;
  /** `[{ id, percent }]`: vehicle manufacturer lookup ids with their share; written as JSON text. */
  manufacturers: ColumnType<{ id: number; percent: number }[], string | undefined, string>;
  oem_certification_ids: ColumnType<number[], number[] | undefined, number[]>;
  insurance_department_ids: ColumnType<number[], number[] | undefined, number[]>;
  service_ids: ColumnType<number[], number[] | undefined, number[]>;
  version: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    businesses: BusinessesTable;
    business_addresses: BusinessAddressesTable;
    business_info: BusinessInfoTable;
    business_search: BusinessSearchTable;
    search_words: SearchWordsTable;
    search_word_suffixes: SearchWordSuffixesTable;
    business_search_words: BusinessSearchWordsTable;
    business_status_counts: BusinessStatusCountsTable;
  }
}
