/**
 * The lookup types of the generic lookup store (`lookup/ByKey`, `lookup/Upsert`): each key with its field
 * rules, declared once and enforced on both sides. The console builds a catalogue's list and forms from a
 * type (src/declare/defineLookupResource.ts adds the icon and what only the screen needs); the server refuses
 * a lookup/Upsert item that breaks its key's rules, or whose key is not declared (contract/lookup.ts).
 *
 * Plain data and plain functions, no zod: the console bundles this module as it is (contract/browserBuild.ts).
 *
 * A field's rules are those the console's declared fields already had (src/declare/defineResource.ts,
 * fieldError): required (not null, not blank), maxLength (of the trimmed text), min and max (of a
 * number), and an `email` text. A field the type does not declare keeps the lookup item's own rules
 * (contract/lookup.ts: lookupItemInput), so an item may carry more than its catalogue shows.
 */
import { LOOKUP_KEYS as K } from './lookupKeys';
import { r } from './refusal';

/** The values of a lookup item a type can give rules to. */
export type LookupItemField = 'text' | 'value' | 'label' | 'stringValue' | 'intValue' | 'decimalValue' | 'dateValue' | 'parentId' | 'isActive';

export interface LookupFieldRule {
  source: LookupItemField;
  kind: 'text' | 'email' | 'integer' | 'decimal' | 'date' | 'boolean';
  required?: boolean;
  /** Of the trimmed text. */
  maxLength?: number;
  min?: number;
  max?: number;
  /** The value a new item starts with in the console. */
  default?: unknown;
}

export interface LookupType {
  /** The console's resource of the type (its labels are `resources.<name>.fields.*`); none for a type edited only on admin/defaults. */
  name?: string;
  /** The lookup key, a dotted name such as `billing.taxrates`. */
  key: string;
  fields: readonly LookupFieldRule[];
  /**
   * false: its items' texts are names or codes (a distributor, a time zone, a setting), read alike in every language,
   * so its screens offer no Spanish beside them. Otherwise an item's text is kept per language (contract/lookupText.ts).
   */
  translated?: false;
}

/** The longest text an item has, in English or in another language. */
export const LOOKUP_TEXT_MAX = 200;

const declared = new Map<string, LookupType>();

/** Declares a lookup type: from then on lookup/Upsert accepts items of its key, held to its rules. */
export function defineLookupType<const T extends LookupType>(type: T): T {
  const key = type.key.toLowerCase();
  const existing = declared.get(key);
  if (existing && existing !== type) throw new Error(`The lookup key ${type.key} is declared twice (contract/lookupTypes.ts)`);
  const sources = type.fields.map((f) => f.source);
  if (new Set(sources).size < sources.length) throw new Error(`The lookup type ${type.key} declares a field twice`);
  declared.set(key, type);
  return type;
}

/** Withdraws a declaration whose scope has ended (a test's own type): its key is then unknown again. */
export function withdrawLookupType(type: LookupType): void {
  if (declared.get(type.key.toLowerCase()) === type) declared.delete(type.key.toLowerCase());
}

/** The declared type of a key (keys are matched case-insensitively, as lookup/ByKey matches them), if any. */
export const lookupTypeOf = (key: string): LookupType | undefined => declared.get(key.toLowerCase());
/** Every declared type. */
export const lookupTypes = (): LookupType[] => [...declared.values()];
/** Whether the items of a key carry their text per language (an undeclared key's do: the generic store's rule). */
export const isTranslated = (key: string): boolean => lookupTypeOf(key)?.translated !== false;

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with one value by its rule (an English refusal, contract/refusal.ts), or undefined. */
export function lookupFieldProblem(rule: LookupFieldRule, value: unknown): string | undefined {
  if (isBlank(value)) return rule.required ? r('is required') : undefined;
  if (typeof value === 'string') {
    if (rule.maxLength !== undefined && value.trim().length > rule.maxLength) return r`must be at most ${rule.maxLength} characters`;
    if (rule.kind === 'email' && !EMAIL.test(value.trim())) return r('must be an email address');
  }
  if (typeof value === 'number') {
    if (rule.min !== undefined && value < rule.min) return r`must be at least ${rule.min}`;
    if (rule.max !== undefined && value > rule.max) return r`must be at most ${rule.max}`;
  }
  return undefined;
}

/** What is wrong with a lookup item by its key's rules, field by field; an undeclared key is refused, naming it. */
export function lookupItemProblems(item: { key: string } & Partial<Record<LookupItemField, unknown>>): { field: string; message: string }[] {
  const type = lookupTypeOf(item.key);
  if (!type) return [{ field: 'key', message: r`"${item.key}" is not a declared lookup type` }];
  return type.fields.flatMap((rule) => {
    const message = lookupFieldProblem(rule, item[rule.source]);
    return message === undefined ? [] : [{ field: rule.source, message }];
  });
}

// The declared types. A field's `kind` says how the console shows it; its rules are what both sides check.

const name = { source: 'text', kind: 'text', required: true, maxLength: 200 } as const;
const active = { source: 'isActive', kind: 'boolean', default: true } as const;
const label = (maxLength = 200) => ({ source: 'label', kind: 'text', maxLength }) as const;

/** Tax rates (resources/taxRates). */
export const TAX_RATES = defineLookupType({
  name: 'taxRates',
  key: 'billing.taxrates',
  fields: [name, { source: 'decimalValue', kind: 'decimal', required: true, min: 0, max: 100 }, { source: 'stringValue', kind: 'text', maxLength: 20 }, active],
});

/** The console's configuration values (page sizes, switches, spec §9). */
export const CONFIGURATION = defineLookupType({
  name: 'configuration',
  key: 'configuration',
  translated: false,
  fields: [name, { source: 'value', kind: 'text', maxLength: 500 }, label(), active],
});

// The reference lists of spec §3 'Other lookup collections' and §7 Lookups (contract/references.ts).

export const SERVER_PROFILES = defineLookupType({
  name: 'serverProfiles',
  key: 'device.serverprofile',
  translated: false,
  fields: [name, { source: 'stringValue', kind: 'text', required: true, maxLength: 500 }, label(), active],
});
export const TIME_ZONES = defineLookupType({ name: 'timeZones', key: K.timeZone, fields: [name, label(), active], translated: false });
export const LANGUAGES = defineLookupType({
  name: 'languages',
  key: K.language,
  fields: [
    name,
    label(),
    { source: 'stringValue', kind: 'text', required: true, maxLength: 10 },
    { source: 'intValue', kind: 'integer', required: true, min: 1 },
    active,
  ],
});
export const INSURANCE_COMPANIES = defineLookupType({
  name: 'insuranceCompanies',
  key: 'insurance.company',
  // The country's abbreviation (lookup/Countries).
  translated: false,
  fields: [name, { source: 'stringValue', kind: 'text' }, active],
});
export const VEHICLE_MANUFACTURERS = defineLookupType({
  name: 'vehicleManufacturers',
  key: K.vehicleManufacturer,
  translated: false,
  fields: [name, { source: 'stringValue', kind: 'text', maxLength: 2 }, active],
});
export const GROUPS = defineLookupType({ name: 'groups', key: 'dispatch.group', fields: [name, { source: 'stringValue', kind: 'email', maxLength: 200 }, active], translated: false });
export const INVOICE_METHODS = defineLookupType({ name: 'invoiceMethods', key: 'billing.invoicemethod', fields: [name, label(), active] });
export const LAUNCH_ACCOUNTS = defineLookupType({
  name: 'launchAccounts',
  key: 'smartlink.launchaccount',
  translated: false,
  fields: [name, { source: 'stringValue', kind: 'text', required: true, maxLength: 40 }, label(), active],
});
export const RELEASE_TRACKS = defineLookupType({
  name: 'releaseTracks',
  key: 'mobile.releasetrack',
  fields: [name, { source: 'stringValue', kind: 'text', maxLength: 40 }, label(), active],
});
export const HARDWARES = defineLookupType({ name: 'hardwares', key: 'mobile.hardware', fields: [name, label(), active], translated: false });
export const SUPPLIERS = defineLookupType({
  name: 'suppliers',
  key: 'device.supplier',
  translated: false,
  fields: [name, { source: 'stringValue', kind: 'email', maxLength: 200 }, label(40), active],
});
export const ACTIVATION_TYPES = defineLookupType({
  name: 'activationTypes',
  key: 'activation.type',
  fields: [name, { source: 'stringValue', kind: 'text', required: true, maxLength: 20 }, active],
});
export const DISTRIBUTORS = defineLookupType({ name: 'distributors', key: K.distributor, fields: [name, active], translated: false });
export const RAG_RATING_LEVELS = defineLookupType({
  name: 'ragRatingLevels',
  key: 'rag.rating',
  fields: [
    name,
    { source: 'intValue', kind: 'integer', required: true, min: 0, max: 99 },
    { source: 'stringValue', kind: 'text', maxLength: 7 },
    label(),
    active,
  ],
});

/** Of the types below, those whose texts are names, codes or whole messages rather than words to translate. */
const UNTRANSLATED: readonly string[] = [K.salesRep, K.oemCertification, K.currency, 'messages.precanned'];

// Types with no catalogue screen of their own: edited on admin/defaults with the lookup item's own rules,
// or saved by their own calls (sales reps, products, scan types, pre-canned messages).
for (const key of [
  K.businessStatus,
  K.dispatchPriority,
  K.salesRep,
  K.referralSource,
  K.annualRevenue,
  K.monthlyRo,
  K.locationCount,
  K.reportingGroup,
  K.oemCertification,
  K.insuranceDepartment,
  K.service,
  K.title,
  K.currency,
  K.period,
  K.product,
  K.productAdd,
  'messages.precanned',
  'workorder.servicetype',
  'workorder.serviceelementgroup',
]) {
  defineLookupType({ key, fields: [], ...(UNTRANSLATED.includes(key) ? { translated: false as const } : {}) });
}
