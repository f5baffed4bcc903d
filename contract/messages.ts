/**
 * Catalogue administration (issue 5): pre-canned messages (lookup items of
 * `messages.precanned`, read with lookup/ByKey and showAll, spec §7), calibration
 * recommendations (spec §7 Calibration) and the calibration homepage message
 * (spec §7 Welcome message), in English and Spanish.
 */
import { z } from 'zod';
import { batchResult, type Endpoint, endpoint, queryInt, rowId, version } from './define';
import { r } from './refusal';

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
/** Checked with the rest of the input, so a batch holding such a row is refused whole (400) before any row is saved. */
const versionedRow = <T extends { id: number; version?: number }>(row: T) => row.id === 0 || row.version !== undefined;
const versionRequired = { path: ['version'], message: r('is required to update an existing record') };

/** The lookup key pre-canned messages are kept under; their sortOrder is the item's intValue. */
export const PRECANNED_MESSAGES_KEY = 'messages.precanned';
export const PRECANNED_TEXT_MAX = 200;

export const precannedMessage = z.object({ id: z.number().int(), text: z.string(), isActive: z.boolean(), sortOrder: z.number().int(), version: z.number().int() });
export type PrecannedMessage = z.infer<typeof precannedMessage>;
export const precannedMessageInput = z
  .strictObject({
    id: rowId,
    text: text(PRECANNED_TEXT_MAX),
    isActive: z.boolean().default(true),
    sortOrder: z.int32().min(0, r('must be 0 or more')).max(100_000, r('must be at most 100000')),
    version: version.optional(),
  })
  .refine(versionedRow, versionRequired);

export const calibrationRecommendation = z.object({
  id: z.number().int(),
  nickname: z.string(),
  vehicleMake: z.number().int(),
  vehicleMakeName: z.string(),
  recommendation: z.string(),
  isInactive: z.boolean(),
  version: z.number().int(),
});
export type CalibrationRecommendation = z.infer<typeof calibrationRecommendation>;
export const calibrationRecommendationInput = z
  .strictObject({
    id: rowId,
    nickname: text(100),
    vehicleMake: z.int32().min(1, r('must be a make id')),
    recommendation: text(2000),
    isInactive: z.boolean().default(false),
    version: version.optional(),
  })
  .refine(versionedRow, versionRequired);
export type CalibrationRecommendationInput = z.infer<typeof calibrationRecommendationInput>;

/** The languages the calibration homepage message is written in; English is the fallback. */
export const WELCOME_LANGUAGES = ['en', 'es'] as const;
export type WelcomeLanguage = (typeof WELCOME_LANGUAGES)[number];
const languageCode = z.enum(WELCOME_LANGUAGES, { error: r('must be en or es') });
export const WELCOME_TEXT_MAX = 4000;

export const welcomeMessage = z.object({ Text: z.string(), IsActive: z.boolean() });
export const translatedWelcomeMessage = z.object({ LanguageCode: languageCode, Text: z.string(), IsActive: z.boolean(), version: z.number().int() });
export type TranslatedWelcomeMessage = z.infer<typeof translatedWelcomeMessage>;

export const messagesContract = {
  savePrecannedMessages: endpoint({
    method: 'POST',
    path: 'lookup/SavePrecannedMessages',
    summary: `Saves the changed pre-canned messages (lookup items of ${PRECANNED_MESSAGES_KEY}), each in its own transaction, answering one result per row`,
    body: z.array(precannedMessageInput).min(1, r('at least one row is required')).max(500),
    response: batchResult,
  }),
  getCalibrationRecommendations: endpoint({
    method: 'GET',
    path: 'calibrate/getCalibrationRecommendations',
    summary: 'Calibration recommendations by make and nickname, inactive ones included; only one make’s with vehicleMake',
    query: z.strictObject({ vehicleMake: queryInt.min(1, r('must be a make id')).optional() }),
    response: z.array(calibrationRecommendation),
  }),
  getCalibrationRecommendation: endpoint({
    method: 'GET',
    path: 'calibrate/getCalibrationRecommendation',
    summary: 'One calibration recommendation',
    query: z.strictObject({ id: queryInt.min(1, r('must be a recommendation id')) }),
    response: calibrationRecommendation,
  }),
  saveCalibrationRecommendations: endpoint({
    method: 'POST',
    path: 'calibrate/saveCalibrationRecommendations',
    summary: 'Saves the changed calibration recommendations, each in its own transaction, answering one result per row',
    body: z.array(calibrationRecommendationInput).min(1, r('at least one row is required')).max(500),
    response: batchResult,
  }),
  deleteCalibrationRecommendation: endpoint({
    method: 'GET',
    path: 'calibrate/deleteCalibrationRecommendation',
    summary: 'Deletes a calibration recommendation; with version (ours), only if nobody changed it since',
    writes: true,
    query: z.strictObject({ id: queryInt.min(1, r('must be a recommendation id')), version: queryInt.min(1).optional() }),
    response: z.object({ id: z.number().int() }),
  }),
  getWelcomeNotificationMessage: endpoint({
    method: 'GET',
    path: 'NotificationMessage/GetWelcomeNotificationMessage',
    summary: 'The calibration homepage message users see: its text (in languageCode, ours, else English; English when that one is empty) and whether it is shown',
    query: z.strictObject({ languageCode: languageCode.optional() }),
    response: welcomeMessage,
  }),
  getTranslatedCalibrationWelcomeMessage: endpoint({
    method: 'GET',
    path: 'NotificationMessage/GetTranslatedCalibrationWelcomeMessage',
    summary: 'The calibration homepage message in one language, with its version for editing',
    query: z.strictObject({ languageCode }),
    response: translatedWelcomeMessage,
  }),
  saveCalibrationWelcomeMessage: endpoint({
    method: 'POST',
    path: 'NotificationMessage/SaveCalibrationWelcomeMessage',
    summary: 'Saves the calibration homepage message of one language; refused (409 stale) when its version is not the stored one',
    body: z.strictObject({ LanguageCode: languageCode, Text: text(WELCOME_TEXT_MAX), version }),
    response: translatedWelcomeMessage,
  }),
  enableCalibrationWelcomeMessage: endpoint({
    method: 'POST',
    path: 'NotificationMessage/EnableCalibrationWelcomeMessage',
    summary: 'Shows the calibration homepage message to users',
    response: welcomeMessage.pick({ IsActive: true }),
  }),
  disableCalibrationWelcomeMessage: endpoint({
    method: 'POST',
    path: 'NotificationMessage/DisableCalibrationWelcomeMessage',
    summary: 'Hides the calibration homepage message from users',
    response: welcomeMessage.pick({ IsActive: true }),
  }),
} satisfies Record<string, Endpoint>;
