/**
 * The kinds of translated item (report sections, service elements, app labels, and lookup items since issue 31),
 * told apart only by their tables: where an item's English text is, where
 * its translations are, how the body names its id, and how the change history and refusals name it. The saves,
 * the fills and the translation memory (translations.repository.ts, memory.ts) are written once over these.
 */
import { m, type Text } from '../../http/text';

export interface TranslatedKind {
  /** The change history's entity of a translation. */
  entity: string;
  /** The items' table, and the column that holds their English text. */
  itemTable: 'report_sections' | 'service_elements' | 'app_labels' | 'lookups';
  sourceColumn: 'name' | 'english' | 'text';
  /** The translations' table, and its column naming the item. */
  translationTable: 'report_section_translations' | 'service_element_translations' | 'app_label_translations' | 'lookup_translations';
  itemColumn: 'report_section_id' | 'service_element_id' | 'app_label_id' | 'lookup_id';
  /** The body's names: of the language, and of an item's id. */
  languageField: 'code' | 'cultureCode';
  idField: 'id' | 'serviceElementId';
  /** An item, as a refusal names it ("is not a report section"). */
  what: Text;
}

export const KINDS = {
  reportSection: {
    entity: 'reportSectionTranslation',
    itemTable: 'report_sections',
    sourceColumn: 'name',
    translationTable: 'report_section_translations',
    itemColumn: 'report_section_id',
    languageField: 'code',
    idField: 'id',
    what: m`a report section`,
  },
  serviceElement: {
    entity: 'serviceElementTranslation',
    itemTable: 'service_elements',
    sourceColumn: 'name',
    translationTable: 'service_element_translations',
    itemColumn: 'service_element_id',
    languageField: 'cultureCode',
    idField: 'serviceElementId',
    what: m`a service element`,
  },
  appLabel: {
    entity: 'appLabelTranslation',
    itemTable: 'app_labels',
    sourceColumn: 'english',
    translationTable: 'app_label_translations',
    itemColumn: 'app_label_id',
    languageField: 'code',
    idField: 'id',
    what: m`an app label`,
  },
  /** Lookup items (migration 0028): saved with their item (lookup/Upsert), filled per key (lookup/FillTranslations). */
  lookupItem: {
    entity: 'lookupTranslation',
    itemTable: 'lookups',
    sourceColumn: 'text',
    translationTable: 'lookup_translations',
    itemColumn: 'lookup_id',
    languageField: 'code',
    idField: 'id',
    what: m`a lookup item`,
  },
} as const satisfies Record<string, TranslatedKind>;

export const ALL_KINDS: readonly TranslatedKind[] = Object.values(KINDS);
