/** Table types for Kysely, one interface per table. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
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

export interface LoginAttemptsTable {
  id: Generated<number>;
  bucket: string;
  attempted_at: Timestamp;
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

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  signing_keys: SigningKeysTable;
  makes: MakesTable;
  countries: CountriesTable;
  state_provinces: StateProvincesTable;
  lookups: LookupsTable;
}
