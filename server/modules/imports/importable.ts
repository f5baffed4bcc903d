/**
 * How each list of contract/imports.ts's IMPORT_LISTS is imported: the kind whose Get and save calls read and write a
 * row's record (server/modules/history/revertible.ts declares them once for History/Revert and for imports), and how
 * its natural key finds the records already there (one statement for all of a file's keys, compared trimmed and in
 * any case, as staff type them).
 */
import { sql } from 'kysely';
import { deviceContract as devices } from '../../../contract/device';
import { usersContract as users } from '../../../contract/users';
import { platformUsers } from '../users/platformUsers';
import { IMPORT_LISTS, type ImportList } from '../../../contract/imports';
import {
  ACTIVATION_TYPES,
  CONFIGURATION,
  DISTRIBUTORS,
  GROUPS,
  HARDWARES,
  INSURANCE_COMPANIES,
  INVOICE_METHODS,
  LANGUAGES,
  LAUNCH_ACCOUNTS,
  type LookupType,
  RAG_RATING_LEVELS,
  RELEASE_TRACKS,
  SERVER_PROFILES,
  SUPPLIERS,
  TAX_RATES,
  TIME_ZONES,
  VEHICLE_MANUFACTURERS,
} from '../../../contract/lookupTypes';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { PRECANNED_MESSAGES_KEY } from '../../../contract/messages';
import type { Endpoint } from '../../../contract/define';
import type { Db } from '../../db/database';
import { REVERTIBLE, type Revertible } from '../history/revertible';

/** A key as compared: trimmed, in lower case; a key of several fields, their texts joined by the unit separator (U+001F). */
export const keyText = (values: readonly unknown[]): string => values.map((value) => String(value ?? '').trim().toLowerCase()).join('\u001f');

/** The values the list's owner fixes for every row (IMPORT_LISTS' `fixed`: a state's countryId), by field. */
export type Fixed = Readonly<Record<string, string | number>>;

type Finder = (db: Db, keys: readonly string[], fixed: Fixed) => Promise<Map<string, number>>;

export interface Importable {
  /** The kind (`<area>/<entity>`) of REVERTIBLE whose calls read and save a row's record. */
  kind: string;
  /** Its calls, when not the kind's as REVERTIBLE declares them (a lookup type's items read by their key). */
  how?: Revertible;
  /** The call that creates a new record, when not its save (a device: device/CreateDevice; its save updates only). */
  create?: Endpoint;
  /** The create call's body from the record, when it names fields as the save does (a platform user's GivenName). */
  createBody?: Revertible['saveBody'];
  /** The ids of the records whose natural key is one of `keys` (as keyText writes them), by key. */
  find: Finder;
  /** What a new record holds besides its row's values (a lookup item's type). */
  fresh?: Record<string, unknown>;
  /** The fixed field that is its records' owner, the scope its Get call reads them by (a state's countryId). */
  scope?: string;
}

/**
 * The records of `table` whose `columns` (the natural key's, in its order) hold one of the keys, as keyText writes them
 * (a column without a value as an empty text), among those whose columns hold what `where` says (the lookup type's,
 * for the lookup store; the owner's, from the fixed values).
 */
function byColumns(table: string, columns: readonly string[], where: (fixed: Fixed) => Record<string, string | number | undefined> = () => ({})): Finder {
  const key = sql.join(
    columns.map((column) => sql`coalesce(lower(btrim(${sql.ref(column)}::text)), '')`),
    sql`|| chr(31) ||`,
  );
  return async (db, keys, fixed) => {
    if (keys.length === 0) return new Map();
    // Compared as text: a fixed value is whatever the caller sent, and the save is what refuses one of the wrong kind.
    const owner = Object.entries(where(fixed)).map(([column, value]) => sql`AND ${sql.ref(column)}::text = ${String(value)}`);
    const rows = await sql<{ id: number; k: string }>`SELECT id, ${key} AS k FROM ${sql.table(table)}
      WHERE ${key} = ANY(${[...keys]}::text[]) ${sql.join(owner, sql` `)}
      ORDER BY id`.execute(db);
    return firstIds(rows.rows);
  };
}

/** Each key's record, from rows in id order: a key two records hold finds the first. */
function firstIds(rows: readonly { id: number; k: string }[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const row of rows) if (!found.has(row.k)) found.set(row.k, Number(row.id));
  return found;
}

/** A user's email as a key is compared (`u`: the users table). */
const userEmail = sql<string>`lower(btrim(u.email))`;

/** Platform users (not a business's, not a sales rep, not deleted), by email (unique among live users; a username is optional). */
const platformUsersByEmail: Finder = async (db, keys) =>
  firstIds(keys.length === 0 ? [] : await platformUsers(db).select(['u.id', userEmail.as('k')]).where(userEmail, 'in', [...keys]).orderBy('u.id').execute());

/** Sales representatives, by their user's email. */
const salesRepsByEmail: Finder = async (db, keys) =>
  firstIds(
    keys.length === 0
      ? []
      : await db.selectFrom('sales_reps as s').innerJoin('users as u', 'u.id', 's.user_id').select(['s.id', userEmail.as('k')]).where(userEmail, 'in', [...keys]).orderBy('s.id').execute(),
  );

/** Items of the lookup type `key`: found by name among the type's. */
const lookupItems = (key: string) => byColumns('lookups', ['text'], () => ({ key }));

/** A lookup type's items (a list screen of their own): read by lookup/ByKey with its key, saved by lookup/Upsert, found by name. */
function lookupList(type: LookupType): Importable {
  const item = REVERTIBLE['lookup/lookupItem'];
  return { kind: 'lookup/lookupItem', how: { ...item, getBody: () => ({ key: type.key, showAll: true }) }, find: lookupItems(type.key), fresh: { key: type.key } };
}

export const IMPORTABLE: Record<ImportList, Importable> = {
  business: { kind: 'business/business', find: byColumns('businesses', ['shop_id']) },
  countries: { kind: 'countrystate/country', find: byColumns('countries', ['name']) },
  makes: { kind: 'lookup/make', find: byColumns('makes', ['make']) },
  products: { kind: 'serviceCatalogue/product', find: lookupItems(LOOKUP_KEYS.product) },
  productAdds: { kind: 'serviceCatalogue/productAdd', find: lookupItems(LOOKUP_KEYS.productAdd) },
  deviceModels: { kind: 'references/deviceModel', find: byColumns('device_models', ['manufacturer', 'model']) },
  scanTools: { kind: 'reports/scanTool', find: byColumns('scan_tools', ['name']) },
  devices: { kind: 'devices/device', create: devices.createDevice, find: byColumns('devices', ['serial_number']) },
  precannedMessages: { kind: 'messages/precannedMessage', find: lookupItems(PRECANNED_MESSAGES_KEY), fresh: { sortOrder: 0 } },
  insuranceCompanies: { kind: 'references/insuranceCompany', find: lookupItems(INSURANCE_COMPANIES.key), fresh: { key: INSURANCE_COMPANIES.key } },
  taxRates: lookupList(TAX_RATES),
  configuration: lookupList(CONFIGURATION),
  serverProfiles: lookupList(SERVER_PROFILES),
  timeZones: lookupList(TIME_ZONES),
  languages: lookupList(LANGUAGES),
  vehicleManufacturers: lookupList(VEHICLE_MANUFACTURERS),
  groups: lookupList(GROUPS),
  invoiceMethods: lookupList(INVOICE_METHODS),
  launchAccounts: lookupList(LAUNCH_ACCOUNTS),
  releaseTracks: lookupList(RELEASE_TRACKS),
  hardwares: lookupList(HARDWARES),
  suppliers: lookupList(SUPPLIERS),
  activationTypes: lookupList(ACTIVATION_TYPES),
  distributors: lookupList(DISTRIBUTORS),
  ragRatingLevels: lookupList(RAG_RATING_LEVELS),
  activationCards: { kind: 'serviceCatalogue/activationCard', find: byColumns('activation_cards', ['activation_card_id']) },
  // By make (its id, read from the make's name) and nickname; a new one is its batch save's row with id 0.
  calibrationRecommendations: { kind: 'messages/calibrationRecommendation', find: byColumns('calibration_recommendations', ['vehicle_make', 'nickname']) },
  // A country's states, by code among the country's (the list's owner): read from the country's list.
  states: { kind: 'countrystate/stateProvince', find: byColumns('state_provinces', ['abbreviation'], (fixed) => ({ country_id: fixed.countryId })), scope: 'countryId' },
  // The lookup store's items of the type its panel shows (the fixed key), by name; read by lookup/ByKey of that key.
  lookupItems: { kind: 'lookup/lookupItem', find: byColumns('lookups', ['text'], (fixed) => ({ key: fixed.key })) },
  // A business's users (its User List tab), by email among its live ones; saved by its ModifyUsers, a row at a time.
  businessUsers: {
    kind: 'business/businessUser',
    find: byColumns('users', ['email'], (fixed) => ({ business_id: fixed.businessId, is_deleted: 'false' })),
    scope: 'businessId',
  },
  // By email. Made by user/CreateUser (its password from the file, as the form asks it; its role by name), updated by
  // user/UpdateUser; both name the fields as the save does (GivenName for FirstName).
  users: { kind: 'users/user', create: users.createUser, createBody: REVERTIBLE['users/user'].saveBody, find: platformUsersByEmail },
  // By email; made and updated by lookup/UpsertSalesRep (a new login's password from the file's own column).
  salesReps: { kind: 'salesReps/salesRep', find: salesRepsByEmail },
  reportTemplates: { kind: 'reports/reportTemplate', find: byColumns('report_templates', ['area', 'app_id', 'is_add', 'product_id', 'sort_order']) },
  // By name (unique); the group by its name (read by the console as the group's id).
  serviceElements: { kind: 'ragRatings/serviceElement', find: byColumns('service_elements', ['name']) },
  // A translation table's rows, by the item's id, in the language fixed for the import (read from that language's
  // list, saved by its save at the text each had). An item is never made here: an id of none is refused by the save.
  reportSectionTranslations: { kind: 'translations/reportSectionTranslation', find: byColumns('report_sections', ['id']) },
  appLabelTranslations: { kind: 'translations/appLabelTranslation', find: byColumns('app_labels', ['id']) },
  serviceElementTranslations: { kind: 'translations/serviceElementTranslation', find: byColumns('service_elements', ['id']) },
};

/** The owner of an import's records (its scope: a state's country, a user's business), from the values it fixes. */
export const scopeOf = (imp: Importable, fixed: Fixed = {}): number | null => (imp.scope === undefined ? null : Number(fixed[imp.scope]));

/**
 * The list's calls (its kind's) and natural key: `how` reads and updates a row's record, `created` makes a new one (the
 * same, or its create call).
 */
export function importableOf(list: ImportList): Importable & { how: Revertible; created: Revertible; key: readonly string[] } {
  const importable = IMPORTABLE[list];
  const how = importable.how ?? REVERTIBLE[importable.kind];
  if (!how?.save) throw new Error(`The import of ${list} names ${importable.kind}, which has no save call`);
  const created: Revertible = importable.create ? { ...how, save: importable.create, saveBody: importable.createBody, batch: undefined } : how;
  return { ...importable, how, created, key: IMPORT_LISTS[list].key };
}
