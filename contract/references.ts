/**
 * Catalogue administration (issue 5): the reference lists of spec §3 'Other
 * lookup collections' and §7 Lookups, and the mobile settings.
 *
 * Most lists are lookup types of the generic store, edited through
 * lookup/Upsert; the spec's GET for each answers that type's items in the
 * lookup item shape (`REFERENCE_LISTS`). Countries and states answer from their
 * own tables; device manufacturer models and vehicle makes by year have tables
 * of their own.
 */
import { z } from 'zod';
import { country, stateProvince } from './countrystate';
import { endpoint, queryBool, queryInt, rowId, version } from './define';
import { lookupItem } from './lookup';
import * as T from './lookupTypes';
import { r } from './refusal';

/** The lookup keys of the reference lists (the existing ones shared with businesses, and new ones), declared with their rules in contract/lookupTypes.ts. */
export const REFERENCE_KEYS = {
  serverProfile: T.SERVER_PROFILES.key,
  timeZone: T.TIME_ZONES.key,
  language: T.LANGUAGES.key,
  insuranceCompany: T.INSURANCE_COMPANIES.key,
  vehicleManufacturer: T.VEHICLE_MANUFACTURERS.key,
  group: T.GROUPS.key,
  invoiceMethod: T.INVOICE_METHODS.key,
  launchAccount: T.LAUNCH_ACCOUNTS.key,
  releaseTrack: T.RELEASE_TRACKS.key,
  hardware: T.HARDWARES.key,
  supplier: T.SUPPLIERS.key,
  activationType: T.ACTIVATION_TYPES.key,
  distributor: T.DISTRIBUTORS.key,
  ragRating: T.RAG_RATING_LEVELS.key,
} as const;

const K = REFERENCE_KEYS;
/** The spec's GETs that answer one lookup type: path, key and what it holds. */
export const REFERENCE_LISTS = {
  serverProfiles: { path: 'device/GetServerProfiles', key: K.serverProfile, what: 'Server profiles a device connects to' },
  timeZones: { path: 'lookup/TimeZones', key: K.timeZone, what: 'Time zones (IANA names)' },
  languages: { path: 'lookup/Languages', key: K.language, what: 'Languages, with their ISO code' },
  insuranceCompanies: { path: 'lookup/InsuranceCompanies', key: K.insuranceCompany, what: 'Insurance companies' },
  vehicleManufacturers: { path: 'lookup/VehicleManufacturers', key: K.vehicleManufacturer, what: 'Vehicle manufacturers' },
  distributors: { path: 'lookup/Distributors', key: K.distributor, what: 'Distributors' },
  launchAccounts: { path: 'smartlink/GetLaunchAccountList', key: K.launchAccount, what: 'Launch accounts used to activate Launch devices' },
  releaseTracks: { path: 'lookup/GetReleaseTracks', key: K.releaseTrack, what: 'Release tracks of the mobile app' },
  hardwares: { path: 'lookup/GetHardwares', key: K.hardware, what: 'Hardware the mobile app runs on' },
  ragRatings: { path: 'lookup/RagRatingList', key: K.ragRating, what: 'RAG ratings (red, amber, green), in intValue order' },
} as const;

const listEndpoint = ({ path, key, what }: (typeof REFERENCE_LISTS)[keyof typeof REFERENCE_LISTS]) =>
  endpoint({
    method: 'GET',
    path,
    summary: `${what}: the active items of the lookup type ${key}, by text (inactive ones too with showAll); edited with lookup/Upsert`,
    query: z.strictObject({ showAll: queryBool.optional() }),
    response: z.array(lookupItem),
  });

type ListName = keyof typeof REFERENCE_LISTS;
const referenceListEndpoints = Object.fromEntries(Object.entries(REFERENCE_LISTS).map(([name, list]) => [name, listEndpoint(list)])) as {
  [N in ListName]: ReturnType<typeof listEndpoint>;
};

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);

/** Model years lookup/VehicleMakes accepts: from the first year of the seeded ranges to next year's models. */
export const MODEL_YEARS = { min: 1960, max: new Date().getFullYear() + 1 } as const;
const modelYear = z
  .string()
  .regex(/^\d{4}$/, r('must be a 4-digit year'))
  .transform(Number)
  .pipe(z.number().min(MODEL_YEARS.min, r`must be from ${MODEL_YEARS.min}`).max(MODEL_YEARS.max, r`must be at most ${MODEL_YEARS.max}`));

/** A make and the model years it was sold in (lastYear null: still sold). */
export const vehicleMakeYears = z.object({ id: z.number().int(), makeId: z.number().int(), make: z.string(), firstYear: z.number().int(), lastYear: z.number().int().nullable() });
export type VehicleMakeYears = z.infer<typeof vehicleMakeYears>;

/** A device manufacturer's model (spec §3 Device): the brand list is the distinct brands of these. */
export const deviceModel = z.object({
  id: z.number().int(),
  manufacturer: z.string(),
  brand: z.string(),
  model: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type DeviceModel = z.infer<typeof deviceModel>;
export const deviceModelInput = z.strictObject({
  id: rowId,
  manufacturer: text(60),
  brand: text(60),
  model: text(60),
  isActive: z.boolean().default(true),
  version: version.optional(),
});
export type DeviceModelInput = z.infer<typeof deviceModelInput>;

/** The device brands: the distinct brands of the models, by name (spec §3 Device). */
export const deviceBrands = (models: Pick<DeviceModel, 'brand'>[]): string[] =>
  [...new Set(models.map((m) => m.brand))].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));

export const referencesContract = {
  ...referenceListEndpoints,
  saveInsurance: endpoint({
    method: 'GET',
    path: 'maintenance/SaveInsurance',
    summary: `Adds an insurance company (lookup type ${K.insuranceCompany}) by name, or makes the one of that name (any case) active again; answers its item. A GET that writes`,
    writes: true,
    query: z.strictObject({ name: text(200) }),
    response: lookupItem,
  }),
  vehicleMakes: endpoint({
    method: 'GET',
    path: 'lookup/VehicleMakes',
    summary: `The makes sold in a model year (a 4-digit year from ${MODEL_YEARS.min}), with the years each was sold in; every make's years without one. By make`,
    query: z.strictObject({ year: modelYear.optional() }),
    response: z.array(vehicleMakeYears),
  }),
  countries: endpoint({
    method: 'GET',
    path: 'lookup/Countries',
    summary: 'All countries, by name (as countrystate/GetCountryList)',
    response: z.array(country),
  }),
  stateProvince: endpoint({
    method: 'GET',
    path: 'lookup/StateProvince',
    summary: "A country's states or provinces, by name (as countrystate/GetStateProvinceList); none for a country that does not exist",
    query: z.strictObject({ id: queryInt.min(1, r('must be a country id')) }),
    response: z.array(stateProvince),
  }),
  deviceManufactureAndModels: endpoint({
    method: 'GET',
    path: 'app/GetDeviceManufactureAndModels',
    summary: 'Device manufacturers with their brands and models, one row per model, by manufacturer, brand and model; inactive ones only with showAll',
    query: z.strictObject({ showAll: queryBool.optional() }),
    response: z.array(deviceModel),
  }),
  saveZeusLookup: endpoint({
    method: 'POST',
    path: 'app/SaveZeusLookup',
    summary: 'Creates (id 0) or updates (at its version; 409 when stale) a device manufacturer model; a manufacturer has each model once (409 duplicate)',
    body: deviceModelInput,
    response: deviceModel,
  }),
};
