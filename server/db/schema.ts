/**
 * The database's type for Kysely (issue 32): the core's tables here (auth's, the lookup store every area reads, the
 * change history) and every area's slice, which its `server/modules/<area>/tables.ts` merges into `Database`
 * (`declare module`), so that no area edits this file. One interface per table.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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

/** Money columns are numeric(12, 2): written as numbers, read back through `::float8`. */
export type Money = ColumnType<number, number, number>;

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
  /** The values the change set and replaced, as text (migration 0031): what the Activity's text search reads. */
  changed: ColumnType<string, string | undefined, never>;
  /** What made the change when not a screen's own save (migration 0033): "import:shops.csv" for a row of an import. */
  source: ColumnType<string | null, string | null | undefined, never>;
}

/** The words of each entry's changed values (migration 0032, written by its trigger): the Activity's text search. */
export interface ChangeHistoryWordsTable {
  word: string;
  changed_at: ColumnType<Date, never, never>;
  entry_id: ColumnType<number | string, never, never>;
}

/** One item's translation in one language (migration 0022): never empty, one per item and language. */
export interface TranslationRow {
  id: Generated<number>;
  language_code: string;
  translation: string;
}

/** Every table: the core's below, each area's merged in by its tables.ts. */
export interface Database {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  download_tokens: DownloadTokensTable;
  login_attempts: LoginAttemptsTable;
  rate_counts: RateCountsTable;
  signing_keys: SigningKeysTable;
  lookups: LookupsTable;
  change_history: ChangeHistoryTable;
  change_history_words: ChangeHistoryWordsTable;
}

/**
 * An open database (database.ts opens it), what repositories take. It is declared here, beside its tables, so that
 * what openDatabase calls (notifications.ts) names it without importing database.ts back.
 */
export type Db = Kysely<Database>;
