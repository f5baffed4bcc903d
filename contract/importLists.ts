/**
 * What the console needs of imports before their wizard loads (issue 34), and the server too: the lists that import
 * with their natural keys, the limits, the modes and outcomes. Without zod, so the console bundles it as it is
 * (contract/browserBuild.ts) and an Import button costs a list's first JavaScript nothing of the import's calls
 * (contract/imports.ts, loaded with the wizard).
 */

/** At most this many bytes in a file (20 MB), and this many rows in its sheet. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
/** How rows meet existing records: added only, updating only, or either by the list's natural key. */
export const IMPORT_MODES = ['insert', 'update', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** How an import is applied: all rows in one transaction (nothing written if one is refused), or each row on its own. */
export const IMPORT_APPLY = ['all', 'rows'] as const;
export type ImportApply = (typeof IMPORT_APPLY)[number];

/**
 * A row's outcome: after the dry run, what applying it would do (`insert`, `update`, `unchanged`, `refused`); after
 * the apply, what it did (`inserted`, `updated`, `unchanged`, `refused`), or `skipped` (not applied: the import was
 * cancelled before it, or applied all or nothing and another row was refused).
 */
export const IMPORT_OUTCOMES = ['insert', 'update', 'unchanged', 'refused', 'inserted', 'updated', 'skipped'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Where an import stands. */
export const IMPORT_STATES = ['uploaded', 'checking', 'checked', 'applying', 'applied', 'cancelled', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/**
 * The lists that import, by their console resource name, with their natural key: the fields that find a row's record.
 * A list shown under its owner (a country's states, one lookup type's items in the lookup store) names the fields its
 * owner fixes (`fixed`): the list's own filter gives them to every row, and the key finds records among the owner's.
 */
export const IMPORT_LISTS = {
  business: { key: ['shopId'] },
  countries: { key: ['name'] },
  makes: { key: ['make'] },
  products: { key: ['name'] },
  productAdds: { key: ['name'] },
  insuranceCompanies: { key: ['text'] },
  // The other lookup types with a list of their own (contract/lookupTypes.ts), each found by its item's name.
  taxRates: { key: ['text'] },
  configuration: { key: ['text'] },
  serverProfiles: { key: ['text'] },
  timeZones: { key: ['text'] },
  languages: { key: ['text'] },
  vehicleManufacturers: { key: ['text'] },
  groups: { key: ['text'] },
  invoiceMethods: { key: ['text'] },
  launchAccounts: { key: ['text'] },
  releaseTracks: { key: ['text'] },
  hardwares: { key: ['text'] },
  suppliers: { key: ['text'] },
  activationTypes: { key: ['text'] },
  distributors: { key: ['text'] },
  ragRatingLevels: { key: ['text'] },
  scanTools: { key: ['name'] },
  deviceModels: { key: ['manufacturer', 'model'] },
  devices: { key: ['serialNumber'] },
  precannedMessages: { key: ['text'] },
  activationCards: { key: ['activationCardId'] },
  calibrationRecommendations: { key: ['vehicleMake', 'nickname'] },
  states: { key: ['abbreviation'], fixed: ['countryId'] },
  lookupItems: { key: ['text'], fixed: ['key'] },
  businessUsers: { key: ['email'], fixed: ['businessId'] },
  users: { key: ['Email'] },
  salesReps: { key: ['email'] },
  // A template's place: its area and app, its product (or product add), its order among the product's.
  reportTemplates: { key: ['area', 'appId', 'isAdd', 'productId', 'order'] },
  serviceElements: { key: ['name'] },
  // A translation table's rows in the language its screen shows, by the item's id.
  reportSectionTranslations: { key: ['id'], fixed: ['languageCode'] },
  appLabelTranslations: { key: ['id'], fixed: ['languageCode'] },
  serviceElementTranslations: { key: ['serviceElementId'], fixed: ['languageCode'] },
} as const satisfies Record<string, { key: readonly string[]; fixed?: readonly string[] }>;
export type ImportList = keyof typeof IMPORT_LISTS;
export const isImportList = (name: string): name is ImportList => Object.hasOwn(IMPORT_LISTS, name);
/** The fields a list's owner fixes for every row (none for a list of its own). */
export const fixedFields = (list: ImportList): readonly string[] => (IMPORT_LISTS[list] as { fixed?: readonly string[] }).fixed ?? [];
