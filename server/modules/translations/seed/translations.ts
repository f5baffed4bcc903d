/**
 * Translations (issue 16): the report sections and the shop-facing apps' labels, and the Spanish and French
 * already written for some of them and for some service elements (translationsData.ts). Runs after the RAG
 * ratings' seed: service elements are translated only where one of the name exists. Seeded on every first
 * start, as the catalogues are; the demo's translations predate the change history, so none is recorded.
 */
import type { Db } from '../../../db/database';
import { APP_LABELS, KNOWN_TRANSLATIONS, REPORT_SECTIONS, TRANSLATED_ITEMS } from './translationsData';

type Language = keyof typeof KNOWN_TRANSLATIONS;
const LANGUAGES = Object.keys(KNOWN_TRANSLATIONS) as Language[];

/** The rows translating `items` (id and English text) into each language, where the data has a translation. */
function translationsOf<C extends string>(column: C, items: { id: number; english: string; picked: (language: Language) => boolean }[]) {
  return LANGUAGES.flatMap((language) =>
    items.flatMap(({ id, english, picked }) => {
      const translation = KNOWN_TRANSLATIONS[language][english];
      return translation && picked(language) ? [{ [column]: id, language_code: language, translation } as Record<C, number> & { language_code: string; translation: string }] : [];
    }),
  );
}

export async function seedTranslations(trx: Db): Promise<void> {
  const sections = await trx
    .insertInto('report_sections')
    .values(REPORT_SECTIONS.map(([apply_to, name]) => ({ apply_to, name })))
    .returning(['id', 'apply_to', 'name'])
    .execute();
  const labels = await trx
    .insertInto('app_labels')
    .values(APP_LABELS.map(([app, label_key, english]) => ({ app, label_key, english })))
    .returning(['id', 'label_key', 'english'])
    .execute();
  const elements = await trx.selectFrom('service_elements').select(['id', 'name']).execute();
  const T = TRANSLATED_ITEMS;

  const sectionRows = translationsOf(
    'report_section_id',
    sections.map((s) => ({ id: s.id, english: s.name, picked: (l: Language) => (T.reportSections[l] as readonly string[]).includes(s.apply_to) })),
  );
  const labelRows = translationsOf(
    'app_label_id',
    labels.map((l) => ({ id: l.id, english: l.english, picked: (lang: Language) => (T.appLabels[lang] as readonly string[]).includes(l.label_key) })),
  );
  const elementRows = translationsOf(
    'service_element_id',
    elements.map((e) => ({ id: e.id, english: e.name, picked: (l: Language) => (T.serviceElements[l] as readonly string[]).includes(e.name) })),
  );
  if (sectionRows.length > 0) await trx.insertInto('report_section_translations').values(sectionRows).execute();
  if (labelRows.length > 0) await trx.insertInto('app_label_translations').values(labelRows).execute();
  if (elementRows.length > 0) await trx.insertInto('service_element_translations').values(elementRows).execute();
}
