/**
 * English (Spanish: ./translations.es.ts) of the translation screens (admin/translation, admin/rag/service-element-
 * translation): loaded with them (i18n/lazyAreas.ts; the menu labels stay in en.ts). The fields are also how the
 * server's refusals name them (server/http/fieldLabels.ts).
 */
/** A translation table's fields as a list that exports and imports (resources/translations/translationList.ts). */
const listFields = { name: 'English', translation: 'Translation' };

export const en = {
  resources: {
    reportSectionTranslations: { name: 'Report section translations', fields: { id: 'Report section ID', applyTo: 'Report', ...listFields } },
    appLabelTranslations: { name: 'Shop app label translations', fields: { id: 'Label ID', app: 'App', key: 'Key', ...listFields } },
    serviceElementTranslations: { name: 'Service element translations', fields: { serviceElementId: 'Service element ID', serviceElementGroupName: 'Group', ...listFields } },
    translations: {
      name: 'Translations',
      fields: {
        code: 'Language',
        cultureCode: 'Language',
        items: 'Translations',
        id: 'Item',
        serviceElementId: 'Service element',
        serviceElementGroupName: 'Group',
        translation: 'Translation',
        previous: 'Translation as loaded',
        name: 'English',
        applyTo: 'Report',
        app: 'App',
        key: 'Key',
        isTranslated: 'Status',
        languageCode: 'Language',
        source: 'Origin',
      },
      sources: { edit: 'Typed in the console', memory: 'From the translation memory' },
      kinds: { reportSections: 'Report sections', appLabels: 'Shop app labels', serviceElements: 'Service elements' },
      page: {
        translation: 'Report translations',
        serviceElementTranslation: 'Service element translations',
        language_locked: 'Save or discard your edits to change the language.',
        no_languages: 'The languages catalogue has no language to translate into.',
        help: 'Type a translation to change it; only the rows you edit are saved. An empty translation shows the English text.',
      },
      table: {
        translation_in: 'Translation (%{language})',
        translation_of: 'Translation of “%{source}”',
        save: 'Save edited (%{count})',
        discard: 'Discard edits',
        fill: 'Fill from translation memory',
        fill_after_save: 'Save or discard your edits before filling from the translation memory.',
        saved: 'Translations saved: %{count}.',
        filled: 'Filled %{filled} from the translation memory; %{remaining} still untranslated.',
        empty: 'There is nothing to translate.',
      },
      status: { edited: 'Edited, not saved', translated: 'Translated', untranslated: 'Not translated (shows English)' },
    },
  },
};
