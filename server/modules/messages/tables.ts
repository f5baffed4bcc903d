/** The messages area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';

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

declare module '../../db/schema' {
  interface Database {
    calibration_recommendations: CalibrationRecommendationsTable;
    welcome_message_settings: WelcomeMessageSettingsTable;
    welcome_messages: WelcomeMessagesTable;
  }
}
