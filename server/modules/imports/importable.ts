/**
 * How each list of contract/imports.ts's IMPORT_LISTS is imported: the kind whose Get and save calls read and write a
 * row's record (server/modules/history/revertible.ts declares them once for History/Revert and for imports), and how
 * its natural key finds the records already there (one statement for all of a file's keys, compared trimmed and in
 * any case, as staff type them).
 */
import { sql } from 'kysely';
import { deviceContract as devices } from '../../../contract/device';
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

type Finder = (db: Db, keys: readonly string[]) => Promise<Map<string, number>>;

export interface Importable {
  /** The kind (`<area>/<entity>`) of REVERTIBLE whose calls read and save a row's record. */
  kind: string;
  /** Its calls, when not the kind's as REVERTIBLE declares them (a lookup type's items read by their key). */
  how?: Revertible;
  /** The call that creates a new record, when not its save (a device: device/CreateDevice; its save updates only). */
  create?: Endpoint;
  /** The ids of the records whose natural key is one of `keys` (as keyText writes them), by key. */
  find: Finder;
  /** What a new record holds besides its row's values (a lookup item's type). */
  fresh?: Record<string, unknown>;
}

/**
 * The records of `table` whose `columns` (the natural key's, in its order) hold one of the keys, as keyText writes them
 * (of the lookup type `lookupKey` only, for the lookup store).
 */
function byColumns(table: string, columns: readonly string[], lookupKey?: string): Finder {
  const key = sql.join(
    columns.map((column) => sql`lower(btrim(${sql.ref(column)}))`),
    sql`|| chr(31) ||`,
  );
  return async (db, keys) => {
    if (keys.length === 0) return new Map();
    const rows = await sql<{ id: number; k: string }>`SELECT id, ${key} AS k FROM ${sql.table(table)}
      WHERE ${key} = ANY(${[...keys]}::text[]) ${lookupKey === undefined ? sql`` : sql`AND key = ${lookupKey}`}
      ORDER BY id`.execute(db);
    const found = new Map<string, number>();
    for (const row of rows.rows) if (!found.has(row.k)) found.set(row.k, Number(row.id));
    return found;
  };
}

/** A lookup type's items (a list screen of their own): read by lookup/ByKey with its key, saved by lookup/Upsert, found by name. */
function lookupList(type: LookupType): Importable {
  const item = REVERTIBLE['lookup/lookupItem'];
  return { kind: 'lookup/lookupItem', how: { ...item, getBody: () => ({ key: type.key, showAll: true }) }, find: byColumns('lookups', ['text'], type.key), fresh: { key: type.key } };
}

export const IMPORTABLE: Record<ImportList, Importable> = {
  business: { kind: 'business/business', find: byColumns('businesses', ['shop_id']) },
  countries: { kind: 'countrystate/country', find: byColumns('countries', ['name']) },
  makes: { kind: 'lookup/make', find: byColumns('makes', ['make']) },
  products: { kind: 'serviceCatalogue/product', find: byColumns('lookups', ['text'], LOOKUP_KEYS.product) },
  productAdds: { kind: 'serviceCatalogue/productAdd', find: byColumns('lookups', ['text'], LOOKUP_KEYS.productAdd) },
  deviceModels: { kind: 'references/deviceModel', find: byColumns('device_models', ['manufacturer', 'model']) },
  scanTools: { kind: 'reports/scanTool', find: byColumns('scan_tools', ['name']) },
  devices: { kind: 'devices/device', create: devices.createDevice, find: byColumns('devices', ['serial_number']) },
  precannedMessages: { kind: 'messages/precannedMessage', find: byColumns('lookups', ['text'], PRECANNED_MESSAGES_KEY), fresh: { sortOrder: 0 } },
  insuranceCompanies: { kind: 'references/insuranceCompany', find: byColumns('lookups', ['text'], INSURANCE_COMPANIES.key), fresh: { key: INSURANCE_COMPANIES.key } },
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
};

/**
 * The list's calls (its kind's) and natural key: `how` reads and updates a row's record, `created` makes a new one (the
 * same, or its create call).
 */
export function importableOf(list: ImportList): Importable & { how: Revertible; created: Revertible; key: readonly string[] } {
  const importable = IMPORTABLE[list];
  const how = importable.how ?? REVERTIBLE[importable.kind];
  if (!how?.save) throw new Error(`The import of ${list} names ${importable.kind}, which has no save call`);
  const created: Revertible = importable.create ? { ...how, save: importable.create, saveBody: undefined, batch: undefined } : how;
  return { ...importable, how, created, key: IMPORT_LISTS[list].key };
}
