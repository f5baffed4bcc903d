/**
 * Translations (spec §2, §3, §4, §7; issue 16): the report sections shops read (spec §3 Report translation: applyTo,
 * name, translation, isTranslated), the service elements (Service-element translation: serviceElementId,
 * translation, isTranslated) and the labels of the shop-facing apps, each translated per language code of the
 * languages catalogue (`lookup/Languages`, its stringValue; English is the source, not a target).
 *
 * The spec's rule (§4) is the console's: every item loads as not translated, an edited one becomes translated,
 * and only those are sent. A save takes the edited items of one language in one transaction (an unknown item
 * or language refuses them all, writing nothing); an empty translation removes the item's, so it reads in
 * English again. `TranslateAll…` fills the untranslated items from the translation memory (the same English
 * text already translated elsewhere in the product), never replacing a translation, and answers how many it
 * filled and how many remain: no machine translation. Every write is recorded in the one change history.
 */
import { z } from 'zod';
import { endpoint } from './define';
import { r } from './refusal';

/** A language code of the languages catalogue (`es`, `fr`, `pt-BR`); which ones exist is the server's to say. */
export const languageCode = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, r('must be a language code such as es or fr'));
/** A translation: trimmed; empty removes the stored one. */
const MAX_TEXT = 2000;
const translationText = z.string().trim().max(MAX_TEXT, r`must be at most ${MAX_TEXT} characters`);
const itemId = (message: string) => z.int32().min(1, message);
/**
 * The item's translation as it was loaded (null: none), so a save never overwrites one written since: the
 * server answers 409 `stale` and writes nothing when the stored translation is another.
 */
const previous = z.string().max(MAX_TEXT).nullable();

/** How an item reads in a language: its English source, and the stored translation (null: none yet). */
const translated = { translation: z.string().nullable(), isTranslated: z.boolean() };

export const reportTranslation = z.object({
  /** The report section's id. */
  id: z.number().int(),
  /** Which report or app area the section belongs to ("Pre-scan report", "All reports"). */
  applyTo: z.string(),
  /** The English text, which is also its key. */
  name: z.string(),
  ...translated,
});
export type ReportTranslation = z.infer<typeof reportTranslation>;

export const serviceElementTranslation = z.object({
  serviceElementId: z.number().int(),
  /** The service element's English name. */
  name: z.string(),
  /** Its group (an item of the service element groups catalogue), as the RAG screens show it. */
  serviceElementGroupName: z.string(),
  isActive: z.boolean(),
  ...translated,
});
export type ServiceElementTranslation = z.infer<typeof serviceElementTranslation>;

export const appLabelTranslation = z.object({
  id: z.number().int(),
  /** The shop-facing app that shows the label ("Shop app", "Technician app"). */
  app: z.string(),
  /** The label's key in the app ("scan.start"). */
  key: z.string(),
  /** The English text. */
  name: z.string(),
  ...translated,
});
export type AppLabelTranslation = z.infer<typeof appLabelTranslation>;

/** What a save did: how many translations it wrote or removed. */
export const saveResult = z.object({ saved: z.number().int() });
/** What a fill from the translation memory did: how many items it filled, and how many are still untranslated. */
export const fillResult = z.object({ filled: z.number().int(), remaining: z.number().int() });
export type FillResult = z.infer<typeof fillResult>;

const MAX_ITEMS = 2000;
const items = <T extends z.ZodRawShape>(shape: T) =>
  z.array(z.strictObject(shape)).min(1, r('at least one row is required')).max(MAX_ITEMS, r`must hold at most ${MAX_ITEMS} rows`);

export const translationsContract = {
  getReportTranslations: endpoint({
    method: 'GET',
    path: 'app/GetReportTranslations',
    summary: "Every report section with its English text and its translation in the language `code` (null when it has none), by report and text; isTranslated says it has one",
    query: z.strictObject({ code: languageCode }),
    response: z.array(reportTranslation),
  }),
  saveReportTranslations: endpoint({
    method: 'POST',
    path: 'app/SaveReportTranslations',
    summary: 'Saves the edited report sections of one language (an empty translation removes it), all or none; recorded in the change history',
    body: z.strictObject({ code: languageCode, items: items({ id: itemId(r('must be a report section id')), translation: translationText, previous }) }),
    response: saveResult,
  }),
  translateAllReportSections: endpoint({
    method: 'GET',
    path: 'app/TranslateAllReportSections',
    summary:
      'Fills the report sections without a translation in `code` from the translation memory (the same English text translated elsewhere in the product), never replacing one; answers how many it filled and how many remain',
    query: z.strictObject({ code: languageCode }),
    writes: true,
    response: fillResult,
  }),
  getServiceElementTranslations: endpoint({
    method: 'GET',
    path: 'app/GetServiceElementTranslations',
    summary: 'Every service element with its English name, its group and its translation in the language `cultureCode` (null when it has none), by group and name',
    query: z.strictObject({ cultureCode: languageCode }),
    response: z.array(serviceElementTranslation),
  }),
  saveServiceElementTranslations: endpoint({
    method: 'POST',
    path: 'app/SaveServiceElementTranslations',
    summary: 'Saves the edited service elements of one language (an empty translation removes it), all or none; recorded in the change history',
    body: z.strictObject({ cultureCode: languageCode, items: items({ serviceElementId: itemId(r('must be a service element id')), translation: translationText, previous }) }),
    response: saveResult,
  }),
  translateAllServiceElements: endpoint({
    method: 'GET',
    path: 'app/TranslateAllServiceElements',
    summary:
      'Fills the service elements without a translation in `cultureCode` from the translation memory, never replacing one; answers how many it filled and how many remain',
    query: z.strictObject({ cultureCode: languageCode }),
    writes: true,
    response: fillResult,
  }),
  getAppLabelTranslations: endpoint({
    method: 'GET',
    path: 'app/GetAppLabelTranslations',
    summary: "The shop-facing apps' labels with their English text and their translation in the language `code` (null when it has none), by app and key",
    ours: true,
    query: z.strictObject({ code: languageCode }),
    response: z.array(appLabelTranslation),
  }),
  appLabelTranslations: endpoint({
    method: 'POST',
    path: 'app/AppLabelTranslations',
    summary: "Saves the edited labels of the shop-facing apps in one language (an empty translation removes it), all or none; recorded in the change history",
    body: z.strictObject({ code: languageCode, items: items({ id: itemId(r('must be an app label id')), translation: translationText, previous }) }),
    response: saveResult,
  }),
};
