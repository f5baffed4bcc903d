/** The translations area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';
import type { TranslationRow } from '../../db/schema';

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

export interface ReportSectionTranslationsTable extends TranslationRow {
  report_section_id: number;
}

export interface ServiceElementTranslationsTable extends TranslationRow {
  service_element_id: number;
}

export interface AppLabelTranslationsTable extends TranslationRow {
  app_label_id: number;
}

declare module '../../db/schema' {
  interface Database {
    report_sections: ReportSectionsTable;
    app_labels: AppLabelsTable;
    report_section_translations: ReportSectionTranslationsTable;
    service_element_translations: ServiceElementTranslationsTable;
    app_label_translations: AppLabelTranslationsTable;
  }
}
