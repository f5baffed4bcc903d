/**
 * The kinds of item the translation table edits, each a list, a save and (for two) a fill from the translation
 * memory of contract/translations.ts, and how its answer's rows become the table's. The table is written once
 * (TranslationTable.tsx) over these.
 */
import type { EndpointAnswering } from '../../contract/define';
import { type AppLabelTranslation, type FillResult, type ReportTranslation, type ServiceElementTranslation, translationsContract as c } from '../../contract/translations';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { loadedRows, type TranslationRow } from './translationModel';

/** A kind's list call and how its answer's items become the table's rows, typed together by the call's answer. */
function rowsFrom<T>(list: EndpointAnswering<T[]>, toRow: (item: T) => Omit<TranslationRow, 'isTranslated' | 'translation'>) {
  return (dataProvider: AppDataProvider, query: Record<string, unknown>) => dataProvider.call(list, { query }).then((items) => loadedRows(items, toRow));
}

export interface TranslationKind {
  /** Its i18n key under resources.translations.kinds. */
  key: 'reportSections' | 'appLabels' | 'serviceElements';
  /** Its rows in one language (the list call, each item as a row not yet translated). */
  load: (dataProvider: AppDataProvider, query: Record<string, unknown>) => Promise<TranslationRow[]>;
  save: EndpointAnswering<{ saved: number }>;
  fill?: EndpointAnswering<FillResult>;
  /** How the calls name the language. */
  languageParam: 'code' | 'cultureCode';
  /** The context columns' i18n keys (resources.translations.fields.*), in the order of a row's context. */
  contextColumns: string[];
  /** The change history's entity of its translations (area `translations`, the item's id as the record). */
  entity: string;
  /** A row as the save's body names it. */
  toItem: (item: { id: number; translation: string; previous: string | null }) => Record<string, unknown>;
  /** Its rows as a list that exports and imports (contract/importLists.ts), and how that list names a row's id. */
  list: 'reportSectionTranslations' | 'appLabelTranslations' | 'serviceElementTranslations';
  idField: 'id' | 'serviceElementId';
}

const asIs = (item: { id: number; translation: string }) => item;

export const REPORT_SECTIONS: TranslationKind = {
  key: 'reportSections',
  load: rowsFrom(c.getReportTranslations, (r: ReportTranslation) => ({ id: r.id, source: r.name, context: [r.applyTo], stored: r.translation })),
  save: c.saveReportTranslations,
  fill: c.translateAllReportSections,
  languageParam: 'code',
  contextColumns: ['applyTo'],
  entity: 'reportSectionTranslation',
  toItem: asIs,
  list: 'reportSectionTranslations',
  idField: 'id',
};

export const APP_LABELS: TranslationKind = {
  key: 'appLabels',
  load: rowsFrom(c.getAppLabelTranslations, (r: AppLabelTranslation) => ({ id: r.id, source: r.name, context: [r.app, r.key], stored: r.translation })),
  save: c.appLabelTranslations,
  languageParam: 'code',
  contextColumns: ['app', 'key'],
  entity: 'appLabelTranslation',
  toItem: asIs,
  list: 'appLabelTranslations',
  idField: 'id',
};

export const SERVICE_ELEMENTS: TranslationKind = {
  key: 'serviceElements',
  load: rowsFrom(c.getServiceElementTranslations, (r: ServiceElementTranslation) => ({ id: r.serviceElementId, source: r.name, context: [r.serviceElementGroupName], stored: r.translation })),
  save: c.saveServiceElementTranslations,
  fill: c.translateAllServiceElements,
  languageParam: 'cultureCode',
  contextColumns: ['serviceElementGroupName'],
  entity: 'serviceElementTranslation',
  toItem: ({ id, ...rest }) => ({ serviceElementId: id, ...rest }),
  list: 'serviceElementTranslations',
  idField: 'serviceElementId',
};
