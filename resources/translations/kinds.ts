/**
 * The kinds of item the translation table edits, each a list, a save and (for two) a fill from the translation
 * memory of contract/translations.ts, and how its answer's rows become the table's. The table is written once
 * (TranslationTable.tsx) over these.
 */
import type { Endpoint } from '../../contract/define';
import { type AppLabelTranslation, type ReportTranslation, type ServiceElementTranslation, translationsContract as c } from '../../contract/translations';
import type { TranslationRow } from './translationModel';

export interface TranslationKind {
  /** Its i18n key under resources.translations.kinds. */
  key: 'reportSections' | 'appLabels' | 'serviceElements';
  list: Endpoint;
  save: Endpoint;
  fill?: Endpoint;
  /** How the calls name the language. */
  languageParam: 'code' | 'cultureCode';
  /** The context columns' i18n keys (resources.translations.fields.*), in the order of a row's context. */
  contextColumns: string[];
  toRow: (item: never) => Omit<TranslationRow, 'isTranslated' | 'translation'>;
  /** A row as the save's body names it. */
  toItem: (item: { id: number; translation: string; previous: string | null }) => Record<string, unknown>;
}

const asIs = (item: { id: number; translation: string }) => item;

export const REPORT_SECTIONS: TranslationKind = {
  key: 'reportSections',
  list: c.getReportTranslations,
  save: c.saveReportTranslations,
  fill: c.translateAllReportSections,
  languageParam: 'code',
  contextColumns: ['applyTo'],
  toRow: (r: ReportTranslation) => ({ id: r.id, source: r.name, context: [r.applyTo], stored: r.translation }),
  toItem: asIs,
};

export const APP_LABELS: TranslationKind = {
  key: 'appLabels',
  list: c.getAppLabelTranslations,
  save: c.appLabelTranslations,
  languageParam: 'code',
  contextColumns: ['app', 'key'],
  toRow: (r: AppLabelTranslation) => ({ id: r.id, source: r.name, context: [r.app, r.key], stored: r.translation }),
  toItem: asIs,
};

export const SERVICE_ELEMENTS: TranslationKind = {
  key: 'serviceElements',
  list: c.getServiceElementTranslations,
  save: c.saveServiceElementTranslations,
  fill: c.translateAllServiceElements,
  languageParam: 'cultureCode',
  contextColumns: ['serviceElementGroupName'],
  toRow: (r: ServiceElementTranslation) => ({ id: r.serviceElementId, source: r.name, context: [r.serviceElementGroupName], stored: r.translation }),
  toItem: ({ id, ...rest }) => ({ serviceElementId: id, ...rest }),
};
