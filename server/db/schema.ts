/** Table types for Kysely, one interface per table. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  /** Null for a user without a login (a business user who never signs in). */
  username: string | null;
  email: string;
  given_name: string;
  family_name: string;
  dispatch_group_email: string | null;
  password_hash: string;
  is_active: Generated<boolean>;
  is_locked_out: Generated<boolean>;
  failed_logins: Generated<number>;
  is_mahle: Generated<boolean>;
  is_uk: Generated<boolean>;
  time_zone: string | null;
  root_location_id: number | null;
  partner_id: number | null;
  created_by: string | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  // Business users (migration 0003): null business_id for platform users, who all have a login.
  business_id: number | null;
  has_login: Generated<boolean>;
  is_primary: Generated<boolean>;
  is_deleted: Generated<boolean>;
  is_protech_user: Generated<boolean>;
  receives_invoices: Generated<boolean>;
  receives_reports: Generated<boolean>;
  receives_reports_only: Generated<boolean>;
  receives_chat_reports: Generated<boolean>;
  title_id: number | null;
  phone: string | null;
  phone_cc: string | null;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  type: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  family_started_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Timestamp | null;
}

/** Single-use download tokens (migration 0007): only the SHA-256 hash is stored. */
export interface DownloadTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  bucket: string;
  attempted_at: Timestamp;
}

/** Calls counted per key and minute by the API's rate limits (migration 0026, server/plugins/rateCounter.ts). */
export interface RateCountsTable {
  window_start: Timestamp;
  key: string;
  hits: number;
}

export interface SigningKeysTable {
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: Timestamp;
}

export interface MakesTable {
  id: Generated<number>;
  make: string;
  is_inactive: Generated<boolean>;
  version: Generated<number>;
}

export interface CountriesTable {
  id: Generated<number>;
  name: string;
  abbreviation: string;
  version: Generated<number>;
}

export interface StateProvincesTable {
  id: Generated<number>;
  name: string;
  abbreviation: string;
  country_id: number;
  version: Generated<number>;
}

export interface LookupsTable {
  id: Generated<number>;
  key: string;
  text: string;
  is_active: Generated<boolean>;
  value: string | null;
  date_value: string | null;
  decimal_value: ColumnType<number | null, number | null | undefined, number | null>;
  int_value: number | null;
  label: string | null;
  parent_id: number | null;
  string_value: string | null;
  version: Generated<number>;
}

/** Sales representatives (migration 0006): a user linked to the business.salesrep lookup item whose id it shares. */
export interface SalesRepsTable {
  id: number;
  user_id: number;
}

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

/** Money columns are numeric(12, 2): written as numbers, read back through `::float8`. */
type Money = ColumnType<number, number, number>;

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

export interface DevicesTable {
  id: Generated<number>;
  serial_number: string;
  name: string;
  manufacturer: string;
  brand: string;
  model: string;
  /** Null while the device is in stock. */
  business_id: number | null;
  status_id: number;
  is_active: Generated<boolean>;
  date_created: Timestamp;
  date_updated: Timestamp;
  version: Generated<number>;
  /** Migration 0015: the device manufacturer model its manufacturer, brand and model come from. */
  device_model_id: number | null;
  server_profile_id: number | null;
  launch_account_id: number | null;
  assigned_date: Timestamp | null;
}

/** A device's shipments (migration 0015). */
export interface DeviceShipmentsTable {
  id: Generated<number>;
  device_id: number;
  carrier: string;
  tracking_number: string | null;
  shipped_date: string | null;
  delivered_date: string | null;
  address: string | null;
  notes: string | null;
  date_created: Timestamp;
  version: Generated<number>;
}

/** Devices per holder (0: in stock), kept by triggers (migration 0015). */
export interface DeviceCountsTable {
  holder_id: number;
  n: number;
}

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

/** A service request's chat channel (migration 0019): built-in provider only. */
export interface ChatChannelsTable {
  id: Generated<number>;
  /** `sr_<service request id>` (contract/chat.ts channelUrlOf). */
  url: string;
  service_request_id: number;
  /** The request's solution (spec §1 app id). */
  channel_type: number;
  name: string;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  last_message_id: string | null;
  message_count: Generated<number>;
}

export interface ChatMembersTable {
  channel_id: number;
  user_id: number;
  joined_at: Timestamp;
  /** bigint: read back as a string. */
  last_read_message_id: Generated<string>;
}

export interface ChatMessagesTable {
  /** bigserial: read back as a string. */
  id: Generated<string>;
  channel_id: number;
  sender_id: number;
  text: string;
  client_id: string | null;
  created_at: Timestamp;
}

/** A request's saved chat history (migration 0019), with either provider. */
export interface ServiceRequestMessagesTable {
  id: Generated<string>;
  service_request_id: number;
  source_message_id: string;
  sender_id: number | null;
  sender_name: string;
  sender_email: string;
  is_staff: boolean;
  text: string;
  created_at: Timestamp;
  saved_at: Timestamp;
}

export interface ChatMessageTranslationsTable {
  message_id: string;
  language: string;
  text: string;
  translated_by: number | null;
  translated_at: Timestamp;
  version: Generated<number>;
}

/** Requests per shop (0: every shop), solution and status, kept by triggers (migration 0018). */
export interface ServiceRequestCountsTable {
  business_id: number;
  app_id: number;
  status_id: number;
  n: number;
}

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

/** Device manufacturers' models (migration 0013): the device brand list is their distinct brands. */
export interface DeviceModelsTable {
  id: Generated<number>;
  manufacturer: string;
  brand: string;
  model: string;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

/** The model years a make was sold in (migration 0013); last_year null while it still is. */
export interface VehicleMakeYearsTable {
  id: Generated<number>;
  make_id: number;
  first_year: number;
  last_year: number | null;
}

/** Calibration recommendations (migration 0011): vehicle_make is a make id. */
export interface CalibrationRecommendationsTable {
  id: Generated<number>;
  nickname: string;
  vehicle_make: number;
  recommendation: string;
  is_inactive: Generated<boolean>;
  version: Generated<number>;
}

/** One row (id 1): whether the calibration homepage message is shown. */
export interface WelcomeMessageSettingsTable {
  id: number;
  is_active: Generated<boolean>;
}

/** The calibration homepage message, one row per language (en, es). */
export interface WelcomeMessagesTable {
  language_code: string;
  text: Generated<string>;
  version: Generated<number>;
}

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

/** Tool makes (migration 0017): a name once, any case. */
export interface ToolMakesTable {
  id: Generated<number>;
  name: string;
  date_created: Timestamp;
}

/** The tools a device carries (migration 0017), each of a make. */
export interface DeviceToolsTable {
  id: Generated<number>;
  device_id: number;
  tool_make_id: number;
  name: string;
  part_number: string | null;
  serial_number: string | null;
  calibration_due_date: ColumnType<string | null, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  date_created: Timestamp;
  version: Generated<number>;
}

/** Device files (migration 0017): firmware, configuration and calibration data; release_track_id a release track lookup item. */
export interface DeviceFilesTable {
  id: Generated<number>;
  name: string;
  file_type_id: number;
  file_version: string;
  release_track_id: number;
  release_notes: string | null;
  is_active: Generated<boolean>;
  date_created: Timestamp;
  date_updated: Timestamp;
  version: Generated<number>;
}

/** The device models a device file targets (migration 0017). */
export interface DeviceFileModelsTable {
  device_file_id: number;
  device_model_id: number;
}

/** The files browser's store (migration 0016): folder '' is the root; width, height and the thumbnail for images. */
export interface FilesTable {
  id: Generated<number>;
  folder: string;
  name: string;
  content_type: string;
  size: number;
  content: Buffer;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
  thumbnail_width: number | null;
  thumbnail_height: number | null;
  created_by: string | null;
  date_created: Timestamp;
}

/** Tenants (migration 0020): a solution's support desk, one per Platform, its hours read in its time zone. */
export interface TenantsTable {
  id: Generated<number>;
  platform: number;
  support_email: string;
  time_zone: string;
  version: Generated<number>;
}

/** `time(0)` columns: written as `HH:MM`, read through to_char (see modules/openingHours/hoursColumns.ts). */
type WallClock = string | null;

/** A tenant's seven standard days (migration 0020): weekday 1 Monday … 7 Sunday; no times, closed. */
export interface StandardOpeningHoursTable {
  id: Generated<number>;
  tenant_id: number;
  weekday: number;
  opening_time: WallClock;
  closing_time: WallClock;
  version: Generated<number>;
}

/** A tenant's public-holiday hours (migration 0020), one per date. */
export interface HolidayOpeningHoursTable {
  id: Generated<number>;
  tenant_id: number;
  holiday_date: ColumnType<string, string, string>;
  name: string;
  opening_time: WallClock;
  closing_time: WallClock;
  version: Generated<number>;
}

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

/** The one change history (migration 0020, server/db/changeHistory.ts): append-only. */
export interface ChangeHistoryTable {
  /** bigint identity: read back as a number (pg) or a string. */
  id: ColumnType<number | string, never, never>;
  changed_at: ColumnType<Date, Date | string | undefined, never>;
  user_id: number | null;
  area: string;
  entity: string;
  record_id: number;
  scope_id: number | null;
  action: 'create' | 'update' | 'delete' | 'review';
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
}

/** Service elements (migration 0021): a calibration or scan job, in a service element group (a lookup item). */
export interface ServiceElementsTable {
  id: Generated<number>;
  name: string;
  service_element_group_id: number;
  is_active: Generated<boolean>;
  version: Generated<number>;
}

/** A vehicle rated (migration 0021): a make, model and year of NHTSA's vPIC data. */
export interface RagVehiclesTable {
  id: Generated<number>;
  make: string;
  model: string;
  year: number;
}

/** A vehicle's rating of a service element (migration 0021): an item of the lookup key rag.rating. */
export interface RagRatingsTable {
  vehicle_id: number;
  service_element_id: number;
  rag_rating_id: number;
  version: Generated<number>;
}

/** Report sections (migration 0022): the English text (`name`) of a section of a report or app area (`apply_to`). */
export interface ReportSectionsTable {
  id: Generated<number>;
  apply_to: string;
  name: string;
}

/** The labels of the shop-facing apps (migration 0022): an app's key and its English text. */
export interface AppLabelsTable {
  id: Generated<number>;
  app: string;
  label_key: string;
  english: string;
}

/** One item's translation in one language (migration 0022): never empty, one per item and language. */
interface TranslationRow {
  id: Generated<number>;
  language_code: string;
  translation: string;
}
export interface ReportSectionTranslationsTable extends TranslationRow {
  report_section_id: number;
}
export interface ServiceElementTranslationsTable extends TranslationRow {
  service_element_id: number;
}
export interface AppLabelTranslationsTable extends TranslationRow {
  app_label_id: number;
}
/** A lookup item's text in one language (migration 0028); the item's own text is its English. */
export interface LookupTranslationsTable extends TranslationRow {
  lookup_id: number;
}

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

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  download_tokens: DownloadTokensTable;
  login_attempts: LoginAttemptsTable;
  rate_counts: RateCountsTable;
  signing_keys: SigningKeysTable;
  makes: MakesTable;
  countries: CountriesTable;
  state_provinces: StateProvincesTable;
  lookups: LookupsTable;
  sales_reps: SalesRepsTable;
  businesses: BusinessesTable;
  business_addresses: BusinessAddressesTable;
  business_info: BusinessInfoTable;
  business_search: BusinessSearchTable;
  search_words: SearchWordsTable;
  search_word_suffixes: SearchWordSuffixesTable;
  business_search_words: BusinessSearchWordsTable;
  business_status_counts: BusinessStatusCountsTable;
  business_billing: BusinessBillingTable;
  business_billing_products: BusinessBillingProductsTable;
  business_promotions: BusinessPromotionsTable;
  business_volume_discounts: BusinessVolumeDiscountsTable;
  business_product_add_discounts: BusinessProductAddDiscountsTable;
  business_notes: BusinessNotesTable;
  business_note_files: BusinessNoteFilesTable;
  devices: DevicesTable;
  device_shipments: DeviceShipmentsTable;
  device_counts: DeviceCountsTable;
  tool_makes: ToolMakesTable;
  device_tools: DeviceToolsTable;
  device_files: DeviceFilesTable;
  device_file_models: DeviceFileModelsTable;
  service_requests: ServiceRequestsTable;
  work_orders: WorkOrdersTable;
  service_request_history: ServiceRequestHistoryTable;
  service_request_issues: ServiceRequestIssuesTable;
  service_request_counts: ServiceRequestCountsTable;
  chat_channels: ChatChannelsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  service_request_messages: ServiceRequestMessagesTable;
  chat_message_translations: ChatMessageTranslationsTable;
  scan_tools: ScanToolsTable;
  report_templates: ReportTemplatesTable;
  device_models: DeviceModelsTable;
  vehicle_make_years: VehicleMakeYearsTable;
  calibration_recommendations: CalibrationRecommendationsTable;
  welcome_message_settings: WelcomeMessageSettingsTable;
  welcome_messages: WelcomeMessagesTable;
  scan_type_groups: ScanTypeGroupsTable;
  activation_cards: ActivationCardsTable;
  product_makes: ProductMakesTable;
  files: FilesTable;
  tenants: TenantsTable;
  standard_opening_hours: StandardOpeningHoursTable;
  holiday_opening_hours: HolidayOpeningHoursTable;
  change_history: ChangeHistoryTable;
  dashboard_templates: DashboardTemplatesTable;
  service_request_daily_counts: ServiceRequestDailyCountsTable;
  service_elements: ServiceElementsTable;
  rag_vehicles: RagVehiclesTable;
  rag_ratings: RagRatingsTable;
  report_sections: ReportSectionsTable;
  app_labels: AppLabelsTable;
  report_section_translations: ReportSectionTranslationsTable;
  service_element_translations: ServiceElementTranslationsTable;
  app_label_translations: AppLabelTranslationsTable;
  lookup_translations: LookupTranslationsTable;
  scanpro_configurations: ScanproConfigurationsTable;
  scanpro_criteria: ScanproCriteriaTable;
  scanpro_criterion_elements: ScanproCriterionElementsTable;
  scanpro_checklist_items: ScanproChecklistItemsTable;
  scanpro_results: ScanproResultsTable;
}
