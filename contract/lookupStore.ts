/**
 * The generic lookup store browsed by group and key (admin/defaults, spec §7 Lookups), and the values of a
 * key as a name → value map (the console's configuration, key `configuration`).
 *
 * - A **key** names a lookup type: a dotted name such as `business.status` (the same rule as lookup/ByKey).
 * - A **group** is the first segment of a key: `business.status` and `business.salesrep` are in the group
 *   `business`; `configuration` and `product` are groups of their own (and `product.add` is in `product`).
 * - An item's **value** (GetLookupValues) is the first of value, stringValue, intValue, decimalValue and
 *   dateValue that is set, or null.
 * - An item's **text** is its English; its `translations` hold it in other languages (issue 31), typed beside it or
 *   filled from the translation memory (FillTranslations), as the translations screens fill theirs.
 */
import { z } from 'zod';
import { endpoint } from './define';
import { lookupContract, lookupItem } from './lookup';
import { r } from './refusal';
import { fillResult, languageCode } from './translations';

/** The same key rule as lookup/ByKey (taken from its schema, not written twice). */
export const lookupKey = (lookupContract.byKey.body as NonNullable<typeof lookupContract.byKey.body>).shape.key;
export const lookupGroup = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9]*$/i, r('must be the first segment of a lookup key, such as business'))
  .max(100);

/** The group of a key: its first dotted segment. */
export const groupOf = (key: string) => key.split('.')[0];

export const lookupKeySummary = z.object({
  key: z.string(),
  /** Items of the key, active or not. */
  total: z.number().int(),
  active: z.number().int(),
});
export const lookupGroupSummary = z.object({ group: z.string(), keys: z.array(lookupKeySummary) });
export type LookupKeySummary = z.infer<typeof lookupKeySummary>;
export type LookupGroupSummary = z.infer<typeof lookupGroupSummary>;

export const lookupValue = z.union([z.string(), z.number(), z.null()]);

export const lookupStoreContract = {
  byGroup: endpoint({
    method: 'GET',
    path: 'lookup/ByGroup',
    summary:
      'The lookup groups (a group is the first segment of a key: business.status is in business), each with its keys and how many items each holds, by group then key; with group, only that group ([] when it has no keys)',
    query: z.strictObject({ group: lookupGroup.optional() }),
    response: z.array(lookupGroupSummary),
  }),
  byKeys: endpoint({
    method: 'POST',
    reads: true,
    path: 'lookup/ByKeys',
    summary: 'The items of several lookup types at once, by key (every key asked is answered, [] when it has no items); inactive items only with showAll',
    body: z.strictObject({
      keys: z.array(lookupKey).min(1, r('at least one key is required')).max(100, r('at most 100 keys at once')),
      showAll: z.boolean().optional(),
    }),
    response: z.record(z.string(), z.array(lookupItem)),
  }),
  getLookupValues: endpoint({
    method: 'GET',
    path: 'app/GetLookupValues',
    summary:
      "The active items of one lookup type as text → value (the item's value, else stringValue, intValue, decimalValue or dateValue, else null); of two items with the same text, the older one. The console caches key configuration this way",
    query: z.strictObject({ key: lookupKey }),
    response: z.record(z.string(), lookupValue),
  }),
  fillTranslations: endpoint({
    method: 'POST',
    path: 'lookup/FillTranslations',
    summary:
      "Fills the items of one lookup type without a text in the language `code` from the translation memory (the same English text translated elsewhere in the product: another lookup item, a report section, a service element, an app label), never replacing one; answers how many it filled and how many remain",
    ours: true,
    body: z.strictObject({ key: lookupKey, code: languageCode }),
    response: fillResult,
  }),
};
