/** Lookups (spec §7 Lookups): makes and the generic lookup store. */
import { z } from 'zod';
import { batchResult, endpoint, queryBool, rowId, version } from './define';
import { DECIMAL_MAX, isoDate } from './fields';
import { LOOKUP_TEXT_MAX, lookupItemProblems } from './lookupTypes';
import { r } from './refusal';
import { languageCode } from './translations';

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);

export const make = z.object({ id: z.number().int(), make: z.string(), isInactive: z.boolean(), version: z.number().int() });
export type Make = z.infer<typeof make>;
export const makeInput = z
  .strictObject({
    id: rowId,
    make: text(60),
    isInactive: z.boolean().default(false),
    version: version.optional(),
  })
  // Checked with the rest of the input, so a batch with such a row is refused whole (400) before any row is saved.
  .refine((row) => row.id === 0 || row.version !== undefined, { path: ['version'], message: r('is required to update an existing record') });

export const lookupItem = z.object({
  id: z.number().int(),
  key: z.string(),
  /** Its English: the source of its translations, and what a language without one reads (contract/lookupText.ts). */
  text: z.string(),
  /**
   * Its text in other languages, by language code of the languages catalogue (`{ es: 'Activo' }`); English is `text`.
   * Always answered (`{}` for none); optional in the type, as the console reads an item without it as untranslated.
   */
  translations: z.record(z.string(), z.string()).optional(),
  isActive: z.boolean(),
  value: z.string().nullable(),
  dateValue: z.string().nullable(),
  decimalValue: z.number().nullable(),
  intValue: z.number().int().nullable(),
  label: z.string().nullable(),
  parentId: z.number().int().nullable(),
  stringValue: z.string().nullable(),
  version: z.number().int(),
});
export type LookupItem = z.infer<typeof lookupItem>;

const lookupKey = z.string().trim().regex(/^[a-z][a-z0-9]*(\.[a-z][a-z0-9]*)*$/i, r('must be a dotted key such as billing.taxrates')).max(100);
const optional = <T extends z.ZodType>(t: T) => t.nullable().optional();

/**
 * An item's translations as saved: each language given is set (trimmed), '' or null removes its text, and the
 * languages not given keep theirs. Which languages exist (the languages catalogue, English excepted) is the server's
 * to say.
 */
const translationsInput = z
  .record(languageCode, z.string().trim().max(LOOKUP_TEXT_MAX, r`must be at most ${LOOKUP_TEXT_MAX} characters`).nullable())
  .refine((t) => Object.keys(t).length <= 20, r('must hold at most 20 languages'));

export const lookupItemInput = z.strictObject({
  id: rowId,
  key: lookupKey,
  text: text(200),
  translations: translationsInput.optional(),
  isActive: z.boolean().default(true),
  value: optional(z.string().max(500)),
  dateValue: optional(isoDate),
  decimalValue: optional(z.number().min(-DECIMAL_MAX).max(DECIMAL_MAX)),
  intValue: optional(z.int32()),
  label: optional(z.string().max(200)),
  parentId: optional(z.int32().min(1)),
  stringValue: optional(z.string().max(500)),
  version: version.optional(),
});
export type LookupItemInput = z.infer<typeof lookupItemInput>;

/**
 * A lookup item held to its key's rules too (contract/lookupTypes.ts): a key that is not declared is refused,
 * and so is a value that breaks its field's rule, each named, with the rest of the input (400, nothing saved).
 * A field the item's own rules already refused is not named twice.
 */
export const declaredLookupItemInput = lookupItemInput.check((ctx) => {
  const refused = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
  if (refused.has('key')) return;
  for (const { field, message } of lookupItemProblems(ctx.value)) {
    if (!refused.has(field)) ctx.issues.push({ code: 'custom', path: [field], message, input: ctx.value[field as keyof typeof ctx.value] });
  }
});

export const lookupContract = {
  getMakes: endpoint({
    method: 'GET',
    path: 'lookup/GetMakes',
    summary: 'Vehicle makes; inactive ones only with showAll',
    query: z.strictObject({ showAll: queryBool.optional() }),
    response: z.array(make),
  }),
  saveMakes: endpoint({
    method: 'POST',
    path: 'lookup/SaveMakes',
    summary: 'Saves the changed make rows, each in its own transaction, answering one result per row',
    body: z.array(makeInput).min(1, r('at least one row is required')).max(500),
    response: batchResult,
  }),
  byKey: endpoint({
    method: 'POST',
    reads: true,
    path: 'lookup/ByKey',
    summary: 'The items of one lookup type; inactive ones only with showAll',
    body: z.strictObject({ key: lookupKey, showAll: z.boolean().optional() }),
    response: z.array(lookupItem),
  }),
  upsert: endpoint({
    method: 'POST',
    path: 'lookup/Upsert',
    summary:
      "Creates (id 0) or updates one lookup item, held to its key's rules (contract/lookupTypes.ts: an undeclared key is refused); business.salesrep items are sales reps, saved by lookup/UpsertSalesRep (400 here)",
    body: declaredLookupItemInput,
    response: lookupItem,
  }),
};
