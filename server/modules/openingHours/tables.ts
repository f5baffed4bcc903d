/** The openingHours area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';

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

declare module '../../db/schema' {
  interface Database {
    tenants: TenantsTable;
    standard_opening_hours: StandardOpeningHoursTable;
    holiday_opening_hours: HolidayOpeningHoursTable;
  }
}
